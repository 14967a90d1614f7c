import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Full-screen bars")
struct FullScreenBarsTests {
    /// A window 800 pixels tall with a 50-pixel header and a 40-pixel scrubber, whose bars the test holds.
    @MainActor
    final class Window {
        let clock = ManualClock()
        var held: Set<FullScreenBars.Edge> = []
        var told: [String] = []
        lazy var bars = FullScreenBars(
            scheduler: clock,
            measure: { .init(windowHeight: 800, topBarHeight: 50, bottomBarHeight: 40) },
            holds: { [unowned self] in held.contains($0) },
            show: { [unowned self] edge, shown in told.append("\(edge) \(shown ? "in" : "out")") })

        init(fullScreen: Bool = true) {
            if fullScreen { bars.setFullScreen(true) }
            told = []
        }
    }

    @Test func fullScreenHidesBothBarsAndLeavingItBringsThemBack() {
        let window = Window(fullScreen: false)
        #expect(window.bars.shown == [.top, .bottom])
        window.bars.setFullScreen(true)
        #expect(window.bars.shown.isEmpty)
        #expect(window.told == ["top out", "bottom out"])
        window.bars.setFullScreen(false)
        #expect(window.bars.shown == [.top, .bottom])
        #expect(window.told == ["top out", "bottom out", "top in", "bottom in"])
    }

    @Test func thePointerAtAnEdgeBringsThatBarAndLeavingItHidesItAgain() {
        let window = Window()
        window.bars.pointerMoved(y: 3, windowHeight: 800)
        #expect(window.bars.shown == [.top])
        // On the bar, and within the slack below it, the bar stays.
        window.bars.pointerMoved(y: 90, windowHeight: 800)
        window.clock.advance(by: 0.4)
        #expect(window.bars.shown == [.top])
        window.bars.pointerMoved(y: 400, windowHeight: 800)
        window.clock.advance(by: 0.39)
        #expect(window.bars.shown == [.top], "not before the pointer's delay")
        window.clock.advance(by: 0.01)
        #expect(window.bars.shown.isEmpty)
        #expect(window.told == ["top in", "top out"])
        #expect(window.clock.pendingCount == 0, "nothing to look at once both bars are gone")
    }

    @Test func theBottomEdgeBringsTheScrubber() {
        let window = Window()
        window.bars.pointerMoved(y: 797, windowHeight: 800)
        #expect(window.bars.shown == [.bottom])
        window.bars.pointerMoved(y: 800 - 40 - 48, windowHeight: 800)
        window.clock.advance(by: 5)
        #expect(window.bars.shown == [.bottom], "within the slack above the scrubber")
        window.bars.pointerMoved(y: 500, windowHeight: 800)
        window.clock.advance(by: 0.4)
        #expect(window.bars.shown.isEmpty)
    }

    @Test func aKeyBringsABarForAWhileAndItStaysWhileHeld() {
        let window = Window()
        window.bars.pointerMoved(y: 400, windowHeight: 800)
        window.bars.revealForKey(.bottom)
        #expect(window.bars.shown == [.bottom])
        window.held = [.bottom]
        window.clock.advance(by: 2.5)
        #expect(window.bars.shown == [.bottom], "the go-to entry has the keyboard")
        window.clock.advance(by: 10)
        #expect(window.bars.shown == [.bottom])
        window.held = []
        window.clock.advance(by: 1)
        #expect(window.bars.shown.isEmpty, "looked at again a second later, and let go")
    }

    @Test func aKeyRevealGoesAfterItsTimeWhenNothingHoldsIt() {
        let window = Window()
        window.bars.revealForKey(.top)
        window.clock.advance(by: 2.4)
        #expect(window.bars.shown == [.top])
        // A pointer never seen counts as mid-window, away from both bars.
        window.clock.advance(by: 0.1)
        #expect(window.bars.shown.isEmpty)
    }

    @Test func outOfFullScreenThePointerAndKeysChangeNothing() {
        let window = Window(fullScreen: false)
        window.bars.pointerMoved(y: 2, windowHeight: 800)
        window.bars.revealForKey(.top)
        window.clock.advance(by: 10)
        #expect(window.bars.shown == [.top, .bottom])
        #expect(window.told.isEmpty)
        #expect(window.clock.pendingCount == 0)
    }

    @Test func leavingFullScreenCancelsAHidePending() {
        let window = Window()
        window.bars.revealForKey(.top)
        window.bars.setFullScreen(false)
        window.clock.advance(by: 10)
        #expect(window.bars.shown == [.top, .bottom], "the bars stay out of full screen")
        #expect(window.clock.pendingCount == 0)
    }
}
