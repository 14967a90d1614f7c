import Foundation
import RectoCore
import RectoTestSupport
import Testing

@Suite("Library progress: how far each listed book was read")
struct LibraryProgressTests {
    @Test("Only books with a readable saved state have progress, as it was saved")
    func fromTheStore() throws {
        let folder = try TemporaryFolder("progress")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let read = DocumentKey(rawValue: "read"), unread = DocumentKey(rawValue: "unread")
        let damaged = DocumentKey(rawValue: "damaged")
        let when = Date(timeIntervalSince1970: 1_800_000_000)
        try store.save(ReadingState(page: 41, lastRead: when, pageCount: 300), for: read)
        try store.save(ReadingState(page: 2, lastRead: when, pageCount: 10), for: damaged)
        try Data("{ not json".utf8).write(to: folder.url.appendingPathComponent("damaged.json"))
        let progress = LibraryProgress.of([read, unread, damaged], in: store)
        #expect(progress == [read: LibraryProgress(pageIndex: 41, pageCount: 300, lastRead: when)])
    }
}
