import Foundation
import RectoCore
import RectoTestSupport
import Testing

@Suite("Reading state: the reader's layout and direction for a book")
struct ReadingStateChoicesTests {
    let key = DocumentKey(rawValue: "fp-0123456789abcdef0123456789abcdef")

    @Test("The choices save and load back; a page save after them keeps them")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let earlier = Date(timeIntervalSince1970: 1_700_000_000)
        try store.save(ReadingState(page: 2, lastRead: earlier, layout: .spread, direction: .rightToLeft), for: key)
        try store.save(ReadingState(page: 5, lastRead: earlier.addingTimeInterval(60)), for: key)
        let state = store.load(key).state
        #expect(state?.page == 5)
        #expect(state?.layout == .spread && state?.direction == .rightToLeft)
        #expect(ReadingState().layout == nil && ReadingState().direction == nil)
    }

    @Test("An unknown layout or direction (a newer Recto's) costs that field only")
    func unknown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try Data(#"{"version": 1, "page": 4, "layout": "triptych", "direction": 7}"#.utf8)
            .write(to: store.url(for: key))
        let loaded = store.load(key)
        #expect(loaded.problem == .partlyRead)
        #expect(loaded.state?.page == 4)
        #expect(loaded.state?.layout == nil && loaded.state?.direction == nil)
    }
}
