import Foundation
import RectoCore
import Testing

@MainActor
@Suite("One window's library pane: the open row, what a row opens, what follows a deletion or an import")
struct LibraryPaneFlowTests {
    /// The sidebar as the flow sees it.
    @MainActor
    final class Pane: LibraryPane {
        private(set) var openPath: LibraryPath?
        var listFocused = 0
        var focusReturned = 0

        func setOpen(_ path: LibraryPath?) { openPath = path }
        func focusList() { listFocused += 1 }
        func returnFocusToList() { focusReturned += 1 }
    }

    /// The window: a book opened is pending until the test shows it.
    @MainActor
    final class Window: BookShowing {
        var pendingURL: URL?
        var opened: [URL] = []
        var libraryShown: [Bool] = []

        func open(_ url: URL) {
            opened.append(url)
            pendingURL = url
        }

        func showLibraryInstead(libraryIsEmpty: Bool) { libraryShown.append(libraryIsEmpty) }
    }

    /// A flow over a library of Emma (a), Walden (b) and Zola (c), listed by title.
    @MainActor
    final class Harness {
        let feed = LibraryWindowModelTests.FakeFeed()
        let model: LibraryWindowModel
        let pane = Pane()
        var window: Window? = Window()
        var shown: URL?
        var notices: [LibraryPaneFlow.Notice] = []
        private(set) var flow: LibraryPaneFlow!

        init() {
            for (name, title) in [("a", "Emma"), ("b", "Walden"), ("c", "Zola")] { feed.add(name, title: title) }
            model = LibraryWindowModel(feed: feed, locale: Locale(identifier: "en_US"), chosenSort: { nil },
                                       rememberSort: { _ in })
            model.start()
            model.activate()
            flow = LibraryPaneFlow(model: model, pane: pane, books: { [unowned self] in window },
                                   shownURL: { [unowned self] in shown })
            flow.tell = { [unowned self] in notices.append($0) }
        }

        var books: Window { window! }
    }

    private static func path(_ name: String) -> LibraryPath { LibraryPath("/lib/\(name).pdf") }
    private static func url(_ name: String) -> URL { URL(fileURLWithPath: "/lib/\(name).pdf") }

    @Test("A chosen row opens its book and the list gets the keyboard back once it shows; an activated one does not")
    func chosenKeepsFocus() {
        let harness = Harness()
        #expect(harness.flow.open(Self.path("a"), activated: false))
        #expect(harness.pane.openPath == Self.path("a") && harness.books.opened == [Self.url("a")])
        harness.flow.bookShown(Self.url("a"))
        harness.flow.bookShown(Self.url("a"))
        #expect(harness.pane.focusReturned == 1, "once")
        #expect(harness.flow.open(Self.path("b"), activated: true))
        harness.flow.bookShown(Self.url("b"))
        #expect(harness.pane.focusReturned == 1 && harness.pane.openPath == Self.path("b"))
    }

    @Test("The book showing is not opened again; one showing while another is on its way is")
    func showingNotReopened() {
        let harness = Harness()
        harness.shown = Self.url("a")
        harness.books.pendingURL = Self.url("a")
        #expect(harness.flow.open(Self.path("a"), activated: true))
        #expect(harness.books.opened.isEmpty && harness.pane.openPath == Self.path("a"))
        harness.books.pendingURL = Self.url("b")
        harness.flow.open(Self.path("a"), activated: true)
        #expect(harness.books.opened == [Self.url("a")])
    }

    @Test("A name Foundation cannot open is told, its row marked; once the window is gone nothing is done")
    func unopenable() {
        let harness = Harness()
        let odd = LibraryPath(bytes: Array("/lib/caf".utf8) + [0xE9] + Array(".pdf".utf8))
        #expect(!harness.flow.open(odd, activated: true))
        #expect(harness.notices == [.unopenableName(odd.fileName)] && harness.pane.openPath == odd)
        #expect(harness.books.opened.isEmpty)
        harness.window = nil
        harness.feed.said = []
        #expect(!harness.flow.open(Self.path("a"), activated: true) && harness.pane.openPath == odd)
        #expect(!harness.flow.reveal(true) && harness.feed.said.isEmpty, "the rows are not built")
    }

    @Test("A book that fails to open keeps its row marked; with none on its way, no row is")
    func failureKeepsRow() {
        let harness = Harness()
        harness.flow.open(Self.path("b"), activated: true)
        harness.flow.bookShown(nil)
        #expect(harness.pane.openPath == Self.path("b"), "the reader sees which book failed")
        harness.books.pendingURL = nil
        harness.flow.bookShown(nil)
        #expect(harness.pane.openPath == nil)
    }

    @Test("The open book deleted: the neighbour that stays opens; Undo reopens the book")
    func deletedOpenBook() {
        let harness = Harness()
        harness.pane.setOpen(Self.path("b"))
        let following = harness.flow.following(deletionOf: [Self.path("b"), Self.path("c")])
        following.gone([Self.path("b"), Self.path("c")])
        #expect(harness.pane.openPath == Self.path("a") && harness.books.opened == [Self.url("a")])
        following.restored([Self.path("b")])
        #expect(harness.pane.openPath == Self.path("b") && harness.books.opened.last == Self.url("b"))
        let other = harness.flow.following(deletionOf: [Self.path("a")])
        other.gone([Self.path("a")])
        other.restored([Self.path("a")])
        #expect(harness.books.opened.count == 2 && harness.pane.openPath == Self.path("b"), "not the open book")
    }

    @Test("The open book deleted with no neighbour left, or one gone meanwhile: the library's page shows")
    func deletedToLibraryPage() {
        let harness = Harness()
        harness.pane.setOpen(Self.path("b"))
        let all = [Self.path("a"), Self.path("b"), Self.path("c")]
        let following = harness.flow.following(deletionOf: all)
        harness.feed.entries = []
        following.gone(Set(all))
        #expect(harness.pane.openPath == nil && harness.books.libraryShown == [true] && harness.books.opened.isEmpty)
        let again = Harness()
        again.pane.setOpen(Self.path("b"))
        let neighbourGone = again.flow.following(deletionOf: [Self.path("b")])
        again.feed.entries.removeAll { $0.item.path == Self.path("c") }
        neighbourGone.gone([Self.path("b")])
        #expect(again.books.libraryShown == [false] && again.books.opened.isEmpty)
    }

    @Test("An import tells the files refused together, then each failure, then what was added; one book opens")
    func imported() {
        let harness = Harness()
        let item = LibraryItem(path: Self.path("a"), size: 1, modificationNanoseconds: 0)
        harness.flow.imported([
            LibraryImportResult(source: LibraryPath("/in/x.txt"), outcome: .notPDF),
            LibraryImportResult(source: LibraryPath("/in/z.pdf"), outcome: .failed(.notAFile)),
            LibraryImportResult(source: LibraryPath("/in/y.doc"), outcome: .notPDF),
            LibraryImportResult(source: LibraryPath("/in/a.pdf"), outcome: .imported(item)),
        ])
        #expect(harness.notices == [.notPDFs(["x.txt", "y.doc"]), .notAdded("z.pdf", .notAFile), .added("Emma")])
        #expect(harness.books.opened == [Self.url("a")] && harness.pane.openPath == Self.path("a"))
        harness.flow.bookShown(Self.url("a"))
        #expect(harness.pane.focusReturned == 1, "opened as if chosen: the list keeps the keyboard")
    }

    @Test("One file refused is told alone; several books added are counted, and none opens")
    func importedSeveral() {
        let harness = Harness()
        let unlisted = LibraryItem(path: LibraryPath("/lib/new.pdf"), size: 1, modificationNanoseconds: 0)
        harness.flow.imported([
            LibraryImportResult(source: LibraryPath("/in/x.txt"), outcome: .notPDF),
            LibraryImportResult(source: LibraryPath("/in/new.pdf"), outcome: .imported(unlisted)),
        ])
        #expect(harness.notices == [.notPDF("x.txt"), .added(unlisted.displayName)], "not listed yet: its name")
        harness.notices = []
        let two = [Self.path("a"), Self.path("b")].map { LibraryItem(path: $0, size: 1, modificationNanoseconds: 0) }
        harness.flow.imported(two.map { LibraryImportResult(source: $0.path, outcome: .imported($0)) })
        #expect(harness.notices == [.addedBooks(2)] && harness.books.opened == [URL(fileURLWithPath: "/lib/new.pdf")])
    }

    @Test("Showing the pane builds the rows; the list takes the keyboard, once the pane is on screen if not yet")
    func revealAndFocus() {
        let harness = Harness()
        harness.feed.said = []
        #expect(harness.flow.reveal(false) && harness.feed.said.isEmpty)
        #expect(harness.flow.reveal(true) && harness.feed.said == ["activate"])
        harness.flow.focusList(shown: true, mapped: true)
        harness.flow.paneMapped()
        #expect(harness.pane.listFocused == 1)
        harness.flow.focusList(shown: true, mapped: false)
        harness.flow.paneMapped()
        harness.flow.paneMapped()
        #expect(harness.pane.listFocused == 3, "asked at once, and again once on screen")
        harness.flow.focusList(shown: true, mapped: false)
        harness.flow.focusList(shown: false, mapped: false)
        harness.flow.paneMapped()
        #expect(harness.pane.listFocused == 4, "hidden again before it was on screen")
    }
}
