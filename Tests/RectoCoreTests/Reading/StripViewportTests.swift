import Testing
import RectoCore

@Suite("The strip's view: its width for a zoom, the point kept through a zoom, the keys' scrolls")
struct StripViewportTests {
    private let a4 = Size(width: 600, height: 800)

    private func strip(width: Double, pages: Int = 20, layout: PageLayout = .single,
                       direction: ReadingDirection = .leftToRight) -> ContinuousLayout {
        ContinuousLayout(pageSizes: [a4], pageCount: pages, layout: layout, direction: direction, width: width)
    }

    @Test func theStripIsTheViewsWidthTimesTheZoomInWholePixels() {
        let view = StripViewport(width: 601, height: 500)
        #expect(view.stripWidth(zoom: Zoom()) == 601)
        #expect(view.stripWidth(zoom: Zoom(factor: 1.25)) == 751)
        #expect(view.stripWidth(zoom: Zoom(factor: 0.5)) == 300)
    }

    @Test func aZoomKeepsThePointUnderThePointerWhereItIs() {
        // Page rows 800 + 8 tall at 600 wide; the pointer 100 px down the view, the view 1,000 px down the strip.
        let old = strip(width: 600), new = strip(width: 1200)
        let view = StripViewport(width: 600, height: 500, offset: 1000, pointer: .init(x: 300, y: 100))
        let place = view.zoomed(from: old, to: new)
        // 1,100 px down the old strip is row 1, 292/808 of the way: twice as tall now, and still 100 px down.
        let expected = new.offset(ofRow: 1) + (1100 - old.offset(ofRow: 1)) / 808 * new.height(ofRow: 1) - 100
        #expect(abs(place.offset - expected) < 0.001)
        // Sideways, the middle of the strip stays under the pointer: the strip is twice as wide, scrolled by 300.
        #expect(place.horizontal == 300)
    }

    @Test func withoutThePointerAZoomKeepsTheViewsCentre() {
        let old = strip(width: 600), new = strip(width: 300)
        let view = StripViewport(width: 600, height: 500, offset: 808 * 3)
        let place = view.zoomed(from: old, to: new)
        let anchor = old.anchor(atOffset: 808 * 3 + 250)
        #expect(place.offset == new.offset(placing: anchor, atViewY: 250, viewportHeight: 500))
        // Narrower than the view, the strip is centred and cannot scroll sideways.
        #expect(place.horizontal == 0)
    }

    @Test func theArrowsStepAndThePageKeysScrollAScreenWithinTheStrip() {
        let layout = strip(width: 600, pages: 3) // 2,424 px tall
        let top = StripViewport(width: 600, height: 500, offset: 20)
        #expect(top.target(for: .stepUp, in: layout) == 0)
        #expect(top.target(for: .stepDown, in: layout) == 20 + StripViewport.arrowStep)
        #expect(top.target(for: .screen(.next), in: layout) == 520)
        #expect(top.target(for: .screen(.left), in: layout) == nil)
        let bottom = StripViewport(width: 600, height: 500, offset: layout.maximumOffset(viewportHeight: 500) - 10)
        #expect(bottom.target(for: .stepDown, in: layout) == layout.maximumOffset(viewportHeight: 500))
    }

    @Test func spreadsOrADirectionRelayTheStripAZoomResizesItAndElseItFollows() {
        let layout = strip(width: 600)
        #expect(layout.following(layout: .spread, direction: .leftToRight, width: 600) == .relayout)
        #expect(layout.following(layout: .single, direction: .rightToLeft, width: 600) == .relayout)
        #expect(layout.following(layout: .single, direction: .leftToRight, width: 750) == .zoom)
        #expect(layout.following(layout: .single, direction: .leftToRight, width: 600) == .follow)
    }

    @Test func trimmedPagesAreTheirCropsAndALinksPlaceIsFoundWithinTheCrop() {
        let trim = MarginTrim(odd: PageRect(x: 50, y: 100, width: 500, height: 600), even: nil)
        let sizes = [a4, a4, a4]
        #expect(ContinuousLayout.shownSizes(sizes, trim: nil) == sizes)
        #expect(ContinuousLayout.shownSizes(sizes, trim: trim) == [Size(width: 500, height: 600), a4,
                                                                    Size(width: 500, height: 600)])
        // Half way down the whole page (400) is 300 of the crop's 600 below its top at 100.
        #expect(trim.shareShown(0.5, ofPage: 0, pageSizes: sizes) == 0.5)
        #expect(trim.shareShown(0.1, ofPage: 0, pageSizes: sizes) == 0) // above the crop: its top
        #expect(trim.shareShown(0.25, ofPage: 1, pageSizes: sizes) == 0.25) // an uncropped page
        #expect(trim.shareShown(0.25, ofPage: 7, pageSizes: sizes) == 0.25) // no such page
    }
}
