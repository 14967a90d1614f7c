import Foundation
import Testing
import RectoCore
import RectoTestSupport

@Suite("Reading state: colour mode")
struct ReadingStateColourModeTests {
    let key = DocumentKey(rawValue: "id-colour-mode")

    private func store(_ folder: TemporaryFolder) -> ReadingStateStore {
        ReadingStateStore(folder: folder.url)
    }

    private func write(_ json: String, in folder: TemporaryFolder) throws {
        try Data(json.utf8).write(to: store(folder).url(for: key))
    }

    @Test("The colour mode is saved and read back")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try store(folder).save(ReadingState(page: 4, colourMode: .sepia), for: key)
        let loaded = store(folder).load(key)
        #expect(loaded.problem == nil)
        #expect(loaded.state?.colourMode == .sepia)
        #expect(loaded.state?.page == 4)
    }

    @Test("A file from before colour modes reads with no mode and no problem")
    func olderFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try write(#"{"version": 1, "page": 7, "pageCount": 20}"#, in: folder)
        let loaded = store(folder).load(key)
        #expect(loaded.problem == nil)
        #expect(loaded.state == ReadingState(page: 7, pageCount: 20))
        #expect(loaded.state?.colourMode == nil)
    }

    @Test("An unknown or mistyped mode costs that field only")
    func damagedMode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for bad in [#""ultraviolet""#, "42", "[]", #""""#] {
            try write(#"{"version": 1, "page": 7, "colourMode": \#(bad)}"#, in: folder)
            let loaded = store(folder).load(key)
            #expect(loaded.problem == .partlyRead)
            #expect(loaded.state?.page == 7)
            #expect(loaded.state?.colourMode == nil)
        }
    }

    @Test("A page saved without a mode keeps the mode on disk; the newer mode wins")
    func merging() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = store(folder)
        try store.save(ReadingState(page: 1, lastRead: Date(timeIntervalSince1970: 100), colourMode: .night),
                       for: key)
        try store.save(ReadingState(page: 9, lastRead: Date(timeIntervalSince1970: 200)), for: key)
        #expect(store.load(key).state?.colourMode == .night)
        #expect(store.load(key).state?.page == 9)
        try store.save(ReadingState(page: 9, lastRead: Date(timeIntervalSince1970: 300), colourMode: .day), for: key)
        #expect(store.load(key).state?.colourMode == .day)
        // An older state's mode does not replace a newer one.
        let older = ReadingState(page: 2, lastRead: Date(timeIntervalSince1970: 50), colourMode: .sepia)
        let newer = ReadingState(page: 3, lastRead: Date(timeIntervalSince1970: 60), colourMode: .night)
        #expect(older.merged(with: newer).colourMode == .night)
        #expect(newer.merged(with: older).colourMode == .night)
    }
}
