import Foundation
import RectoCore
import RectoTestSupport
import Testing

@Suite("Reading state saver")
@MainActor
struct ReadingStateSaverTests {
    let book = DocumentKey(rawValue: "id-0011")
    let other = DocumentKey(rawValue: "id-0022")
    let clock = ManualClock()
    let inbox = MainInbox()

    private func saver(_ store: ReadingStateStore) -> ReadingStateSaver {
        ReadingStateSaver(store: store, scheduler: clock, deliver: inbox.post)
    }

    /// Moves time on, then lets the writes that started finish and their results arrive.
    private func advance(_ saver: ReadingStateSaver, by seconds: Double) {
        clock.advance(by: seconds)
        repeat { saver.waitUntilWritten() } while inbox.drain()
    }

    private func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + seconds) }

    @Test("Changes within half a second are written once, the newest, and not before")
    func debounced() throws {
        let folder = try TemporaryFolder("state-saver")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let saver = saver(store)
        for page in 1...3 { saver.save(ReadingState(page: page, lastRead: at(Double(page))), for: book) }
        advance(saver, by: 0.4)
        #expect(store.load(book).state == nil)
        advance(saver, by: 0.1)
        #expect(store.load(book).state?.page == 3)
        #expect(clock.pendingCount == 0)
    }

    @Test("A page turn right after a colour-mode choice keeps the choice")
    func pendingFieldsKept() throws {
        let folder = try TemporaryFolder("state-saver")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let saver = saver(store)
        saver.save(ReadingState(page: 4, lastRead: at(1), colourMode: .night), for: book)
        saver.save(ReadingState(page: 5, lastRead: at(2)), for: book)
        advance(saver, by: 0.5)
        let saved = try #require(store.load(book).state)
        #expect(saved.page == 5)
        #expect(saved.colourMode == .night)
    }

    @Test("Another book's pending fields are not carried over to this one")
    func mergeIsPerBook() throws {
        let folder = try TemporaryFolder("state-saver")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let saver = saver(store)
        saver.save(ReadingState(page: 4, lastRead: at(1), colourMode: .sepia), for: book)
        saver.save(ReadingState(page: 9, lastRead: at(2)), for: other)
        advance(saver, by: 0.5)
        let saved = try #require(store.load(other).state)
        #expect(saved.page == 9)
        #expect(saved.colourMode == nil)
    }

    @Test("A failed write stays pending and is tried again five seconds later")
    func retried() throws {
        let folder = try TemporaryFolder("state-saver")
        defer { folder.remove() }
        // A plain file where the state folder would go: every write fails until it is removed (as root too).
        let blocker = folder.file("books")
        try Data("not a folder".utf8).write(to: blocker)
        let store = ReadingStateStore(folder: blocker)
        let saver = saver(store)
        saver.save(ReadingState(page: 7, lastRead: at(1)), for: book)
        advance(saver, by: 0.5)
        #expect(clock.pendingCount == 1)
        try FileManager.default.removeItem(at: blocker)
        advance(saver, by: 4.9)
        #expect(store.load(book).state == nil)
        advance(saver, by: 0.1)
        #expect(store.load(book).state?.page == 7)
        #expect(clock.pendingCount == 0)
    }

    @Test("A file from a newer Recto is never written over, and not tried again")
    func newerFileRefused() throws {
        let folder = try TemporaryFolder("state-saver")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let newer = Data(#"{"version": 99, "page": 12}"#.utf8)
        try newer.write(to: store.url(for: book))
        let saver = saver(store)
        saver.save(ReadingState(page: 3, lastRead: at(1)), for: book)
        advance(saver, by: 0.5)
        #expect(clock.pendingCount == 0)
        advance(saver, by: 10)
        #expect(try Data(contentsOf: store.url(for: book)) == newer)
    }

    @Test("Closing writes what is pending before it returns, and cancels the timer")
    func flushAndWait() throws {
        let folder = try TemporaryFolder("state-saver")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let saver = saver(store)
        saver.save(ReadingState(page: 21, lastRead: at(1)), for: book)
        saver.flushAndWait()
        #expect(store.load(book).state?.page == 21)
        #expect(clock.pendingCount == 0)
        saver.flushAndWait()
        #expect(inbox.count == 0)
    }

    @Test("Flushing writes at once, without waiting for the delay")
    func flush() throws {
        let folder = try TemporaryFolder("state-saver")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        let saver = saver(store)
        saver.save(ReadingState(page: 2, lastRead: at(1)), for: book)
        saver.flush()
        saver.waitUntilWritten()
        #expect(store.load(book).state?.page == 2)
    }

    @Test("A load is read in the background and handed over only through the main actor's delivery")
    func load() throws {
        let folder = try TemporaryFolder("state-saver")
        defer { folder.remove() }
        let store = ReadingStateStore(folder: folder.url)
        try store.save(ReadingState(page: 30, lastRead: at(1)), for: book)
        let saver = saver(store)
        var loaded: [ReadingState?] = []
        saver.load(book) { loaded.append($0) }
        saver.load(other) { loaded.append($0) }
        saver.waitUntilWritten()
        #expect(loaded.isEmpty)
        inbox.drain()
        #expect(loaded.map { $0?.page } == [30, nil])
    }
}
