import Foundation
import RectoTestSupport
import Testing
import RectoCore

@Suite("Reading state: continuous scrolling")
struct ReadingStateContinuousTests {
    let key = DocumentKey(rawValue: "fp-0123456789abcdef0123456789abcdef")

    func write(_ json: String, in folder: TemporaryFolder) throws -> ReadingStateStore {
        let store = ReadingStateStore(folder: folder.url)
        try Data(json.utf8).write(to: store.url(for: key))
        return store
    }

    @Test("The choice saves and loads back, and an unchosen book stays paged")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try store.save(ReadingState(page: 7, continuous: true), for: key)
        #expect(store.load(key).state?.continuous == true)
        try store.save(ReadingState(page: 7, lastRead: Date(), continuous: false), for: key)
        #expect(store.load(key).state?.continuous == false)
        #expect(ReadingState().continuous == nil)
    }

    @Test("A file from before the field loads whole, without it")
    func olderFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try write(#"{"version": 1, "page": 12, "pageCount": 304}"#, in: folder)
        let loaded = store.load(key)
        #expect(loaded.problem == nil)
        #expect(loaded.state?.page == 12)
        #expect(loaded.state?.continuous == nil)
    }

    @Test("A value that is not a yes or no costs that field only", arguments: [#""yes""#, "1", "[true]", "{}"])
    func damagedValue(_ value: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try write(#"{"version": 1, "page": 12, "continuous": \#(value)}"#, in: folder)
        let loaded = store.load(key)
        #expect(loaded.problem == .partlyRead)
        #expect(loaded.state?.page == 12)
        #expect(loaded.state?.continuous == nil)
    }

    @Test("A page save without the field keeps the choice on disk; the newer choice wins")
    func merge() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let earlier = Date(timeIntervalSince1970: 1_700_000_000)
        try store.save(ReadingState(page: 1, lastRead: earlier, continuous: true), for: key)
        try store.save(ReadingState(page: 5, lastRead: earlier.addingTimeInterval(60)), for: key)
        #expect(store.load(key).state?.page == 5)
        #expect(store.load(key).state?.continuous == true)

        let older = ReadingState(page: 2, lastRead: earlier, continuous: true)
        let newer = ReadingState(page: 3, lastRead: earlier.addingTimeInterval(1), continuous: false)
        #expect(older.merged(with: newer).continuous == false)
        #expect(newer.merged(with: older).continuous == false)
    }
}
