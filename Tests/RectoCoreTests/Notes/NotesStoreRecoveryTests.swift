import Foundation
import Testing
import RectoCore
import RectoTestSupport

/// Files partly understood or from a newer Recto: what was read is shown, and nothing is lost by saving.
@Suite("Notes store: damaged and newer files")
struct NotesStoreRecoveryTests {
    func withStore(_ body: (NotesStore) throws -> Void) throws {
        let folder = TemporaryFolder.unusedURL("notes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = NotesStore(dataDirectory: folder, documentKey: "book")
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try body(store)
    }

    @Test("One bad note: the rest is shown, the original is kept byte for byte before the next save")
    func partlyRead() throws {
        try withStore { store in
            let original = Data(NotesFileFuzzTests.file(field: "page", value: "9223372036854775807").utf8)
            try original.write(to: store.fileURL)
            let loaded = store.load()
            #expect(loaded.notes.count == 2)
            guard case .partlyRead(1, let kept?) = loaded.problem else {
                Issue.record("expected partlyRead with a copy, got \(String(describing: loaded.problem))")
                return
            }
            #expect(loaded.allowsSaving)
            #expect(try Data(contentsOf: kept) == original)
            _ = try store.save(loaded.snapshot, knownStamp: loaded.stamp)
            #expect(store.load().notes.count == 2)
            #expect(store.load().problem == nil)
            #expect(try Data(contentsOf: kept) == original, "the copy is left alone")
        }
    }

    @Test("A file from a newer Recto is read as far as understood and never written over")
    func newerVersion() throws {
        try withStore { store in
            let original = Data(NotesFileFuzzTests.file(version: "7").replacingOccurrences(
                of: #""format""#, with: #""colour": "red", "format""#).utf8)
            try original.write(to: store.fileURL)
            let loaded = store.load()
            #expect(loaded.problem == .newerVersion(7))
            #expect(loaded.notes.count == 3)
            #expect(!loaded.allowsSaving)
            #expect(throws: NotesSaveError.newerVersion(7)) {
                try store.save(NotesSnapshot(notes: [Note(text: "mine", pageIndex: 0)]), knownStamp: nil)
            }
            #expect(try Data(contentsOf: store.fileURL) == original)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path)
            #expect(leftovers == ["book.json"], "no copy, no temporary file")
        }
    }

    @Test("Two copies of one note: the later change is read and the original kept")
    func duplicates() throws {
        try withStore { store in
            let id = UUID()
            let json = #"{"format":"recto-notes","version":1,"notes":["#
                + #"{"id":"\#(id)","text":"old","page":1,"created":1000,"modified":1000},"#
                + #"{"id":"\#(id)","text":"new","page":1,"created":1000,"modified":2000}]}"#
            try Data(json.utf8).write(to: store.fileURL)
            let loaded = store.load()
            #expect(loaded.notes.map(\.text) == ["new"])
            guard case .partlyRead(1, _?) = loaded.problem else {
                Issue.record("expected the duplicate to be reported")
                return
            }
        }
    }

    @Test("A file of the first layout (no modified, no tombstones) still loads")
    func firstLayout() throws {
        try withStore { store in
            let id = UUID()
            try Data(#"{"format":"recto-notes","version":1,"notes":[{"id":"\#(id)","text":"a","page":3,"created":1700000000000}]}"#.utf8)
                .write(to: store.fileURL)
            let loaded = store.load()
            #expect(loaded.problem == nil)
            #expect(loaded.notes.first?.modified == loaded.notes.first?.created)
            #expect(loaded.notes.first?.pageIndex == 3)
        }
    }
}
