import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Following the book's file")
struct BookReloadTests {
    final class Log {
        var requests: [BookReload.Request] = []
    }

    func make() -> (BookReload, ManualClock, Log) {
        let clock = ManualClock(), log = Log()
        let reload = BookReload(scheduler: clock, quietTime: 0.3) { log.requests.append($0) }
        return (reload, clock, log)
    }

    @Test("Writes in pieces are gathered: the file is opened once, after it has been quiet")
    func settles() {
        let (reload, clock, log) = make()
        for _ in 0..<10 {
            reload.fileChanged()
            clock.advance(by: 0.1)
        }
        #expect(log.requests.isEmpty && reload.phase == .settling, "still being written")
        clock.advance(by: 0.2)
        #expect(log.requests == [.open(attempt: 10)])
        #expect(reload.phase == .opening)
        reload.finished(attempt: 10, opened: true)
        #expect(reload.phase == .idle)
        #expect(log.requests == [.open(attempt: 10)], "nothing to clear: nothing was said")
    }

    @Test("A file that cannot be read says so once, keeps waiting, and the message goes when it reads")
    func unreadable() {
        let (reload, clock, log) = make()
        reload.fileChanged()
        clock.advance(by: 0.3)
        reload.finished(attempt: 1, opened: false)
        #expect(reload.phase == .unreadable)
        reload.fileChanged()
        clock.advance(by: 0.3)
        reload.finished(attempt: 2, opened: false)
        #expect(log.requests == [.open(attempt: 1), .tellUnreadable, .open(attempt: 2)], "told once")
        reload.fileChanged()
        clock.advance(by: 0.3)
        reload.finished(attempt: 3, opened: true)
        #expect(log.requests.suffix(2) == [.open(attempt: 3), .clearMessage])
        #expect(reload.phase == .idle)
    }

    @Test("An open that read the file before it changed again is forgotten")
    func staleAnswer() {
        let (reload, clock, log) = make()
        reload.fileChanged()
        clock.advance(by: 0.3)
        reload.fileChanged() // written again while the worker opened it
        reload.finished(attempt: 1, opened: true)
        #expect(reload.phase == .settling, "the old answer swaps nothing")
        clock.advance(by: 0.3)
        #expect(log.requests == [.open(attempt: 1), .open(attempt: 2)])
    }

    @Test("Another book stops the following, and its message")
    func stops() {
        let (reload, clock, log) = make()
        reload.fileChanged()
        clock.advance(by: 0.3)
        reload.finished(attempt: 1, opened: false)
        reload.fileChanged()
        reload.stop()
        clock.advance(by: 1)
        #expect(log.requests == [.open(attempt: 1), .tellUnreadable, .clearMessage])
        #expect(reload.phase == .idle)
        reload.finished(attempt: 2, opened: true)
        #expect(reload.phase == .idle)
    }

    @Test("The page is kept by index, clamped into the new book")
    func clampsThePage() {
        #expect(BookReload.page(7, inBookOf: 20) == 7)
        #expect(BookReload.page(7, inBookOf: 5) == 4)
        #expect(BookReload.page(-3, inBookOf: 5) == 0)
        #expect(BookReload.page(7, inBookOf: 0) == 0)
        #expect(BookReload.page(Int.max, inBookOf: Int.max) == Int.max - 1)
    }
}
