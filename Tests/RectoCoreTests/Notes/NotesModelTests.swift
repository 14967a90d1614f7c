import Foundation
import RectoCore
import RectoTestSupport
import Testing

/// One window's notes, without widgets: loading with the book, saving after a pause, merging with other
/// writers, retrying failed writes, and damaged files.
@MainActor
@Suite("Notes model")
struct NotesModelTests {
    @Test("A book's notes load in the background; the list is told to reload before and after")
    func loads() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        _ = try store.save(NotesSnapshot(notes: [Note(text: "kept", pageIndex: 3)]), knownStamp: nil)
        let window = NotesModelHarness()
        window.model.open(store)
        #expect(window.model.notes == nil, "nothing read on the main thread")
        #expect(window.events == [.reloaded])
        window.settle()
        #expect(window.texts == ["kept"])
        #expect(window.events == [.reloaded, .reloaded, .loaded])
        #expect(window.model.canSave)
        #expect(!window.model.isDirty)
    }

    @Test("A burst of edits makes one write, a moment after the last; the newest notes are written")
    func burst() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        let window = NotesModelHarness()
        window.open(store)
        window.model.add(text: "one", pageIndex: 0)
        window.advance(by: 0.2)
        window.model.add(text: "two", pageIndex: 1)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path), "nothing written during the burst")
        #expect(window.model.isDirty)
        window.advance(by: NotesModel.saveDelay - 0.2)
        #expect(folder.texts(in: store) == ["one", "two"])
        #expect(!window.model.isDirty)
        #expect(window.clock.pendingCount == 0, "no timer left")
    }

    @Test("Only whitespace adds nothing and saves nothing")
    func emptyText() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let window = NotesModelHarness()
        window.open(folder.store())
        #expect(window.model.add(text: "  \n\t", pageIndex: 0) == nil)
        #expect(!window.model.isDirty)
        #expect(window.clock.pendingCount == 0)
    }

    @Test("A save merges what another writer put in the file meanwhile, and the list shows it")
    func concurrentWriter() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        let window = NotesModelHarness()
        window.open(store)
        // A sync tool writes the file behind the window's back.
        _ = try store.save(NotesSnapshot(notes: [Note(text: "from the phone", pageIndex: 2)]), knownStamp: nil)
        window.clearEvents()
        window.model.add(text: "mine", pageIndex: 0)
        window.advance(by: NotesModel.saveDelay)
        #expect(folder.texts(in: store) == ["from the phone", "mine"])
        #expect(window.texts == ["from the phone", "mine"], "merged into the list")
        #expect(window.events.contains(.reloaded))
    }

    @Test("Two windows on one book each add notes and delete one: neither loses the other's")
    func twoWindows() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        let first = NotesModelHarness()
        let second = NotesModelHarness(clock: first.clock, inbox: first.inbox)
        first.open(store)
        second.open(store)
        first.model.add(text: "alpha", pageIndex: 0)
        second.model.add(text: "beta", pageIndex: 1)
        first.advance(by: NotesModel.saveDelay)
        second.settle()
        #expect(folder.texts(in: store) == ["alpha", "beta"])

        // The first learns of beta from its file monitor; it deletes beta; the second adds gamma.
        first.model.fileChangedOutside()
        first.settle()
        #expect(first.texts == ["alpha", "beta"])
        let beta = try #require(first.model.notes?.collection.items.first { $0.text == "beta" })
        first.model.delete(beta.id)
        first.model.commitDelete(beta.id, generation: first.model.generation)
        second.model.add(text: "gamma", pageIndex: 2)
        first.advance(by: NotesModel.saveDelay)
        second.settle()
        #expect(folder.texts(in: store) == ["alpha", "gamma"], "the deletion holds against the stale copy")
        second.model.fileChangedOutside()
        second.settle()
        #expect(second.texts == ["alpha", "gamma"])
    }

    @Test("A failed write stays marked, is told once, is tried again every few seconds and lands when it can")
    func retries() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = try folder.blockedStore()
        let window = NotesModelHarness()
        window.open(store)
        #expect(window.model.canSave)
        window.model.add(text: "precious", pageIndex: 4)
        window.advance(by: NotesModel.saveDelay)
        #expect(window.failures == 1)
        #expect(window.model.isDirty)
        window.advance(by: NotesModel.retryDelay)
        #expect(window.failures == 1, "a streak of failures is told once")
        #expect(window.model.isDirty)
        try folder.unblock()
        window.advance(by: NotesModel.retryDelay)
        #expect(!window.model.isDirty)
        #expect(folder.texts(in: store) == ["precious"])
        #expect(window.clock.pendingCount == 0, "no retry after a success")
    }

    @Test("A change during a failing streak is written by the next try, with what came before")
    func changeDuringFailures() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = try folder.blockedStore()
        let window = NotesModelHarness()
        window.open(store)
        window.model.add(text: "first", pageIndex: 0)
        window.advance(by: NotesModel.saveDelay)
        try folder.unblock()
        window.model.add(text: "second", pageIndex: 1)
        window.advance(by: NotesModel.saveDelay)
        #expect(folder.texts(in: store) == ["first", "second"])
        #expect(!window.model.isDirty)
    }

    @Test("Garbage in the notes file is set aside, the reader told, and the book starts empty and saves again")
    func garbageFile() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        try garbage.write(to: store.fileURL)
        let window = NotesModelHarness()
        window.open(store)
        guard case .problem(.setAside(let movedTo, _))? = window.events.first(where: {
            if case .problem = $0 { true } else { false }
        }) else {
            Issue.record("expected the file set aside, got \(window.events)")
            return
        }
        #expect(try Data(contentsOf: movedTo) == garbage, "the damaged file is kept, byte for byte")
        #expect(window.texts.isEmpty)
        #expect(window.model.canSave)
        window.model.add(text: "fresh", pageIndex: 0)
        window.advance(by: NotesModel.saveDelay)
        #expect(folder.texts(in: store) == ["fresh"])
    }

    @Test("Extreme files (nesting too deep, a note of Int.max, truncated) never crash and never lose a save",
          arguments: [
              String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
              #"{"format": "recto-notes", "version": 1, "notes": [{"id": "7D0E6A1B-0000-4000-8000-000000000001", "#
                  + #""text": "x", "page": 9223372036854775807, "created": 0, "modified": 0}]}"#,
              #"{"format": "recto-notes", "version": 1, "notes": [{"id": "#,
              "",
          ])
    func extremeFiles(contents: String) throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: store.fileURL)
        let window = NotesModelHarness()
        window.open(store)
        #expect(window.model.notes != nil)
        if window.model.canSave {
            window.model.add(text: "after", pageIndex: 0)
            window.advance(by: NotesModel.saveDelay)
            #expect(folder.texts(in: store).contains("after"))
            #expect(!window.model.isDirty)
        }
    }

    @Test("Garbage written over the file while the book is open is set aside and the notes written back")
    func garbageFromOutside() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        let window = NotesModelHarness()
        window.open(store)
        window.model.add(text: "mine", pageIndex: 0)
        window.advance(by: NotesModel.saveDelay)
        try Data("{ not json".utf8).write(to: store.fileURL)
        window.clearEvents()
        window.model.fileChangedOutside()
        window.settle()
        #expect(window.events.contains { if case .problem(.setAside) = $0 { true } else { false } })
        window.advance(by: NotesModel.saveDelay)
        #expect(folder.texts(in: store) == ["mine"])
    }

    @Test("A file from a newer Recto is shown and never written over")
    func newerFile() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let store = folder.store()
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        let original = Data(NotesFileFuzzTests.file(version: "7").utf8)
        try original.write(to: store.fileURL)
        let window = NotesModelHarness()
        window.open(store)
        #expect(window.events.contains(.problem(.newerVersion(7))))
        #expect(window.texts.count == 3)
        #expect(!window.model.canSave)
        window.model.add(text: "mine", pageIndex: 0)
        window.advance(by: NotesModel.saveDelay)
        #expect(try Data(contentsOf: store.fileURL) == original)
        #expect(window.model.saveBeforeClosing() == nil, "nothing the reader could save: nothing to ask")
    }
}
