import Foundation
import RectoCore
import RectoTestSupport
import Testing

/// One window's notes as books come and go and the window closes: deletions that wait for their toast, Undo
/// that belongs to one book, the going book's notes kept until written, and the order of changes.
@MainActor
@Suite("Notes model: books and closing")
struct NotesModelBooksTests {
    @Test("A deletion is written only once final; Undo before then puts the note back and writes nothing")
    func deletionWaitsForItsToast() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        let window = NotesModelHarness()
        window.open(store)
        window.model.add(text: "keep", pageIndex: 0)
        window.model.add(text: "drop", pageIndex: 1)
        window.advance(by: NotesModel.saveDelay)
        let drop = try #require(window.model.notes?.collection.items.first { $0.text == "drop" })
        let generation = window.model.generation
        #expect(window.model.delete(drop.id) != nil)
        #expect(window.texts == ["keep"])
        #expect(window.clock.pendingCount == 0, "no save while Undo can still bring it back")
        #expect(window.model.undoDelete(drop.id, generation: generation) != nil)
        #expect(window.texts == ["drop", "keep"])
        window.model.delete(drop.id)
        window.model.commitDelete(drop.id, generation: generation)
        window.advance(by: NotesModel.saveDelay)
        #expect(folder.texts(in: store) == ["keep"])
    }

    @Test("An old toast's Undo or dismissal never touches the next book's notes")
    func undoBelongsToItsBook() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let window = NotesModelHarness()
        window.open(folder.store("one"))
        window.model.add(text: "note", pageIndex: 0)
        let note = try #require(window.model.notes?.collection.items.first)
        let generation = window.model.generation
        window.model.delete(note.id)
        window.open(folder.store("two"))
        window.clearEvents()
        #expect(window.model.undoDelete(note.id, generation: generation) == nil)
        window.model.commitDelete(note.id, generation: generation)
        #expect(window.events.isEmpty)
        #expect(!window.model.isDirty)
        #expect(folder.texts(in: folder.store("one")).isEmpty, "the going book's deletion became final")
    }

    @Test("Opening another book writes the first book's notes at once, before the pause is over")
    func openingAnotherBookSaves() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let window = NotesModelHarness()
        window.open(folder.store("one"))
        window.model.add(text: "quick", pageIndex: 0)
        window.open(folder.store("two"))
        #expect(folder.texts(in: folder.store("one")) == ["quick"])
        #expect(window.texts.isEmpty)
    }

    @Test("A going book whose save fails is kept and written when the disk takes it, told once")
    func goingBookRetried() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let blocked = try folder.blockedStore()
        let window = NotesModelHarness()
        window.open(blocked)
        window.model.add(text: "not lost", pageIndex: 0)
        window.open(folder.store("two"))
        #expect(window.model.earlierBooks.pendingFiles == [blocked.fileURL])
        #expect(window.failures == 1)
        window.advance(by: NotesPendingSaves.retryDelay)
        #expect(window.failures == 1)
        try folder.unblock()
        window.advance(by: NotesPendingSaves.retryDelay)
        #expect(window.model.earlierBooks.pendingFiles.isEmpty)
        #expect(folder.texts(in: blocked) == ["not lost"])
    }

    @Test("A late load of the previous book never replaces the open book's notes")
    func lateLoad() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        _ = try folder.store("one").save(NotesSnapshot(notes: [Note(text: "old book", pageIndex: 0)]), knownStamp: nil)
        let window = NotesModelHarness()
        window.model.open(folder.store("one"))
        window.model.open(folder.store("two"))
        window.settle()
        #expect(window.texts.isEmpty)
        #expect(window.model.store?.fileURL == folder.store("two").fileURL)
    }

    @Test("Closing: written at once and waited for; the reason is given when it cannot be, until it can")
    func closing() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let blocked = try folder.blockedStore()
        let window = NotesModelHarness()
        window.open(blocked)
        window.model.add(text: "last words", pageIndex: 0)
        #expect(window.model.saveBeforeClosing() != nil)
        #expect(window.model.isDirty)
        try folder.unblock()
        #expect(window.model.saveBeforeClosing() == nil)
        #expect(folder.texts(in: blocked) == ["last words"])
    }

    @Test("Closing the window makes pending deletions final and writes them, unless told not to save")
    func closeWritesDeletions() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        let window = NotesModelHarness()
        window.open(store)
        window.model.add(text: "a", pageIndex: 0)
        window.model.add(text: "b", pageIndex: 0)
        window.advance(by: NotesModel.saveDelay)
        let a = try #require(window.model.notes?.collection.items.first { $0.text == "a" })
        window.model.delete(a.id)
        window.model.close(saving: true)
        #expect(folder.texts(in: store) == ["b"])
        #expect(window.clock.pendingCount == 0)

        let other = NotesModelHarness()
        other.open(store)
        other.model.add(text: "unsaved", pageIndex: 0)
        other.model.close(saving: false)
        other.advance(by: 60)
        #expect(folder.texts(in: store) == ["b"], "Close Without Saving writes nothing")
    }

    @Test("A change in place is told as its removal then its insert, and keeps the note's date unless dated")
    func replaceOrder() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let window = NotesModelHarness()
        window.open(folder.store())
        let change = try #require(window.model.add(text: "zebra", pageIndex: 0))
        let note = try #require(window.model.notes?.collection.items.first)
        window.clearEvents()
        #expect(window.model.replace(note.id) { $0.text = "aardvark" })
        guard window.events.count == 2, case .changed(let removed) = window.events[0],
              case .changed(let inserted) = window.events[1] else {
            Issue.record("expected a removal and an insert, got \(window.events)")
            return
        }
        #expect(removed.position == change.position)
        #expect(removed.removedCount > 0 && inserted.addedCount > 0)
        #expect(window.model.notes?.collection.items.first?.modified == note.modified)
        #expect(!window.model.replace(UUID()) { $0.text = "none" }, "no such note: nothing changes")
    }
}
