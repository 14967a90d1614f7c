import Testing
import RectoCore

@Suite("Page placement: page points to the screen through a crop")
struct PagePlacementTests {
    @Test("A whole page maps as a plain scale")
    func wholePage() {
        let placement = PagePlacement(drawn: PageRect(x: 10, y: 20, width: 306, height: 396),
                                      pageSize: Size(width: 612, height: 792))
        #expect(placement.widgetRect(of: PageRect(x: 100, y: 200, width: 50, height: 10))
            == PageRect(x: 60, y: 120, width: 25, height: 5))
        let point = placement.pagePoint(x: 60, y: 120)
        #expect(point?.x == 100 && point?.y == 200)
    }

    @Test("A cropped page maps through its crop, both ways")
    func cropped() {
        // The shown part, 400 × 500 points from (100, 50), is drawn twice as large at (0, 0).
        let placement = PagePlacement(drawn: PageRect(x: 0, y: 0, width: 800, height: 1000),
                                      shown: PageRect(x: 100, y: 50, width: 400, height: 500),
                                      pageSize: Size(width: 612, height: 792))
        let word = PageRect(x: 150, y: 75, width: 40, height: 10)
        let onScreen = placement.widgetRect(of: word)
        #expect(onScreen == PageRect(x: 100, y: 50, width: 80, height: 20))
        let back = placement.pagePoint(x: onScreen.x + 1, y: onScreen.y + 1)
        #expect(back.map { word.contains(x: $0.x, y: $0.y) } == true)
        // The trimmed margin is off the drawn part: no page point there, but clamped to the crop's edge.
        #expect(placement.pagePoint(x: -5, y: 10) == nil)
        let edge = placement.clampedPagePoint(x: -5, y: 10)
        #expect(edge?.x == 100 && edge?.y == 55)
    }

    @Test("A destination's share of the page lands where it is drawn in the crop")
    func share() {
        // 400 × 500 points from (100, 100) of a 600 × 800 page, drawn at its own size 30 pixels down.
        let placement = PagePlacement(drawn: PageRect(x: 0, y: 30, width: 400, height: 500),
                                      shown: PageRect(x: 100, y: 100, width: 400, height: 500),
                                      pageSize: Size(width: 600, height: 800))
        #expect(placement.widgetY(ofShare: 0.5) == 30 + 300)
        #expect(placement.widgetY(ofShare: 0.05) == 30, "a destination in the top margin goes to the crop's top")
        #expect(placement.widgetY(ofShare: 1) == 530)
        let whole = PagePlacement(drawn: PageRect(x: 0, y: 10, width: 300, height: 400),
                                  pageSize: Size(width: 600, height: 800))
        #expect(whole.widgetY(ofShare: 0.25) == 110)
    }

    @Test("A degenerate placement maps no point")
    func degenerate() {
        let placement = PagePlacement(drawn: PageRect(x: 0, y: 0, width: 0, height: 0),
                                      pageSize: Size(width: 100, height: 100))
        #expect(placement.clampedPagePoint(x: 0, y: 0) == nil)
    }
}
