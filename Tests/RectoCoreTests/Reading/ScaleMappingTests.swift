import Testing
import RectoCore

@Suite("Scrubber scale mapping")
struct ScaleMappingTests {
    @Test("A value lands on the nearest page")
    func nearest() {
        #expect(ScaleMapping.page(forValue: 0, pageCount: 10) == 0)
        #expect(ScaleMapping.page(forValue: 3.4, pageCount: 10) == 3)
        #expect(ScaleMapping.page(forValue: 3.6, pageCount: 10) == 4)
        #expect(ScaleMapping.page(forValue: 9, pageCount: 10) == 9)
    }

    @Test("Values outside the scale are clamped into the book")
    func clamped() {
        #expect(ScaleMapping.page(forValue: -2, pageCount: 10) == 0)
        #expect(ScaleMapping.page(forValue: 12.7, pageCount: 10) == 9)
        #expect(ScaleMapping.page(forValue: 1e20, pageCount: 10) == 9)
        #expect(ScaleMapping.page(forValue: -1e20, pageCount: 10) == 0)
        #expect(ScaleMapping.page(forValue: .greatestFiniteMagnitude, pageCount: 10) == 9)
    }

    @Test("Non-finite values and empty books give the first page")
    func degenerate() {
        #expect(ScaleMapping.page(forValue: .nan, pageCount: 10) == 0)
        #expect(ScaleMapping.page(forValue: .infinity, pageCount: 10) == 0)
        #expect(ScaleMapping.page(forValue: 4, pageCount: 0) == 0)
    }

    @Test("Value and page round-trip for every page")
    func roundTrip() {
        for page in 0..<50 {
            #expect(ScaleMapping.page(forValue: ScaleMapping.value(forPage: page), pageCount: 50) == page)
        }
    }

    @Test("The upper bound is the last page index, never negative")
    func upperBound() {
        #expect(ScaleMapping.upperBound(pageCount: 10) == 9)
        #expect(ScaleMapping.upperBound(pageCount: 1) == 0)
        #expect(ScaleMapping.upperBound(pageCount: 0) == 0)
    }

    @Test("The scale is inverted only for right-to-left books")
    func inversion() {
        #expect(!ScaleMapping.isInverted(for: .leftToRight))
        #expect(ScaleMapping.isInverted(for: .rightToLeft))
    }

    @Test("Trough fraction runs left to right, mirrored for RTL books")
    func troughFraction() {
        #expect(ScaleMapping.troughFraction(forPage: 0, pageCount: 5, direction: .leftToRight) == 0)
        #expect(ScaleMapping.troughFraction(forPage: 4, pageCount: 5, direction: .leftToRight) == 1)
        #expect(ScaleMapping.troughFraction(forPage: 1, pageCount: 5, direction: .leftToRight) == 0.25)
        #expect(ScaleMapping.troughFraction(forPage: 0, pageCount: 5, direction: .rightToLeft) == 1)
        #expect(ScaleMapping.troughFraction(forPage: 4, pageCount: 5, direction: .rightToLeft) == 0)
        #expect(ScaleMapping.troughFraction(forPage: 1, pageCount: 5, direction: .rightToLeft) == 0.75)
        #expect(ScaleMapping.troughFraction(forPage: 0, pageCount: 1, direction: .leftToRight) == 0.5)
        #expect(ScaleMapping.troughFraction(forPage: 0, pageCount: 1, direction: .rightToLeft) == 0.5)
    }
}
