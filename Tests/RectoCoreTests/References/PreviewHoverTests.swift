import RectoTestSupport
import Testing
@testable import RectoCore

@MainActor
@Suite("When a reference preview opens and closes under the pointer")
struct PreviewHoverTests {
    private func hover() -> (PreviewHover<Int>, ManualClock, Box) {
        let clock = ManualClock()
        let hover = PreviewHover<Int>(scheduler: clock)
        let box = Box()
        hover.onEvent = { box.events.append($0) }
        return (hover, clock, box)
    }

    final class Box { var events: [PreviewHover<Int>.Event] = [] }

    @Test("Resting on a reference opens its preview after the delay; a quick pass opens nothing")
    func rest() {
        let (hover, clock, box) = hover()
        hover.pointer(on: 1)
        clock.advance(by: 0.2)
        hover.pointer(on: nil)
        clock.advance(by: 1)
        #expect(box.events.isEmpty)
        hover.pointer(on: 2)
        clock.advance(by: 0.39)
        #expect(box.events.isEmpty)
        clock.advance(by: 0.02)
        #expect(box.events == [.open(2)])
        #expect(hover.shown == 2)
    }

    @Test("The preview stays while the pointer crosses to it, and closes once it has left both")
    func crossing() {
        let (hover, clock, box) = hover()
        hover.pointer(on: 1)
        clock.advance(by: 0.5)
        hover.pointer(on: nil)
        clock.advance(by: 0.1)
        hover.pointer(inPreview: true)
        clock.advance(by: 2)
        #expect(box.events == [.open(1)])
        hover.pointer(inPreview: false)
        clock.advance(by: 0.29)
        #expect(box.events == [.open(1)])
        clock.advance(by: 0.02)
        #expect(box.events == [.open(1), .close])
    }

    @Test("Back on the reference before the grace ends keeps the preview")
    func backOnReference() {
        let (hover, clock, box) = hover()
        hover.pointer(on: 1)
        clock.advance(by: 0.5)
        hover.pointer(on: nil)
        clock.advance(by: 0.1)
        hover.pointer(on: 1)
        clock.advance(by: 2)
        #expect(box.events == [.open(1)])
    }

    @Test("Resting on another reference replaces the preview")
    func another() {
        let (hover, clock, box) = hover()
        hover.pointer(on: 1)
        clock.advance(by: 0.5)
        hover.pointer(on: 2)
        clock.advance(by: 0.5)
        #expect(box.events == [.open(1), .close, .open(2)])
    }

    @Test("Dismissing closes at once and forgets the pending rest")
    func dismiss() {
        let (hover, clock, box) = hover()
        hover.pointer(on: 1)
        clock.advance(by: 0.5)
        hover.dismiss()
        #expect(box.events == [.open(1), .close])
        hover.pointer(on: 3)
        hover.dismiss()
        clock.advance(by: 1)
        #expect(box.events == [.open(1), .close])
        hover.openNow(4)
        #expect(box.events.last == .open(4))
    }
}
