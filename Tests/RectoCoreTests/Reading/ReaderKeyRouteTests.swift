import RectoCore
import Testing

@Suite("Key routing in the reader's window")
struct ReaderKeyRouteTests {
    private func route(
        _ key: String, shift: Bool = false, modified: Bool = false, reading: Bool = true,
        focus: KeyFocus = .page, strip: Bool = false
    ) -> ReaderKeyRoute {
        ReaderKeyRoute.route(key: key, shift: shift, otherModifiers: modified, reading: reading, focus: focus,
                             stripOn: strip)
    }

    @Test func pageKeysTurnAndHomeAndEndAreJumps() {
        #expect(route("Page_Down") == .page(.perform(.next)))
        #expect(route("space", shift: true) == .page(.perform(.previous)))
        #expect(route("Right") == .page(.perform(.right)))
        #expect(route("Home") == .page(.jumpToStart))
        #expect(route("KP_End") == .page(.jumpToEnd))
        #expect(route("a") == .notMine)
        #expect(route("Up") == .notMine, "a page shown alone has nothing to scroll with the arrows")
    }

    @Test func shortcutsTheOtherPagesAndNoBookAreNotThePages() {
        #expect(route("Page_Down", modified: true) == .notMine, "Ctrl, Alt and Super keys are shortcuts")
        #expect(route("Page_Down", reading: false) == .notMine, "the contents, notes and status pages keep keys")
        #expect(route("Menu", reading: false) == .notMine)
    }

    @Test func theMenuKeyAndShiftF10OpenThePagesMenuOnlyWhileThePageHasTheFocus() {
        #expect(route("Menu") == .pageMenu)
        #expect(route("F10", shift: true) == .pageMenu)
        #expect(route("F10") == .notMine)
        #expect(route("Menu", focus: .textField) == .notMine, "a text field's own menu")
        #expect(route("Menu", focus: .sidebar(shown: true)) == .notMine, "the library's row menu")
        #expect(route("Menu", focus: .nothing) == .notMine)
    }

    @Test func theFocusedWidgetKeepsItsKeys() {
        #expect(route("Page_Down", focus: .textField) == .notMine)
        #expect(route("Home", focus: .slider) == .notMine)
        #expect(route("Home", focus: .sidebar(shown: true)) == .notMine)
        #expect(route("Home", focus: .sidebar(shown: false)) == .page(.jumpToStart),
                "focus left in a folded-away sidebar keeps nothing")
        #expect(route("space", focus: .button) == .notMine, "Space presses the button")
        #expect(route("Page_Down", focus: .button) == .page(.perform(.next)))
        #expect(route("Left", focus: .pageText) == .notMine, "the caret moves in the page's text")
        #expect(route("KP_Home", focus: .pageText) == .notMine)
        #expect(route("Page_Down", focus: .pageText) == .page(.perform(.next)))
        #expect(route("space", focus: .pageText) == .page(.perform(.next)))
        #expect(route("Page_Up", focus: .other) == .page(.perform(.previous)))
    }

    @Test func theStripScrollsForArrowsAndScreenKeysAndLetsJumpsAndTurnsThrough() {
        #expect(route("Up", strip: true) == .strip(.stepUp, orElse: nil))
        #expect(route("KP_Down", strip: true) == .strip(.stepDown, orElse: nil))
        #expect(route("Page_Down", strip: true) == .strip(.screen(.next), orElse: .perform(.next)))
        #expect(route("space", shift: true, strip: true) == .strip(.screen(.previous), orElse: .perform(.previous)))
        #expect(route("Home", strip: true) == .page(.jumpToStart))
        #expect(route("Right", strip: true) == .page(.perform(.right)))
        #expect(route("Down", focus: .pageText, strip: true) == .notMine)
        #expect(route("Down", focus: .button, strip: true) == .strip(.stepDown, orElse: nil))
    }

    @Test func theWheelZoomsWithControlTurnsWhenFittedAndLeavesAZoomedPageToScroll() {
        var wheel = ScrollTurnAccumulator()
        #expect(wheel.wheel(dx: 0, dy: 1, smooth: false, control: false, fitted: false) == .notMine)
        #expect(wheel.wheel(dx: 0, dy: 1, smooth: false, control: true, fitted: false) == .notMine)
        #expect(wheel.wheel(dx: 0, dy: -1, smooth: false, control: true, fitted: true) == .zoomIn)
        #expect(wheel.wheel(dx: 0, dy: 1, smooth: true, control: true, fitted: true) == .zoomOut)
        #expect(wheel.wheel(dx: 0, dy: 1, smooth: false, control: false, fitted: true) == .turn(.next))
        #expect(wheel.wheel(dx: -1, dy: 0, smooth: false, control: false, fitted: true) == .turn(.left))
        #expect(wheel.wheel(dx: 0, dy: 2, smooth: true, control: false, fitted: true) == .taken)
        #expect(wheel.wheel(dx: 0, dy: 2, smooth: true, control: false, fitted: true) == .turn(.next))
        #expect(wheel.wheel(dx: 0, dy: 9, smooth: true, control: false, fitted: true) == .taken,
                "one turn per gesture")
    }
}
