import Foundation
import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("The shared library's deletions: held while their toasts are up, undone, trashed, released at quit")
struct LibraryDeletionTests {
    /// A library listing `a`, `b` and `c`, and their paths.
    private func started() throws -> (LibraryHarness, a: LibraryPath, b: LibraryPath, c: LibraryPath) {
        let harness = try LibraryHarness.started(["a", "b", "c"])
        let folder = harness.library.folder
        return (harness, folder.appending("a.pdf"), folder.appending("b.pdf"), folder.appending("c.pdf"))
    }

    @Test("A held deletion hides its books from every window at once; Undo shows them again, untouched")
    func holdAndUndo() throws {
        let (harness, a, _, _) = try started()
        defer { harness.remove() }
        let id = harness.library.holdDeletion([a])
        #expect(harness.names == ["b.pdf", "c.pdf"])
        #expect(harness.observer.updates.map(\.structural) == [true])
        #expect(harness.library.undoDeletion(id) == [a])
        #expect(harness.names == ["a.pdf", "b.pdf", "c.pdf"])
        #expect(harness.library.undoDeletion(id).isEmpty, "an undone deletion is over")
        harness.library.commitDeletion(id)
        harness.settle()
        #expect(harness.trash.trashed.isEmpty, "nor can it be committed afterwards")
    }

    @Test("Delete, Undo, then Delete again on the same book: a window's rows lose it, get it back, lose it again")
    func deleteAgainAfterUndo() throws {
        let (harness, a, b, c) = try started()
        defer { harness.remove() }
        let window = LibraryWindowModel(feed: harness.library, locale: Locale(identifier: "en_US"),
                                        chosenSort: { nil }, rememberSort: { _ in })
        window.start()
        window.activate()
        harness.settle()
        #expect(window.listing.rows == [a, b, c])
        let first = harness.library.holdDeletion([b])
        #expect(window.listing.rows == [a, c])
        #expect(harness.library.undoDeletion(first) == [b])
        #expect(window.listing.rows == [a, b, c])
        harness.library.commitDeletion(first) // the undone toast goes: nothing to do
        #expect(window.entry(for: b) != nil, "the book is listed, so Delete finds it again")
        let second = harness.library.holdDeletion([b])
        #expect(second != first)
        #expect(window.listing.rows == [a, c])
        harness.library.commitDeletion(second)
        harness.settle()
        #expect(harness.trash.trashed == [b])
        #expect(window.listing.rows == [a, c])
        window.stop()
    }

    @Test("Its toast going trashes the books in the background, and the report comes on the main loop")
    func commit() throws {
        let (harness, a, b, _) = try started()
        defer { harness.remove() }
        let id = harness.library.holdDeletion([a, b])
        var reports: [LibraryDeletionReport] = []
        harness.library.commitDeletion(id) { reports.append($0) }
        #expect(reports.isEmpty)
        harness.settle()
        #expect(harness.trash.trashed == [a, b])
        #expect(reports.map(\.done) == [[a, b]])
        #expect(harness.names == ["c.pdf"])
        #expect(harness.library.undoDeletion(id).isEmpty, "a committed deletion cannot be undone")
    }

    @Test("A book the trash refuses comes back to the lists, and the report says why")
    func refused() throws {
        let (harness, a, b, _) = try started()
        defer { harness.remove() }
        harness.trash.refused = [b]
        var reports: [LibraryDeletionReport] = []
        harness.library.commitDeletion(harness.library.holdDeletion([a, b])) { reports.append($0) }
        harness.settle()
        #expect(harness.trash.trashed == [a])
        #expect(reports.first?.failed.map(\.path) == [b])
        #expect(harness.names == ["b.pdf", "c.pdf"])
    }

    @Test("At quit every deletion still held is trashed, the oldest first, before the library returns")
    func releasedInOrderAtQuit() throws {
        let (harness, a, b, c) = try started()
        defer { harness.remove() }
        _ = harness.library.holdDeletion([c])
        let undone = harness.library.holdDeletion([b])
        _ = harness.library.holdDeletion([a, b])
        harness.library.undoDeletion(undone)
        harness.library.shutDown()
        #expect(harness.trash.trashed == [c, a, b], "without waiting for the main loop")
    }

    @Test("Books on a volume without a trash are told apart, and deleted for good when the reader agrees")
    func permanent() throws {
        let (harness, a, b, _) = try started()
        defer { harness.remove() }
        harness.trash.withoutTrash = [b]
        var trashable: [[LibraryPath]] = []
        harness.library.beginDelete([a, b])
        harness.library.trashable([a, b]) { trashable.append($0) }
        harness.settle()
        #expect(trashable == [[a]])
        var reports: [LibraryDeletionReport] = []
        harness.library.deletePermanently([b]) { reports.append($0) }
        harness.settle()
        #expect(harness.trash.deleted == [b] && harness.trash.trashed.isEmpty)
        #expect(reports.map(\.done) == [[b]])
        harness.library.cancelDelete([a])
        #expect(harness.names == ["a.pdf", "c.pdf"], "the declined book comes back, the deleted one stays gone")
    }
}
