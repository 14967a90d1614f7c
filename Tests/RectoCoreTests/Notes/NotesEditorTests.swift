import Foundation
@testable import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("One window's note editing: added, deleted under a toast, the next selected, highlights marked and found")
struct NotesEditorTests {
    private typealias Data = HighlightTestData

    /// A book whose text worker is the test: context and anchoring requests wait until the test answers.
    @MainActor
    final class Book: NotesBook {
        let pageCount: Int
        var contexts: [(highlight: Highlight, page: Int, deliver: @Sendable @MainActor (Highlight) -> Void)] = []
        var anchorings: [(items: [HighlightAnchoring.Item],
                          deliver: @Sendable @MainActor ([UUID: HighlightAnchoring.Result]) -> Void)] = []

        init(pageCount: Int) { self.pageCount = pageCount }

        func withContext(_ highlight: Highlight, onPage page: Int,
                         deliver: @escaping @Sendable @MainActor (Highlight) -> Void) {
            contexts.append((highlight, page, deliver))
        }

        func anchor(_ highlights: [HighlightAnchoring.Item],
                    deliver: @escaping @Sendable @MainActor ([UUID: HighlightAnchoring.Result]) -> Void) {
            anchorings.append((highlights, deliver))
        }
    }

    /// A toast as the editor sees it: an object it hands back to be dismissed.
    final class Toast {
        let undo: @MainActor () -> Void
        let dismissed: @MainActor () -> Void
        init(undo: @escaping @MainActor () -> Void, dismissed: @escaping @MainActor () -> Void) {
            self.undo = undo
            self.dismissed = dismissed
        }
    }

    /// An editor over a notes model with a book of 20 pages open, and what it selected and showed.
    @MainActor
    final class Window {
        /// The book open in the window, nil while none is.
        @MainActor
        final class Slot { var book: Book? = Book(pageCount: 20) }

        let folder: NotesFolder
        let notes = NotesModelHarness()
        let slot = Slot()
        let editor: NotesEditor
        var selected: [Int] = []
        var focusKept = 0
        var toasts: [Toast] = []
        var dismissedToasts: [Toast] = []
        var reports: [HighlightAnchoring.Report] = []

        init(_ notes: [Note] = []) throws {
            folder = try NotesFolder()
            let store = folder.store()
            if !notes.isEmpty { _ = try store.save(NotesSnapshot(notes: notes), knownStamp: nil) }
            editor = NotesEditor(model: self.notes.model, book: { [slot] in slot.book })
            editor.select = { [unowned self] in selected.append($0) }
            editor.keepFocus = { [unowned self] in focusKept += 1 }
            editor.showDeletion = { [unowned self] undo, dismissed in
                let toast = Toast(undo: undo, dismissed: dismissed)
                toasts.append(toast)
                return toast
            }
            editor.dismissDeletion = { [unowned self] toast in
                guard let toast = toast as? Toast else { return }
                // As a toast does: its going runs once it is dismissed.
                dismissedToasts.append(toast)
                toast.dismissed()
            }
            editor.tellAnchoring = { [unowned self] in reports.append($0) }
            self.notes.open(store)
        }

        var book: Book { slot.book! }
        var model: NotesModel { notes.model }
        var collection: IndexedCollection<Note> { model.notes!.collection }

        func id(of text: String) -> UUID? { collection.items.first { $0.text == text }?.id }

        func remove() { folder.remove() }
    }

    private static func selection(text: String = "quick brown", drawn: Bool = true) -> TextSelection {
        TextSelection(page: 2, areas: drawn ? [PageRect(x: 50, y: 100, width: 80, height: 12)] : [], text: text)
    }

    // MARK: Notes

    @Test("The Add Note dialog adds the words and selects the note; words that add nothing keep it open")
    func addNote() throws {
        let window = try Window()
        defer { window.remove() }
        let add = try #require(window.editor.noteAdder(onPage: 4))
        #expect(add("  ") == false && window.collection.isEmpty)
        #expect(add("Solitude") == true)
        let note = try #require(window.collection.items.first)
        #expect(note.pageIndex == 4 && window.selected == [window.collection.flatIndex(ofItemWithID: note.id)])
    }

    @Test("No dialog while the notes load; one whose book was closed meanwhile closes, adding nothing")
    func addNoteElsewhere() throws {
        let window = try Window()
        defer { window.remove() }
        let add = try #require(window.editor.noteAdder(onPage: 4))
        window.notes.model.open(window.folder.store("other"))
        #expect(window.editor.noteAdder(onPage: 4) == nil, "the other book's notes are loading")
        window.notes.settle()
        #expect(add("Solitude") == true && window.collection.isEmpty && window.selected.isEmpty)
    }

    @Test("A note deleted from the list selects the one that took its place, and the one before at the end")
    func deleteSelectsNext() throws {
        let window = try Window([
            Note(text: "apple", pageIndex: 1), Note(text: "avocado", pageIndex: 2), Note(text: "banana", pageIndex: 3),
        ])
        defer { window.remove() }
        let avocado = try #require(window.collection.flatIndex(ofItemWithID: window.id(of: "avocado")!))
        window.editor.delete(try #require(window.id(of: "avocado")), selectingNext: true)
        #expect(window.selected == [avocado + 1], "B's header, now in avocado's place, is passed for banana")
        #expect(window.collection.row(at: avocado + 1).item?.text == "banana")
        let banana = try #require(window.collection.flatIndex(ofItemWithID: window.id(of: "banana")!))
        window.editor.delete(try #require(window.id(of: "banana")), selectingNext: true)
        #expect(window.selected.last == banana - 2, "at the end, the note before: apple, past A's header")
        window.editor.delete(try #require(window.id(of: "apple")), selectingNext: true)
        #expect(window.focusKept == 1 && window.selected.count == 2, "none left: the view keeps the focus")
    }

    @Test("A note deleted from the page selects nothing")
    func deleteFromPage() throws {
        let window = try Window([Note(text: "apple", pageIndex: 1), Note(text: "banana", pageIndex: 3)])
        defer { window.remove() }
        window.editor.delete(try #require(window.id(of: "apple")), selectingNext: false)
        #expect(window.selected.isEmpty && window.focusKept == 0 && window.toasts.count == 1)
    }

    @Test("A deletion's toast undoes it, selecting the note again; its going makes it final and saves")
    func undoAndCommit() throws {
        let window = try Window([Note(text: "apple", pageIndex: 1), Note(text: "banana", pageIndex: 3)])
        defer { window.remove() }
        let apple = try #require(window.id(of: "apple"))
        window.editor.delete(apple, selectingNext: false)
        try #require(window.toasts.first).undo()
        #expect(window.id(of: "apple") == apple)
        #expect(window.selected == [window.collection.flatIndex(ofItemWithID: apple)])
        window.editor.delete(apple, selectingNext: false)
        try #require(window.toasts.last).dismissed()
        window.notes.advance(by: NotesModel.saveDelay)
        #expect(window.folder.texts(in: window.folder.store()) == ["banana"])
    }

    @Test("A second deletion makes the first final, dismissing its toast; a late going of that toast forgets nothing")
    func oneToastAtATime() throws {
        let window = try Window([
            Note(text: "apple", pageIndex: 1), Note(text: "banana", pageIndex: 3), Note(text: "cherry", pageIndex: 5),
        ])
        defer { window.remove() }
        window.editor.delete(try #require(window.id(of: "apple")), selectingNext: false)
        #expect(window.dismissedToasts.isEmpty)
        window.editor.delete(try #require(window.id(of: "banana")), selectingNext: false)
        #expect(window.dismissedToasts.map(ObjectIdentifier.init) == [ObjectIdentifier(window.toasts[0])])
        window.toasts[0].undo()
        #expect(window.id(of: "apple") == nil, "the first deletion is final")
        window.toasts[0].dismissed()
        window.editor.delete(try #require(window.id(of: "cherry")), selectingNext: false)
        #expect(window.dismissedToasts.map(ObjectIdentifier.init)
            == [ObjectIdentifier(window.toasts[0]), ObjectIdentifier(window.toasts[1])], "the second is still shown")
    }

    @Test("A note's page is within the book; a header or no book has none")
    func pageOfNote() throws {
        let window = try Window([Note(text: "apple", pageIndex: 1), Note(text: "past the end", pageIndex: 40)])
        defer { window.remove() }
        let apple = try #require(window.collection.flatIndex(ofItemWithID: window.id(of: "apple")!))
        let past = try #require(window.collection.flatIndex(ofItemWithID: window.id(of: "past the end")!))
        #expect(window.editor.page(ofNoteAt: apple) == 1)
        #expect(window.editor.page(ofNoteAt: past) == 19)
        #expect(window.editor.page(ofNoteAt: 0) == nil, "row 0 is A's header")
        window.slot.book = nil
        #expect(window.editor.page(ofNoteAt: apple) == nil)
    }

    // MARK: Highlights

    @Test("A highlight is added and selected, then its context filled in without dating the note")
    func addHighlight() throws {
        let window = try Window()
        defer { window.remove() }
        #expect(window.editor.addHighlight(Self.selection(), pageHeight: 600, colour: .green, text: "mine"))
        let note = try #require(window.collection.items.first)
        #expect(note.pageIndex == 2 && note.text == "mine" && note.highlight?.colour == .green)
        #expect(window.selected == [window.collection.flatIndex(ofItemWithID: note.id)])
        let asked = try #require(window.book.contexts.first)
        #expect(asked.page == 2 && asked.highlight == note.highlight)
        var filled = asked.highlight
        filled.before = "The "
        asked.deliver(filled)
        let after = try #require(window.collection.item(id: note.id))
        #expect(after.highlight?.before == "The " && after.modified == note.modified)
    }

    @Test("No highlight without loaded notes, a book, or a selection; a context for another book is dropped")
    func addHighlightRefused() throws {
        let window = try Window()
        defer { window.remove() }
        #expect(!window.editor.addHighlight(Self.selection(drawn: false), pageHeight: 600, colour: .yellow))
        window.slot.book = nil
        #expect(!window.editor.addHighlight(Self.selection(), pageHeight: 600, colour: .yellow))
        window.slot.book = Book(pageCount: 20)
        #expect(window.editor.addHighlight(Self.selection(), pageHeight: 600, colour: .yellow))
        let id = try #require(window.collection.items.first?.id)
        window.notes.open(window.folder.store())
        var filled = try #require(window.book.contexts.first).highlight
        filled.before = "The "
        window.book.contexts[0].deliver(filled)
        #expect(window.collection.item(id: id)?.highlight?.before == "", "the book was opened again meanwhile")
    }

    @Test("Recolouring to the same colour changes nothing; to another, it is an edit")
    func recolour() throws {
        let window = try Window([Data.note("apple", quote: "An apple")])
        defer { window.remove() }
        let id = try #require(window.id(of: "apple"))
        window.notes.clearEvents()
        window.editor.recolour(id, to: .yellow)
        #expect(window.notes.events.isEmpty && !window.model.isDirty)
        window.editor.recolour(id, to: .blue)
        #expect(window.collection.item(id: id)?.highlight?.colour == .blue && window.model.isDirty)
    }

    @Test("Marked highlights are found again; what changed is applied and told once")
    func anchoring() throws {
        var unmarked = Data.note("unmarked", quote: "Gone before")
        unmarked.highlight?.quads = []
        let window = try Window([
            Data.note("apple", quote: "An apple", page: 3), unmarked, Note(text: "plain", pageIndex: 1),
        ])
        defer { window.remove() }
        window.editor.anchorHighlights()
        let asked = try #require(window.book.anchorings.first)
        let apple = try #require(window.id(of: "apple"))
        #expect(asked.items.map(\.id) == [apple] && asked.items.first?.page == 3)
        var moved = try #require(asked.items.first).highlight
        moved.quads = []
        asked.deliver([apple: HighlightAnchoring.Result(highlight: moved, outcome: .lost, droppedQuads: 0)])
        #expect(window.collection.item(id: apple)?.highlight?.isMarked == false)
        #expect(window.reports == [.passagesLost])
        asked.deliver([:])
        #expect(window.reports.count == 1, "nothing changed: nothing told")
    }

    @Test("Highlights found again for a book since closed are dropped")
    func anchoringStale() throws {
        let window = try Window([Data.note("apple", quote: "An apple", page: 3)])
        defer { window.remove() }
        window.editor.anchorHighlights()
        let asked = try #require(window.book.anchorings.first)
        window.notes.open(window.folder.store())
        var lost = try #require(asked.items.first).highlight
        lost.quads = []
        asked.deliver([asked.items[0].id: HighlightAnchoring.Result(highlight: lost, outcome: .lost, droppedQuads: 1)])
        #expect(window.reports.isEmpty && window.collection.items.first?.highlight?.isMarked == true)
    }

    @Test("The pages are painted again only when the marks changed; with no book, what was painted is forgotten")
    func painting() throws {
        let window = try Window([Data.note("apple", quote: "An apple", page: 3)])
        defer { window.remove() }
        let first = try #require(window.editor.highlightsToPaint())
        #expect(first.paint(onPage: 3).count == 1)
        #expect(window.editor.highlightsToPaint() == nil)
        window.editor.recolour(try #require(window.id(of: "apple")), to: .pink)
        #expect(window.editor.highlightsToPaint() != nil)
        window.slot.book = nil
        #expect(window.editor.highlightsToPaint() == nil)
        window.slot.book = Book(pageCount: 20)
        #expect(window.editor.highlightsToPaint() != nil, "painted afresh for the book now open")
    }
}
