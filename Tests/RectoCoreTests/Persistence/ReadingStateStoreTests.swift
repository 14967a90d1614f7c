import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Reading state store")
struct ReadingStateStoreTests {
    let key = DocumentKey(rawValue: "fp-00112233445566778899aabbccddeeff")

    @Test("A saved state loads back equal")
    func roundTrip() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url.appendingPathComponent("books"))
        let state = ReadingState(page: 41, lastPath: "/home/reader/Livres/Émile.pdf",
                                 lastRead: Date(timeIntervalSince1970: 1_700_000_000), pageCount: 812)
        try store.save(state, for: key)
        let loaded = store.load(key)
        #expect(loaded.problem == nil)
        #expect(loaded.state == state)
        #expect(loaded.state?.version == ReadingState.currentVersion)
        #expect(FileManager.default.fileExists(atPath: store.url(for: key).path))
        #expect(store.url(for: key).lastPathComponent == key.rawValue + ".json")
    }

    @Test("Optional fields may be absent")
    func minimalState() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try store.save(ReadingState(), for: key)
        #expect(store.load(key).state == ReadingState())
    }

    @Test("Saving again replaces the state")
    func overwrite() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try store.save(ReadingState(page: 1), for: key)
        try store.save(ReadingState(page: 2), for: key)
        #expect(store.load(key).state?.page == 2)
        #expect(folder.names() == [key.rawValue + ".json"])
    }

    @Test("Each book has its own state")
    func separateKeys() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let other = DocumentKey(rawValue: "id-abcdef")
        try store.save(ReadingState(page: 3), for: key)
        try store.save(ReadingState(page: 9), for: other)
        #expect(store.load(key).state?.page == 3)
        #expect(store.load(other).state?.page == 9)
    }

    @Test("A book never saved has no state and no problem, and nothing is created")
    func missing() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url.appendingPathComponent("not-yet"))
        let loaded = store.load(key)
        #expect(loaded.state == nil)
        #expect(loaded.problem == nil)
        #expect(!FileManager.default.fileExists(atPath: store.folder.path))
    }

    @Test("The file written is readable JSON with the documented fields")
    func fileFormat() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try store.save(ReadingState(page: 5, lastRead: Date(timeIntervalSince1970: 0)), for: key)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: store.url(for: key))) as? [String: Any]
        #expect(object?["page"] as? Int == 5)
        #expect(object?["version"] as? Int == 1)
        #expect(object?["lastRead"] as? String == "1970-01-01T00:00:00Z")
    }

    @Test("A state written by hand in the same format loads")
    func handWritten() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try Data(#"{"version": 1, "page": 12, "pageCount": 20, "lastRead": "2024-03-01T10:00:00Z"}"#.utf8)
            .write(to: store.url(for: key))
        let loaded = store.load(key)
        #expect(loaded.problem == nil)
        #expect(loaded.state?.page == 12)
        #expect(loaded.state?.pageCount == 20)
        #expect(loaded.state?.lastPath == nil)
    }

    @Test("A corrupt file is set aside as .corrupt, reported, and not overwritten by the next save",
          arguments: ["", "{", "not json at all", #""page""#, #"[1, 2, 3]"#, "\u{0}\u{1}\u{2}"])
    func corrupt(contents: String) throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let file = store.url(for: key)
        try Data(contents.utf8).write(to: file)

        let loaded = store.load(key)
        #expect(loaded.state == nil)
        let aside = file.appendingPathExtension("corrupt")
        #expect(loaded.problem == .corrupt(setAsideAt: aside.path))
        #expect(try Data(contentsOf: aside) == Data(contents.utf8))
        #expect(!FileManager.default.fileExists(atPath: file.path))

        try store.save(ReadingState(page: 7), for: key)
        #expect(store.load(key).state?.page == 7)
        #expect(try Data(contentsOf: aside) == Data(contents.utf8), "the set-aside copy is kept")
    }

    @Test("A second corrupt file does not replace the first set-aside copy")
    func corruptTwice() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let file = store.url(for: key)
        try Data("first".utf8).write(to: file)
        _ = store.load(key)
        try Data("second".utf8).write(to: file)
        let loaded = store.load(key)
        let second = file.appendingPathExtension("corrupt-2")
        #expect(loaded.problem == .corrupt(setAsideAt: second.path))
        #expect(try Data(contentsOf: file.appendingPathExtension("corrupt")) == Data("first".utf8))
        #expect(try Data(contentsOf: second) == Data("second".utf8))
    }

    @Test("Saving into an impossible folder reports an error")
    func saveFails() throws {
        let folder = try TemporaryFolder("persistence")
        defer { folder.remove() }
        let blocker = folder.file("blocker")
        try Data().write(to: blocker)
        let store = ReadingStateStore(folder: blocker.appendingPathComponent("books"))
        #expect(throws: ReadingStateStore.SaveError.self) { try store.save(ReadingState(page: 1), for: key) }
    }
}
