import Dispatch
import Foundation
import Testing
import RectoCore
import RectoTestSupport

/// Saves that merge: two windows, a sync tool, two writers at once.
@Suite("Notes store: saves merge")
struct NotesStoreMergeTests {
    func withFolder(_ body: (URL) throws -> Void) rethrows {
        let folder = TemporaryFolder.unusedURL("notes")
        defer {
            ReadOnlyFolder.unlock(folder.appendingPathComponent("notes"))
            try? FileManager.default.removeItem(at: folder)
        }
        try body(folder)
    }

    @Test("Two windows add a note each and delete one: the file ends with what both did")
    func twoWindows() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "book")
            var first = store.load(), second = store.load()
            var one = BookNotes(snapshot: first.snapshot), two = BookNotes(snapshot: second.snapshot)
            let alpha = try one.add(text: "alpha", pageIndex: 0).note
            _ = try two.add(text: "beta", pageIndex: 1)
            let saved1 = try store.save(one.snapshotToSave, knownStamp: first.stamp)
            let saved2 = try store.save(two.snapshotToSave, knownStamp: second.stamp)
            #expect(!saved1.mergedOutsideChanges)
            #expect(saved2.mergedOutsideChanges)
            #expect(Set(store.load().notes.map(\.text)) == ["alpha", "beta"])

            // The second window learns of alpha from its save, and deletes it; the first saves its stale copy.
            two.absorb(saved2.snapshot)
            _ = two.delete(id: alpha.id)
            two.commitDelete(id: alpha.id)
            second = NotesLoadResult(snapshot: two.snapshotToSave, problem: nil,
                                     stamp: try store.save(two.snapshotToSave, knownStamp: saved2.stamp).stamp)
            first = NotesLoadResult(snapshot: one.snapshotToSave, problem: nil, stamp: saved1.stamp)
            let stale = try store.save(one.snapshotToSave, knownStamp: first.stamp)
            #expect(stale.mergedOutsideChanges)
            #expect(Set(store.load().notes.map(\.text)) == ["beta"], "the deletion is not undone by a stale copy")
            #expect(store.load().snapshot.deletions.map(\.id) == [alpha.id])
        }
    }

    @Test("A file replaced by a sync tool while the book is open: its notes are merged, not overwritten")
    func syncToolReplaces() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "book")
            _ = try store.save(NotesSnapshot(notes: [Note(text: "mine", pageIndex: 0)]), knownStamp: nil)
            let loaded = store.load()
            // Another machine's version, written the way Syncthing does: a temporary file renamed over ours.
            let theirs = NotesSnapshot(notes: loaded.notes + [Note(text: "theirs", pageIndex: 2)])
            let temporary = store.fileURL.deletingLastPathComponent().appendingPathComponent(".syncthing.tmp")
            try NotesFile.encode(theirs).write(to: temporary)
            #expect(rename(temporary.path, store.fileURL.path) == 0)

            var book = BookNotes(snapshot: loaded.snapshot)
            _ = try book.add(text: "added here", pageIndex: 5)
            let outcome = try store.save(book.snapshotToSave, knownStamp: loaded.stamp)
            #expect(outcome.mergedOutsideChanges)
            #expect(Set(store.load().notes.map(\.text)) == ["mine", "theirs", "added here"])
            let changed = book.absorb(outcome.snapshot)
            #expect(changed)
            #expect(Set(book.collection.items.map(\.text)) == ["mine", "theirs", "added here"])
        }
    }

    @Test("Saving over garbage written meanwhile sets the garbage aside and writes the notes")
    func garbageMeanwhile() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "book")
            let first = try store.save(NotesSnapshot(notes: [Note(text: "mine", pageIndex: 0)]), knownStamp: nil)
            try Data("not json".utf8).write(to: store.fileURL)
            let outcome = try store.save(NotesSnapshot(notes: [Note(text: "mine", pageIndex: 0)]), knownStamp: first.stamp)
            guard case .setAside(let moved, .notJSON)? = outcome.problem else {
                Issue.record("expected the garbage to be set aside, got \(String(describing: outcome.problem))")
                return
            }
            #expect(try Data(contentsOf: moved) == Data("not json".utf8))
            #expect(store.load().notes.map(\.text) == ["mine"])
        }
    }

    @Test("Two writers saving at once lose nothing: each save reads and writes under the folder lock")
    func concurrentWriters() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "book")
            let rounds = 25
            DispatchQueue.concurrentPerform(iterations: 2) { writer in
                var snapshot = NotesSnapshot()
                var stamp: NotesFileStamp?
                for round in 0..<rounds {
                    snapshot.notes.append(Note(text: "writer \(writer) round \(round)", pageIndex: round))
                    // Each writer knows only its own notes and its own last stamp, as a window does.
                    if let outcome = try? store.save(snapshot, knownStamp: stamp) {
                        stamp = outcome.stamp
                        snapshot = outcome.snapshot
                    }
                }
            }
            #expect(store.load().notes.count == 2 * rounds)
        }
    }

    @Test("A failed save leaves the previous file intact and can be made again once the folder is writable")
    func failedSaveRetried() throws {
        try withFolder { folder in
            guard ReadOnlyFolder.isPossible else { return }
            let store = NotesStore(dataDirectory: folder, documentKey: "book")
            let first = try store.save(NotesSnapshot(notes: [Note(text: "one", pageIndex: 0)]), knownStamp: nil)
            let before = try Data(contentsOf: store.fileURL)
            let notesFolder = store.fileURL.deletingLastPathComponent()
            #expect(ReadOnlyFolder.lock(notesFolder))
            let two = NotesSnapshot(notes: first.snapshot.notes + [Note(text: "two", pageIndex: 1)])
            #expect(throws: NotesSaveError.self) { try store.save(two, knownStamp: first.stamp) }
            #expect(try Data(contentsOf: store.fileURL) == before)
            ReadOnlyFolder.unlock(notesFolder)
            _ = try store.save(two, knownStamp: first.stamp)
            #expect(Set(store.load().notes.map(\.text)) == ["one", "two"])
        }
    }
}
