import Foundation
import RectoTestSupport
import Testing
import RectoCore

@Suite("Reading state: trimmed margins")
struct ReadingStateTrimTests {
    let key = DocumentKey(rawValue: "fp-0123456789abcdef0123456789abcdef")
    let trim = MarginTrim(odd: PageRect(x: 60, y: 50, width: 480, height: 690), even: nil)

    func write(_ json: String, in folder: TemporaryFolder) throws -> ReadingStateStore {
        let store = ReadingStateStore(folder: folder.url)
        try Data(json.utf8).write(to: store.url(for: key))
        return store
    }

    @Test("The choice and the crops save and load back")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try store.save(ReadingState(page: 3, trimMargins: true, marginTrim: trim), for: key)
        let loaded = store.load(key)
        #expect(loaded.problem == nil)
        #expect(loaded.state?.trimMargins == true)
        #expect(loaded.state?.marginTrim == trim)
    }

    @Test("A file from before the fields loads whole, without them")
    func olderFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try write(#"{"version": 1, "page": 12, "continuous": true}"#, in: folder)
        let loaded = store.load(key)
        #expect(loaded.problem == nil)
        #expect(loaded.state?.page == 12 && loaded.state?.continuous == true)
        #expect(loaded.state?.trimMargins == nil && loaded.state?.marginTrim == nil)
    }

    @Test("Damaged crops cost that field only", arguments: [
        #"{"odd": {"x": -5, "y": 0, "width": 10, "height": 10}}"#,
        #"{"odd": {"x": 1e300, "y": 0, "width": 10, "height": 10}}"#,
        #"{"even": {"x": 0, "y": 0, "width": 0, "height": 10}}"#,
        #""wide""#,
    ])
    func damaged(_ value: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try write(#"{"version": 1, "page": 12, "trimMargins": true, "marginTrim": \#(value)}"#, in: folder)
        let loaded = store.load(key)
        #expect(loaded.problem == .partlyRead)
        #expect(loaded.state?.trimMargins == true)
        #expect(loaded.state?.marginTrim == nil)
    }

    @Test("A page save without the fields keeps them; the newer choice wins")
    func merge() {
        let earlier = Date(timeIntervalSince1970: 1_700_000_000)
        let chosen = ReadingState(page: 1, lastRead: earlier, trimMargins: true, marginTrim: trim)
        let page = ReadingState(page: 5, lastRead: earlier.addingTimeInterval(60))
        let merged = page.merged(with: chosen)
        #expect(merged.page == 5 && merged.trimMargins == true && merged.marginTrim == trim)
        let off = ReadingState(page: 6, lastRead: earlier.addingTimeInterval(120), trimMargins: false)
        #expect(off.merged(with: merged).trimMargins == false)
    }
}
