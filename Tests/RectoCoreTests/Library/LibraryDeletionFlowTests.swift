import Foundation
import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("One window's deletions: held under a toast with Undo, confirmed without a trash, what stayed told")
struct LibraryDeletionFlowTests {
    /// A window's flow over a library listing `a`, `b` and `c` (titled after their names), with what it told
    /// and asked.
    @MainActor
    final class Window {
        let harness: LibraryHarness
        let flow: LibraryDeletionFlow
        var notices: [LibraryDeletionFlow.Notice] = []
        /// The titles each confirmation asked about, and its answer.
        var asked: [[String]] = []
        var answer: (@MainActor (Bool) -> Void)?
        var gone: [Set<LibraryPath>] = []
        var restored: [[LibraryPath]] = []

        init() throws {
            harness = try LibraryHarness.started(["a", "b", "c"])
            flow = LibraryDeletionFlow(library: harness.library)
            flow.tell = { [unowned self] in notices.append($0) }
            flow.confirm = { [unowned self] titles, answer in
                asked.append(titles)
                self.answer = answer
            }
        }

        func path(_ name: String) -> LibraryPath { harness.library.folder.appending(name + ".pdf") }

        /// Deletes the named books and lets the library answer.
        func delete(_ names: [String]) {
            flow.delete(names.map(path), gone: { [unowned self] in gone.append($0) },
                        restored: { [unowned self] in restored.append($0) })
            harness.settle()
        }

        /// The last toast with Undo: its titles, its Undo and its going.
        var trashToast: (titles: [String], undo: @MainActor () -> Void, dismissed: @MainActor () -> Void)? {
            for case let .trashed(titles, undo, dismissed) in notices.reversed() { return (titles, undo, dismissed) }
            return nil
        }

        /// The titles and reason of the last notice of books that stayed.
        var stayed: (titles: [String], reason: String)? {
            switch notices.last {
            case let .notTrashed(titles, reason), let .notDeleted(titles, reason): (titles, reason)
            default: nil
            }
        }
    }

    @Test("Books with a trash go from the list at once, under one toast; its going trashes them")
    func heldThenTrashed() throws {
        let window = try Window()
        defer { window.harness.remove() }
        let (a, b) = (window.path("a"), window.path("b"))
        window.delete(["b", "a"])
        #expect(window.harness.names == ["c.pdf"] && window.gone == [[a, b]])
        let toast = try #require(window.trashToast)
        #expect(toast.titles == ["b", "a"], "in the order given")
        #expect(window.harness.trash.trashed.isEmpty, "nothing is trashed while the toast is up")
        toast.dismissed()
        window.harness.settle()
        #expect(window.harness.trash.trashed == [b, a] && window.notices.count == 1)
        #expect(window.asked.isEmpty)
    }

    @Test("Undo brings the books back, and they are not trashed when the toast or the window goes")
    func undo() throws {
        let window = try Window()
        defer { window.harness.remove() }
        window.delete(["a"])
        let toast = try #require(window.trashToast)
        toast.undo()
        #expect(window.restored == [[window.path("a")]] && window.harness.names == ["a.pdf", "b.pdf", "c.pdf"])
        toast.dismissed()
        window.flow.commitHeld()
        window.harness.settle()
        #expect(window.harness.trash.trashed.isEmpty)
    }

    @Test("The window going trashes its deletions still held, the oldest first, once")
    func commitHeld() throws {
        let window = try Window()
        defer { window.harness.remove() }
        window.delete(["c"])
        window.delete(["a"])
        let toast = try #require(window.trashToast)
        window.flow.commitHeld()
        window.harness.settle()
        #expect(window.harness.trash.trashed == [window.path("c"), window.path("a")])
        toast.undo()
        #expect(window.restored.isEmpty, "a committed deletion cannot be undone")
    }

    @Test("Books the trash refuses come back, and a notice says which and why")
    func refused() throws {
        let window = try Window()
        defer { window.harness.remove() }
        window.harness.trash.refused = [window.path("b")]
        window.delete(["a", "b"])
        try #require(window.trashToast).dismissed()
        window.harness.settle()
        #expect(window.stayed?.titles == ["b"] && window.stayed?.reason == "refused")
        #expect(window.harness.names == ["b.pdf", "c.pdf"])
    }

    @Test("A book whose volume lost its trash meanwhile stays, with the system's reason for it")
    func trashGoneMeanwhile() throws {
        let window = try Window()
        defer { window.harness.remove() }
        window.delete(["a"])
        window.harness.trash.withoutTrash = [window.path("a")]
        try #require(window.trashToast).dismissed()
        window.harness.settle()
        #expect(window.stayed?.titles == ["a"])
        #expect(window.stayed?.reason == String(cString: strerror(ENOTSUP)))
    }

    @Test("Books without a trash are asked about once; declined, they come back untouched")
    func declined() throws {
        let window = try Window()
        defer { window.harness.remove() }
        window.harness.trash.withoutTrash = [window.path("a"), window.path("c")]
        window.delete(["a", "b", "c"])
        #expect(window.asked == [["a", "c"]])
        #expect(window.trashToast?.titles == ["b"], "the others are held as usual")
        #expect(window.harness.names.isEmpty)
        window.answer?(false)
        #expect(window.harness.names == ["a.pdf", "c.pdf"] && window.harness.trash.deleted.isEmpty)
        #expect(window.gone == [[window.path("b")]])
    }

    @Test("Agreed, books without a trash are deleted for good and told; those that stay are told with why")
    func agreed() throws {
        let window = try Window()
        defer { window.harness.remove() }
        let (a, b) = (window.path("a"), window.path("b"))
        window.harness.trash.withoutTrash = [a, b]
        window.harness.trash.refused = [b]
        window.delete(["a", "b"])
        #expect(window.trashToast == nil && window.gone.isEmpty)
        window.answer?(true)
        window.harness.settle()
        #expect(window.harness.trash.deleted == [a] && window.gone == [[a]])
        let told = window.notices.compactMap { notice -> [String]? in
            if case let .deleted(titles) = notice { titles } else { nil }
        }
        #expect(told == [["a"]])
        #expect(window.stayed?.titles == ["b"] && window.stayed?.reason == "refused")
        #expect(window.harness.names == ["b.pdf", "c.pdf"])
    }

    @Test("Books the library does not list are left out; with none listed nothing happens")
    func unlisted() throws {
        let window = try Window()
        defer { window.harness.remove() }
        let stranger = window.harness.library.folder.appending("stranger.pdf")
        window.flow.delete([stranger], gone: { _ in Issue.record("nothing went") }, restored: { _ in })
        window.harness.settle()
        #expect(window.notices.isEmpty && window.harness.names.count == 3)
        window.flow.delete([stranger, window.path("a")], gone: { window.gone.append($0) }, restored: { _ in })
        window.harness.settle()
        #expect(window.trashToast?.titles == ["a"])
    }
}
