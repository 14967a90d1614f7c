import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Atomic file writes")
struct AtomicFileTests {
    @Test("Writes a new file with exactly the bytes given, leaving no temporary file")
    func writeNew() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let target = folder.file("state.json")
        let bytes = Data((0..<1000).map { UInt8($0 % 251) })
        try AtomicFile.write(bytes, to: target)
        #expect(try Data(contentsOf: target) == bytes)
        #expect(folder.names() == ["state.json"])
    }

    @Test("Replaces an existing file completely, even with shorter content")
    func replace() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let target = folder.file("notes.json")
        try AtomicFile.write(Data(repeating: 0x41, count: 10_000), to: target)
        try AtomicFile.write(Data("short".utf8), to: target)
        #expect(try Data(contentsOf: target) == Data("short".utf8))
        #expect(folder.names() == ["notes.json"])
    }

    @Test("Writes an empty file")
    func writeEmpty() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let target = folder.file("empty")
        try AtomicFile.write(Data(), to: target)
        #expect(try Data(contentsOf: target).isEmpty)
    }

    @Test("Creates missing parent folders")
    func createsFolders() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let target = folder.url.appendingPathComponent("a/b/c/state.json")
        try AtomicFile.write(Data("x".utf8), to: target)
        #expect(try Data(contentsOf: target) == Data("x".utf8))
    }

    @Test("Many writes in a row leave one file with the last content and no temporaries")
    func repeatedWrites() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let target = folder.file("book.json")
        for index in 0..<50 { try AtomicFile.write(Data("version \(index)".utf8), to: target) }
        #expect(try String(contentsOf: target, encoding: .utf8) == "version 49")
        #expect(folder.names() == ["book.json"])
    }

    @Test("A parent that is a regular file gives cannotCreateFolder and leaves that file alone")
    func parentIsAFile() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let blocker = folder.file("blocker")
        try Data("keep me".utf8).write(to: blocker)
        let target = blocker.appendingPathComponent("state.json")
        let error = #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write(Data("new".utf8), to: target)
        }
        guard case .cannotCreateFolder(let path, let reason)? = error else {
            Issue.record("expected cannotCreateFolder, got \(String(describing: error))")
            return
        }
        #expect(path == blocker.path)
        #expect(!reason.isEmpty)
        #expect(try Data(contentsOf: blocker) == Data("keep me".utf8))
        #expect(folder.names() == ["blocker"])
    }

    @Test("When the final rename fails, the thing in the way is kept and the temporary file removed")
    func renameFails() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        // A non-empty folder where the file should go: rename(2) refuses to replace it, even for root.
        let target = folder.file("state.json")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("inside".utf8).write(to: target.appendingPathComponent("inside"))
        let error = #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write(Data("new".utf8), to: target)
        }
        #expect(error == .cannotWrite(path: target.path, reason: String(cString: strerror(EISDIR)))
                || error == .cannotWrite(path: target.path, reason: String(cString: strerror(ENOTEMPTY))))
        #expect(folder.names() == ["state.json"], "no temporary file left behind")
        #expect(try Data(contentsOf: target.appendingPathComponent("inside")) == Data("inside".utf8))
    }

    @Test("A folder that refuses new files gives cannotWrite and keeps the old file",
          .enabled(if: ReadOnlyFolder.isPossible, "cannot make a folder unwritable here (root without chattr +i)"))
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let target = folder.file("state.json")
        try AtomicFile.write(Data("old".utf8), to: target)
        #expect(ReadOnlyFolder.lock(folder.url))
        defer { ReadOnlyFolder.unlock(folder.url) }
        let error = #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write(Data("new".utf8), to: target)
        }
        guard case .cannotWrite(let path, let reason)? = error else {
            Issue.record("expected cannotWrite, got \(String(describing: error))")
            return
        }
        #expect(path == target.path)
        #expect(!reason.isEmpty)
        #expect(try Data(contentsOf: target) == Data("old".utf8))
        #expect(folder.names() == ["state.json"])
    }

    @Test("Setting a file aside keeps its bytes and numbers further copies")
    func setAside() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let target = folder.file("state.json")
        try Data("first".utf8).write(to: target)
        let first = try AtomicFile.setAside(target)
        #expect(first.lastPathComponent == "state.json.corrupt")
        try Data("second".utf8).write(to: target)
        let second = try AtomicFile.setAside(target)
        #expect(second.lastPathComponent == "state.json.corrupt-2")
        try Data("third".utf8).write(to: target)
        let third = try AtomicFile.setAside(target)
        #expect(third.lastPathComponent == "state.json.corrupt-3")
        #expect(try String(contentsOf: first, encoding: .utf8) == "first")
        #expect(try String(contentsOf: second, encoding: .utf8) == "second")
        #expect(try String(contentsOf: third, encoding: .utf8) == "third")
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("Setting aside a missing file throws")
    func setAsideMissing() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        #expect(throws: (any Error).self) { try AtomicFile.setAside(folder.file("nothing")) }
    }
}
