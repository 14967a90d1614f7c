import Testing
import RectoCore

@Suite("Overview page shapes")
struct OverviewPageShapesTests {
    private let letter = Size(width: 612, height: 792)

    @Test("Untrimmed, each page has its own proportions and the cells the usual one")
    func whole() {
        let shapes = OverviewPageShapes(pageSizes: [letter, letter, Size(width: 792, height: 612)], trim: nil)
        #expect(abs(shapes.aspect(ofPage: 0) - 792.0 / 612) < 1e-9)
        #expect(abs(shapes.aspect(ofPage: 2) - 612.0 / 792) < 1e-9)
        #expect(abs(shapes.usual - 792.0 / 612) < 1e-9)
    }

    @Test("Trimmed, the pages and the cells take the crops' proportions, each side its own")
    func trimmed() {
        let trim = MarginTrim(odd: PageRect(x: 142, y: 234, width: 328, height: 316),
                              even: PageRect(x: 100, y: 234, width: 400, height: 316))
        let shapes = OverviewPageShapes(pageSizes: [letter, letter, letter], trim: trim)
        #expect(abs(shapes.aspect(ofPage: 0) - 316.0 / 328) < 1e-9)
        #expect(abs(shapes.aspect(ofPage: 1) - 316.0 / 400) < 1e-9)
        #expect(abs(shapes.usual - 316.0 / 328) < 1e-9)
        // A side without a crop is shown whole.
        let oddOnly = OverviewPageShapes(pageSizes: [letter, letter], trim: MarginTrim(odd: trim.odd, even: nil))
        #expect(abs(oddOnly.aspect(ofPage: 1) - 792.0 / 612) < 1e-9)
    }

    @Test("Unknown or degenerate sizes are drawn as A4, and slivers are clamped")
    func degenerate() {
        let shapes = OverviewPageShapes(pageSizes: [Size(width: 0, height: 0), Size(width: 1000, height: 10)],
                                        trim: nil)
        #expect(shapes.aspect(ofPage: 0) == OverviewPageShapes.fallback)
        #expect(shapes.aspect(ofPage: 1) == 0.3)
        #expect(OverviewPageShapes(pageSizes: [], trim: nil).usual == OverviewPageShapes.fallback)
        #expect(shapes.aspect(ofPage: 9) == shapes.usual)
    }
}
