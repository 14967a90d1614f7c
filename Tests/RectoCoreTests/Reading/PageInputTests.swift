import Testing
import RectoCore

@Suite("Page-turn input: keys, clicks, scrolling and swipes")
struct PageInputTests {
    @Test("Arrow keys are screen-sided", arguments: [
        ("Right", PageCommand.right), ("KP_Right", .right), ("Left", .left), ("KP_Left", .left),
    ])
    func arrows(key: String, command: PageCommand) {
        #expect(PageKeys.command(forKey: key) == command)
        #expect(PageKeys.command(forKey: key, shift: true) == command)
    }

    @Test("Page keys, Backspace, Home and End follow reading order", arguments: [
        ("Page_Down", PageCommand.next), ("Next", .next), ("KP_Page_Down", .next), ("KP_Next", .next),
        ("Page_Up", .previous), ("Prior", .previous), ("KP_Page_Up", .previous), ("KP_Prior", .previous),
        ("BackSpace", .previous), ("Home", .first), ("KP_Home", .first), ("End", .last), ("KP_End", .last),
    ])
    func readingOrderKeys(key: String, command: PageCommand) {
        #expect(PageKeys.command(forKey: key) == command)
    }

    @Test("Space turns on, Shift+Space turns back")
    func space() {
        #expect(PageKeys.command(forKey: "space") == .next)
        #expect(PageKeys.command(forKey: "space", shift: true) == .previous)
        #expect(PageKeys.command(forKey: "KP_Space") == .next)
        #expect(PageKeys.command(forKey: "KP_Space", shift: true) == .previous)
    }

    @Test("Other keys are not page-turn keys", arguments: ["a", "Up", "Down", "Return", "Escape", "", "right", "SPACE"])
    func otherKeys(key: String) {
        #expect(PageKeys.command(forKey: key) == nil)
    }

    @Test("A right-arrow in a right-to-left book turns back")
    func arrowInRTL() {
        var navigator = PageNavigator(pageCount: 4, currentPage: 2)
        let command = PageKeys.command(forKey: "Right")!
        #expect(navigator.perform(command, direction: .rightToLeft) == .backward)
        #expect(navigator.currentPage == 1)
    }

    @Test("Clicks in the outer thirds turn, the middle third does nothing")
    func clickZones() {
        #expect(ClickZone.command(atX: 0, width: 900) == .left)
        #expect(ClickZone.command(atX: 299, width: 900) == .left)
        #expect(ClickZone.command(atX: 301, width: 900) == nil)
        #expect(ClickZone.command(atX: 450, width: 900) == nil)
        #expect(ClickZone.command(atX: 599, width: 900) == nil)
        #expect(ClickZone.command(atX: 601, width: 900) == .right)
        #expect(ClickZone.command(atX: 900, width: 900) == .right)
    }

    @Test("Clicks in an empty view, or outside it, are sensible")
    func clickEdgeCases() {
        #expect(ClickZone.command(atX: 10, width: 0) == nil)
        #expect(ClickZone.command(atX: 10, width: -5) == nil)
        #expect(ClickZone.command(atX: -10, width: 300) == .left)
        #expect(ClickZone.command(atX: 1000, width: 300) == .right)
    }

    @Test("A wheel notch turns one page: down/right on, up/left back; vertical wins")
    func wheel() {
        let accumulator = ScrollTurnAccumulator()
        #expect(accumulator.discrete(dx: 0, dy: 1) == .next)
        #expect(accumulator.discrete(dx: 0, dy: -1) == .previous)
        #expect(accumulator.discrete(dx: 1, dy: 0) == .right)
        #expect(accumulator.discrete(dx: -1, dy: 0) == .left)
        #expect(accumulator.discrete(dx: 0, dy: 0) == nil)
        #expect(accumulator.discrete(dx: -1, dy: 1) == .next)
    }

    @Test("A touchpad gesture turns once it has travelled past the threshold")
    func smoothThreshold() {
        var accumulator = ScrollTurnAccumulator(threshold: 3)
        #expect(accumulator.smooth(dx: 0, dy: 1) == nil)
        #expect(accumulator.smooth(dx: 0, dy: 1.5) == nil)
        #expect(accumulator.smooth(dx: 0, dy: 0.5) == .next)
    }

    @Test("A long gesture turns only once until it ends")
    func smoothOncePerGesture() {
        var accumulator = ScrollTurnAccumulator(threshold: 3)
        #expect(accumulator.smooth(dx: 0, dy: 4) == .next)
        for _ in 0..<20 { #expect(accumulator.smooth(dx: 0, dy: 4) == nil) }
        accumulator.endGesture()
        #expect(accumulator.smooth(dx: 0, dy: -1) == nil, "the new gesture starts from zero")
        #expect(accumulator.smooth(dx: 0, dy: -2) == .previous)
    }

    @Test("Ending a gesture that did not turn forgets its travel")
    func endGestureResets() {
        var accumulator = ScrollTurnAccumulator(threshold: 3)
        #expect(accumulator.smooth(dx: 0, dy: 2.5) == nil)
        accumulator.endGesture()
        #expect(accumulator.smooth(dx: 0, dy: 2.5) == nil)
    }

    @Test("Horizontal travel turns screen-sided when it dominates")
    func smoothHorizontal() {
        var accumulator = ScrollTurnAccumulator(threshold: 3)
        #expect(accumulator.smooth(dx: 3, dy: 1) == .right)
        accumulator.endGesture()
        #expect(accumulator.smooth(dx: -3.5, dy: 0.5) == .left)
        accumulator.endGesture()
        #expect(accumulator.smooth(dx: 3, dy: 4) == .next, "vertical dominates")
        accumulator.endGesture()
        #expect(accumulator.smooth(dx: 2, dy: -2) == nil, "neither axis past the threshold")
        #expect(accumulator.smooth(dx: 2, dy: 0) == .right)
    }

    @Test("Back-and-forth travel that cancels out does not turn")
    func smoothCancels() {
        var accumulator = ScrollTurnAccumulator(threshold: 3)
        for _ in 0..<10 {
            #expect(accumulator.smooth(dx: 0, dy: 2) == nil)
            #expect(accumulator.smooth(dx: 0, dy: -2) == nil)
        }
    }

    @Test("A fast horizontal swipe turns the way the finger went")
    func swipes() {
        let fast = SwipeGesture.minimumVelocity
        #expect(SwipeGesture.command(velocityX: -fast, velocityY: 0) == .right, "swiping left brings in the right page")
        #expect(SwipeGesture.command(velocityX: fast, velocityY: 0) == .left)
        #expect(SwipeGesture.command(velocityX: -2000, velocityY: 1999) == .right)
    }

    @Test("Slow or mostly vertical swipes do not turn")
    func weakSwipes() {
        let fast = SwipeGesture.minimumVelocity
        #expect(SwipeGesture.command(velocityX: fast - 1, velocityY: 0) == nil)
        #expect(SwipeGesture.command(velocityX: -(fast - 1), velocityY: 0) == nil)
        #expect(SwipeGesture.command(velocityX: 1000, velocityY: 1000) == nil)
        #expect(SwipeGesture.command(velocityX: -1000, velocityY: -3000) == nil)
        #expect(SwipeGesture.command(velocityX: 0, velocityY: 0) == nil)
    }
}
