import Testing
@testable import RectoCore

@Suite("Back and Forward through the places a reader jumped from")
struct ReadingHistoryTests {
    @Test("Back returns to where a jump started, Forward to where it went")
    func backAndForward() {
        var history = ReadingHistory()
        #expect(!history.canGoBack && !history.canGoForward)
        history.recordJump(from: 4, to: 120)
        history.recordJump(from: 121, to: 9)
        #expect(history.goBack(from: 9) == 121)
        #expect(history.goBack(from: 121) == 4)
        #expect(history.goBack(from: 4) == nil)
        #expect(history.goForward(from: 4) == 121)
        #expect(history.goForward(from: 121) == 9)
        #expect(history.goForward(from: 9) == nil)
    }

    @Test("A new jump after going back forgets the way forward, as a browser does")
    func newJumpClearsForward() {
        var history = ReadingHistory()
        history.recordJump(from: 1, to: 50)
        _ = history.goBack(from: 50)
        #expect(history.canGoForward)
        history.recordJump(from: 1, to: 30)
        #expect(!history.canGoForward)
        #expect(history.backPages == [1])
    }

    @Test("A jump to the same page, or a repeat of the same origin, adds nothing")
    func noRepeats() {
        var history = ReadingHistory()
        history.recordJump(from: 3, to: 3)
        #expect(!history.canGoBack)
        history.recordJump(from: 3, to: 10)
        history.recordJump(from: 3, to: 12)
        #expect(history.backPages == [3])
    }

    @Test("Only so many places are kept")
    func limit() {
        var history = ReadingHistory()
        for page in 0..<(ReadingHistory.limit + 20) { history.recordJump(from: page * 2, to: page * 2 + 1) }
        #expect(history.backPages.count == ReadingHistory.limit)
        #expect(history.backPages.first == 40)
    }

    @Test("A scrub is a jump past a few pages, and extreme values never trap")
    func scrubJumps() {
        #expect(!ReadingHistory.isJump(scrubbingFrom: 10, to: 13))
        #expect(ReadingHistory.isJump(scrubbingFrom: 10, to: 14))
        #expect(ReadingHistory.isJump(scrubbingFrom: 10, to: 2))
        #expect(ReadingHistory.isJump(scrubbingFrom: Int.min, to: Int.max))
    }
}
