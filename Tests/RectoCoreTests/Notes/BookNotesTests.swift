import Foundation
import Testing
import RectoCore

@Suite("Book notes: add, delete, undo")
struct BookNotesTests {
    func book(_ texts: [String]) -> BookNotes {
        BookNotes(notes: texts.enumerated().map { Note(text: $1, pageIndex: $0) }, collation: NotesTestData.english)
    }

    func texts(_ notes: BookNotes) -> [String] { notes.collection.items.map(\.text) }

    @Test("Adding trims the text, remembers the page and reports the new section")
    func add() throws {
        var notes = book(["apple", "cherry"])
        let (note, change) = try notes.add(text: "  Émile, chapter 3 \n", pageIndex: 11)
        #expect(note.text == "Émile, chapter 3")
        #expect(note.pageIndex == 11)
        #expect(change.sectionCreated && change.section == 2)
        #expect(notes.collection.sectionTitles == ["A", "C", "E"])
        #expect(notes.collection.flatIndex(ofItemWithID: note.id) == change.itemFlatIndex)
    }

    @Test("Whitespace-only text is refused and changes nothing")
    func addEmpty() {
        var notes = book(["apple"])
        for text in [" \n\t ", ""] {
            do {
                _ = try notes.add(text: text, pageIndex: 0)
                Issue.record("whitespace-only text was accepted")
            } catch {
                #expect(error == .empty)
            }
        }
        #expect(texts(notes) == ["apple"])
    }

    @Test("A deleted note leaves the list but is still saved until the deletion is committed")
    func deleteKeepsForUndo() throws {
        var notes = book(["apple", "banana", "cherry"])
        let banana = try #require(notes.collection.items.first { $0.text == "banana" })
        let deleted = notes.delete(id: banana.id)
        let change = try #require(deleted)
        #expect(change.sectionRemoved && change.position == 2 && change.removedCount == 2)
        #expect(texts(notes) == ["apple", "cherry"])
        #expect(notes.notesToSave.map(\.text) == ["apple", "cherry", "banana"])
        let deletedAgain = notes.delete(id: banana.id)
        #expect(deletedAgain == nil)
        let committed = notes.commitDelete(id: banana.id)
        #expect(committed)
        #expect(notes.notesToSave.map(\.text) == ["apple", "cherry"])
        let committedAgain = notes.commitDelete(id: banana.id)
        #expect(!committedAgain)
    }

    @Test("Undo puts the note back where it was, with the same identity and page")
    func undo() throws {
        var notes = book(["apple", "banana", "cherry"])
        let banana = try #require(notes.collection.items.first { $0.text == "banana" })
        let deleted = notes.delete(id: banana.id)
        let removed = try #require(deleted)
        let undone = notes.undoDelete(id: banana.id)
        let restored = try #require(undone)
        #expect(restored.position == removed.position && restored.addedCount == removed.removedCount)
        #expect(notes.collection.item(id: banana.id) == banana)
        #expect(notes.pendingDeletions.isEmpty)
        let undoneAgain = notes.undoDelete(id: banana.id)
        #expect(undoneAgain == nil)
    }

    @Test("Undo after the deletion was committed does nothing")
    func undoAfterCommit() throws {
        var notes = book(["apple", "banana"])
        let apple = try #require(notes.collection.items.first)
        _ = notes.delete(id: apple.id)
        let committed = notes.commitAllDeletions()
        let committedAgain = notes.commitAllDeletions()
        #expect(committed && !committedAgain)
        let undone = notes.undoDelete(id: apple.id)
        #expect(undone == nil)
        #expect(texts(notes) == ["banana"])
    }
}
