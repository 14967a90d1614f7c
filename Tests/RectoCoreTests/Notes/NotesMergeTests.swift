import Foundation
import Testing
import RectoCore

@Suite("Notes merge")
struct NotesMergeTests {
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    func note(_ text: String, id: UUID = UUID(), at seconds: TimeInterval = 0, modified: TimeInterval? = nil) -> Note {
        Note(id: id, text: text, pageIndex: 1, created: t0.addingTimeInterval(seconds),
             modified: modified.map { t0.addingTimeInterval($0) })
    }

    func texts(_ snapshot: NotesSnapshot) -> Set<String> { Set(snapshot.notes.map(\.text)) }

    @Test("Notes added on either side are both kept")
    func union() {
        let merged = NotesSnapshot(notes: [note("alpha")]).merged(with: NotesSnapshot(notes: [note("beta")]))
        #expect(texts(merged) == ["alpha", "beta"])
    }

    @Test("The later change of a note wins, from either side")
    func newestWins() {
        let id = UUID()
        let old = NotesSnapshot(notes: [note("first", id: id, modified: 1)])
        let new = NotesSnapshot(notes: [note("second", id: id, modified: 2)])
        #expect(texts(old.merged(with: new)) == ["second"])
        #expect(texts(new.merged(with: old)) == ["second"])
    }

    @Test("A tombstone removes the older note; a note changed after the deletion stays")
    func tombstones() {
        let id = UUID()
        let deletion = NotesSnapshot(deletions: [NoteDeletion(id: id, deleted: t0.addingTimeInterval(5))])
        let before = NotesSnapshot(notes: [note("gone", id: id, modified: 4)])
        let after = NotesSnapshot(notes: [note("edited later", id: id, modified: 6)])
        let removed = before.merged(with: deletion)
        #expect(removed.notes.isEmpty)
        #expect(removed.deletions.map(\.id) == [id])
        let kept = deletion.merged(with: after)
        #expect(texts(kept) == ["edited later"])
        #expect(kept.deletions.isEmpty)
    }

    @Test("Tombstones older than their lifetime are dropped, newer ones kept")
    func pruning() {
        let now = t0.addingTimeInterval(NotesSnapshot.tombstoneLifetime + 100)
        let snapshot = NotesSnapshot(deletions: [NoteDeletion(id: UUID(), deleted: t0),
                                                 NoteDeletion(id: UUID(), deleted: t0.addingTimeInterval(200))])
        #expect(snapshot.pruned(now: now).deletions.count == 1)
    }

    @Test("Merging is commutative, associative and idempotent, so windows agree in any order")
    func algebra() {
        var generator = SeededGenerator(seed: 2024)
        let ids = (0..<8).map { _ in UUID() }
        func random() -> NotesSnapshot {
            var notes: [UUID: Note] = [:]
            var deletions: [UUID: NoteDeletion] = [:]
            for id in ids where Bool.random(using: &generator) {
                let time = TimeInterval(Int.random(in: 0...4, using: &generator))
                if Bool.random(using: &generator) {
                    notes[id] = note(["a", "b", "c"].randomElement(using: &generator)!, id: id, modified: time)
                } else {
                    deletions[id] = NoteDeletion(id: id, deleted: t0.addingTimeInterval(time))
                }
            }
            return NotesSnapshot(notes: Array(notes.values), deletions: Array(deletions.values))
        }
        for _ in 0..<500 {
            let (a, b, c) = (random(), random(), random())
            #expect(a.merged(with: b) == b.merged(with: a))
            #expect(a.merged(with: b).merged(with: c) == a.merged(with: b.merged(with: c)))
            #expect(a.merged(with: a) == a.merged(with: NotesSnapshot()))
            let merged = a.merged(with: b)
            #expect(Set(merged.notes.map(\.id)).isDisjoint(with: merged.deletions.map(\.id)))
        }
    }

    @Test("Absorbing outside notes updates the list and keeps a deletion that can still be undone")
    func absorb() throws {
        var book = BookNotes(notes: [note("apple"), note("cherry")], collation: NotesTestData.english)
        let cherry = book.collection.items.first { $0.text == "cherry" }!
        _ = book.delete(id: cherry.id)
        let outside = NotesSnapshot(notes: [note("banana"), cherry])
        let changed = book.absorb(outside)
        #expect(changed)
        #expect(book.collection.items.map(\.text) == ["apple", "banana"])
        let undone = book.undoDelete(id: cherry.id)
        #expect(undone != nil, "Undo still brings the note back")
        let again = book.absorb(outside)
        #expect(!again, "nothing new the second time")
    }

    @Test("A deletion made elsewhere removes the note, and its Undo here too")
    func absorbDeletion() {
        var book = BookNotes(notes: [note("apple", at: 0)], collation: NotesTestData.english)
        let apple = book.collection.items[0]
        _ = book.delete(id: apple.id)
        book.absorb(NotesSnapshot(deletions: [NoteDeletion(id: apple.id, deleted: t0.addingTimeInterval(10))]))
        #expect(book.pendingDeletions.isEmpty)
        let undone = book.undoDelete(id: apple.id)
        #expect(undone == nil)
        #expect(book.snapshotToSave.notes.isEmpty)
        #expect(book.snapshotToSave.deletions.map(\.id) == [apple.id])
    }

    @Test("A committed deletion leaves a tombstone in what is saved")
    func commitLeavesTombstone() {
        var book = BookNotes(notes: [note("apple")], collation: NotesTestData.english)
        let apple = book.collection.items[0]
        _ = book.delete(id: apple.id)
        #expect(book.snapshotToSave.notes.map(\.id) == [apple.id], "still saved while Undo is offered")
        book.commitDelete(id: apple.id, now: t0.addingTimeInterval(60))
        #expect(book.snapshotToSave.notes.isEmpty)
        #expect(book.snapshotToSave.deletions == [NoteDeletion(id: apple.id, deleted: t0.addingTimeInterval(60))])
    }
}
