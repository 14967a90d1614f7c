import Testing
@testable import RectoCore

@Suite("The page turn's slide")
struct PageSlideTests {
    @Test("The first frame already moves both pages; the last puts the new page in place")
    func firstAndLastFrames() {
        var slide = PageSlide(edge: .fromRight)
        let goesOn = slide.advance(toFrame: 1_000_000, interval: 16_667)
        #expect(goesOn)
        let first = slide.offsets
        #expect(first.outgoing < -0.1 && first.outgoing > -0.5)
        #expect(abs(first.incoming - (first.outgoing + 1)) < 1e-9)
        var frame: Int64 = 1_000_000
        var frames = 1
        while slide.advance(toFrame: frame + 16_667, interval: 16_667) {
            frame += 16_667
            frames += 1
        }
        #expect(frames >= 13 && frames <= 15)
        #expect(slide.offsets.incoming == 0 && slide.offsets.outgoing == -1)
    }

    @Test("From the left, the pages move the other way")
    func mirrored() {
        var slide = PageSlide(edge: .fromLeft)
        _ = slide.advance(toFrame: 5_000, interval: 16_667)
        #expect(slide.offsets.outgoing > 0 && slide.offsets.incoming < 0)
        _ = slide.advance(toFrame: 5_000 + PageSlide.duration, interval: 16_667)
        #expect(slide.offsets.incoming == 0 && slide.offsets.outgoing == 1)
    }

    @Test("Frames keep moving forward, never back")
    func monotonic() {
        var slide = PageSlide(edge: .fromRight)
        var last = 0.0
        for frame in stride(from: Int64(0), through: 300_000, by: 10_000) {
            _ = slide.advance(toFrame: frame, interval: 10_000)
            #expect(slide.offsets.outgoing <= last)
            last = slide.offsets.outgoing
        }
    }
}
