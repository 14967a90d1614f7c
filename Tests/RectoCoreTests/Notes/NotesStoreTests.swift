import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Notes store")
struct NotesStoreTests {
    func withFolder(_ body: (URL) throws -> Void) rethrows {
        let folder = TemporaryFolder.unusedURL("notes")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    func sampleNotes() -> [Note] {
        [Note(text: "Émile, chapter 3", pageIndex: 41, created: Date(timeIntervalSince1970: 1_700_000_000.5)),
         Note(text: "Line one\nline \"two\" / three", pageIndex: 0),
         Note(text: "日本語のメモ", pageIndex: 799)]
    }

    @Test("Notes survive a save and a load unchanged")
    func roundTrip() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "abc123")
            let notes = sampleNotes()
            try store.save(notes)
            let loaded = store.load()
            #expect(loaded.problem == nil)
            #expect(Set(loaded.notes) == Set(notes), "the file keeps notes in order of creation, not of the list")
        }
    }

    @Test("The file lives at <data>/notes/<key>.json and is versioned")
    func fileLayout() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "doc-1")
            #expect(store.fileURL == folder.appendingPathComponent("notes/doc-1.json"))
            try store.save(sampleNotes())
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any]
            #expect(json?["format"] as? String == "recto-notes")
            #expect(json?["version"] as? Int == 1)
            #expect((json?["notes"] as? [Any])?.count == 3)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path)
            #expect(leftovers == ["doc-1.json"])
        }
    }

    @Test("A document key cannot lead out of the notes folder")
    func keySanitized() {
        let folder = URL(fileURLWithPath: "/data")
        let url = NotesStore.fileURL(dataDirectory: folder, documentKey: "../../etc/passwd")
        #expect(url.deletingLastPathComponent().path == "/data/notes")
        #expect(url.lastPathComponent == "______etc_passwd.json")
        #expect(NotesStore.fileURL(dataDirectory: folder, documentKey: "").lastPathComponent == "_.json")
    }

    @Test("A missing file means no notes and no problem")
    func missingFile() {
        withFolder { folder in
            let loaded = NotesStore(dataDirectory: folder, documentKey: "none").load()
            #expect(loaded.notes.isEmpty)
            #expect(loaded.problem == nil)
        }
    }

    @Test("A corrupt file is set aside, reported, and kept byte for byte")
    func corruptFile() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "bad")
            try store.save(sampleNotes())
            var bytes = try Data(contentsOf: store.fileURL)
            bytes = bytes.prefix(bytes.count / 2)  // a torn write
            try bytes.write(to: store.fileURL)
            let loaded = store.load()
            #expect(loaded.notes.isEmpty)
            guard case .setAside(let moved, let defect) = loaded.problem else {
                Issue.record("expected the file to be set aside, got \(String(describing: loaded.problem))")
                return
            }
            #expect(defect == .notJSON)
            #expect(moved.lastPathComponent == "bad.json.corrupt")
            #expect(try Data(contentsOf: moved) == bytes)
            #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
            // Saving afterwards writes a fresh file and leaves the set-aside one alone.
            try store.save([Note(text: "new", pageIndex: 1)])
            #expect(store.load().notes.count == 1)
            #expect(try Data(contentsOf: moved) == bytes)
        }
    }

    @Test("Files that are JSON but not our notes are set aside with the reason",
          arguments: [
            (#"{"format":"something-else","version":1,"notes":[]}"#, NotesFileDefect.wrongShape),
            (#"{"format":"recto-notes","version":1}"#, .wrongShape),
            (#"{"format":"recto-notes","version":1,"notes":{"a":1}}"#, .wrongShape),
            (#"{"format":"recto-notes","version":0,"notes":[]}"#, .unsupportedVersion(0)),
            (#"{"format":"recto-notes","version":-1,"notes":[]}"#, .unsupportedVersion(-1)),
            (#"[1, 2, 3]"#, .wrongShape),
          ])
    func wrongContent(json: String, defect: NotesFileDefect) throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "odd")
            try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(json.utf8).write(to: store.fileURL)
            let loaded = store.load()
            guard case .setAside(_, let found) = loaded.problem else {
                Issue.record("expected the file to be set aside")
                return
            }
            #expect(found == defect)
        }
    }

    @Test("A second corrupt file does not overwrite the first one set aside")
    func secondCorruptFile() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "twice")
            try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data("garbage one".utf8).write(to: store.fileURL)
            _ = store.load()
            try Data("garbage two".utf8).write(to: store.fileURL)
            guard case .setAside(let moved, _) = store.load().problem else {
                Issue.record("expected the file to be set aside")
                return
            }
            #expect(moved.lastPathComponent == "twice.json.corrupt-2")
            let first = store.fileURL.appendingPathExtension("corrupt")
            #expect(try String(contentsOf: first, encoding: .utf8) == "garbage one")
        }
    }

    @Test("A file that cannot be read is reported and left in place")
    func unreadable() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "dir")
            // A folder where the file should be: it exists but cannot be read as a file.
            try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
            let loaded = store.load()
            guard case .cannotRead = loaded.problem else {
                Issue.record("expected cannotRead, got \(String(describing: loaded.problem))")
                return
            }
            #expect(FileManager.default.fileExists(atPath: store.fileURL.path))
        }
    }

    @Test("Saving the same notes twice writes the same bytes")
    func stableOutput() throws {
        try withFolder { folder in
            let store = NotesStore(dataDirectory: folder, documentKey: "same")
            let notes = sampleNotes()
            try store.save(notes)
            let first = try Data(contentsOf: store.fileURL)
            try store.save(notes)
            #expect(try Data(contentsOf: store.fileURL) == first)
        }
    }
}

extension NotesStore {
    /// Writes exactly `notes`, as a first save or a save over a file this test just read or wrote.
    func save(_ notes: [Note]) throws {
        _ = try save(NotesSnapshot(notes: notes), knownStamp: NotesFileStamp.of(fileURL))
    }
}
