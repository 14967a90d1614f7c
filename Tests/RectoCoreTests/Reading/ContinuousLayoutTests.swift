import Testing
import RectoCore

@Suite("Continuous layout")
struct ContinuousLayoutTests {
    let a4 = Size(width: 595, height: 842)
    let landscape = Size(width: 842, height: 595)

    func uniform(_ count: Int, layout: PageLayout = .single, width: Double = 595) -> ContinuousLayout {
        ContinuousLayout(pageSizes: [a4], pageCount: count, layout: layout, width: width)
    }

    @Test("Single pages stack one a row at their fitted height plus the gap")
    func singleRows() {
        let strip = uniform(304)
        #expect(strip.rowCount == 304)
        #expect(strip.height(ofRow: 0) == 842 + ContinuousLayout.gap)
        #expect(strip.offset(ofRow: 100) == 100 * (842 + ContinuousLayout.gap))
        #expect(strip.totalHeight == 304 * (842 + ContinuousLayout.gap))
        #expect(strip.pages(inRow: 12) == [12])
        #expect(strip.row(ofPage: 12) == 12)
        #expect(strip.pageFrames(inRow: 3).map(\.frame) == [PageRect(x: 0, y: 0, width: 595, height: 842)])
    }

    @Test("Spreads group the cover alone, then pairs, as the paged view does", arguments: [1, 2, 3, 4, 5, 304])
    func spreadRows(pageCount: Int) {
        let strip = uniform(pageCount, layout: .spread, width: 1190)
        var seen: [[Int]] = []
        for row in 0..<strip.rowCount { seen.append(strip.pages(inRow: row)) }
        var navigator = PageNavigator(pageCount: pageCount, layout: .spread)
        var spreads = [navigator.visiblePages]
        while navigator.next() != nil { spreads.append(navigator.visiblePages) }
        #expect(seen == spreads)
        for page in 0..<pageCount { #expect(strip.pages(inRow: strip.row(ofPage: page)).contains(page)) }
    }

    @Test("In a spread the pages touch the spine, the cover on the right; right-to-left mirrors it")
    func spreadFrames() {
        let strip = uniform(4, layout: .spread, width: 1000)
        #expect(strip.columnWidth == 500)
        let height: Double = (500 * 842 / 595.0).rounded()
        #expect(strip.pageFrames(inRow: 0).map(\.frame) == [PageRect(x: 500, y: 0, width: 500, height: height)])
        #expect(strip.pageFrames(inRow: 1).map(\.frame.x) == [0, 500])
        #expect(strip.pageFrames(inRow: 2).map(\.page) == [3])
        #expect(strip.pageFrames(inRow: 2).map(\.frame.x) == [0])
        let mirrored = ContinuousLayout(pageSizes: [a4], pageCount: 4, layout: .spread, direction: .rightToLeft,
                                        width: 1000)
        #expect(mirrored.pageFrames(inRow: 0).map(\.frame.x) == [0])
        #expect(mirrored.pageFrames(inRow: 1).map(\.frame.x) == [500, 0])
    }

    @Test("Pages of other shapes get their own heights, and offsets are their running sum")
    func mixedSizes() {
        let strip = ContinuousLayout(pageSizes: [a4, landscape, a4], pageCount: 3, layout: .single, width: 842)
        let tall: Double = (842 * 842 / 595.0).rounded()
        #expect(strip.height(ofRow: 0) == tall + ContinuousLayout.gap)
        #expect(strip.height(ofRow: 1) == 595 + ContinuousLayout.gap)
        #expect(strip.offset(ofRow: 2) == tall + 595 + 2 * ContinuousLayout.gap)
        #expect(strip.row(atOffset: tall + ContinuousLayout.gap + 1) == 1)
        let spread = ContinuousLayout(pageSizes: [a4, a4, landscape], pageCount: 3, layout: .spread, width: 1190)
        // A row is as tall as its tallest page; the shorter one is centred in it.
        #expect(spread.height(ofRow: 1) == 842 + ContinuousLayout.gap)
        let short: Double = (595 * 595 / 842.0).rounded()
        let centred: Double = ((842 - short) / 2).rounded(.down)
        #expect(spread.pageFrames(inRow: 1)[1].frame.y == centred)
    }

    @Test("Unknown or unusable sizes take the first usable size, else A4; bad widths are clamped")
    func badInput() {
        let nan = Size(width: .nan, height: 10)
        let strip = ContinuousLayout(pageSizes: [nan, landscape, Size(width: 0, height: 5)], pageCount: 5,
                                     layout: .single, width: 842)
        #expect(strip.rowCount == 5)
        for row in 0..<5 { #expect(strip.height(ofRow: row) == 595 + ContinuousLayout.gap) }
        let none = ContinuousLayout(pageSizes: [], pageCount: 0, layout: .spread, width: .infinity)
        #expect(none.pageCount == 1 && none.rowCount == 1)
        #expect(none.width == 1)
        #expect(ContinuousLayout(pageSizes: [], pageCount: 2, layout: .single, width: -5).width == 1)
        #expect(none.row(atOffset: .nan) == 0)
        #expect(none.row(atOffset: -100) == 0)
        #expect(none.row(atOffset: 1e300) == 0)
    }

    @Test("The row at an offset is found at every row boundary of a long book")
    func rowAtOffset() {
        let sizes = (0..<2415).map { $0.isMultiple(of: 7) ? landscape : a4 }
        let strip = ContinuousLayout(pageSizes: sizes, pageCount: 2415, layout: .single, width: 600)
        for row in stride(from: 0, to: 2415, by: 13) {
            let top = strip.offset(ofRow: row)
            #expect(strip.row(atOffset: top) == row)
            #expect(strip.row(atOffset: top + strip.height(ofRow: row) - 0.25) == row)
            if row > 0 { #expect(strip.row(atOffset: top - 0.25) == row - 1) }
        }
        #expect(strip.row(atOffset: strip.totalHeight + 50) == 2414)
    }

    @Test("The current page is the one covering most of the view; the upper one on a tie")
    func currentPage() {
        let strip = uniform(10, width: 595) // rows 850 tall
        #expect(strip.currentPage(offset: 0, viewportHeight: 600) == 0)
        #expect(strip.currentPage(offset: 400, viewportHeight: 600) == 0) // 450 of row 0, 150 of row 1
        #expect(strip.currentPage(offset: 600, viewportHeight: 600) == 1) // 250 of row 0, 350 of row 1
        #expect(strip.currentPage(offset: 550, viewportHeight: 600) == 0) // 300 each: the upper
        #expect(strip.currentPage(offset: 850 * 4, viewportHeight: 600) == 4)
        #expect(strip.visibleRows(offset: 850, viewportHeight: 850) == 1...1)
        #expect(strip.visibleRows(offset: 800, viewportHeight: 100) == 0...1)
    }

    @Test("Scrolled to the end, the last page is current even when the rows above show more of it")
    func currentAtEnd() {
        let strip = ContinuousLayout(pageSizes: [landscape], pageCount: 6, layout: .single, width: 842)
        // Rows are 603 tall; a view of 1500 shows the last two and a half rows whole.
        let end = strip.maximumOffset(viewportHeight: 1500)
        #expect(strip.currentPage(offset: end, viewportHeight: 1500) == 5)
        #expect(strip.currentPage(offset: 0, viewportHeight: 1500) == 0)
        #expect(ContinuousLayout(pageSizes: [a4], pageCount: 1, layout: .single, width: 10)
            .currentPage(offset: 0, viewportHeight: 1500) == 0)
    }

    @Test("A page is shown from its row's top, a link's point within it, inside the scroll range")
    func offsetToShow() {
        let strip = uniform(10, layout: .spread, width: 1190) // rows 850 tall: [0] [1,2] … [9]
        #expect(strip.offset(toShow: 2, viewportHeight: 600) == 850)
        #expect(strip.offset(toShow: 1, share: 0.5, viewportHeight: 600) == 850 + 421)
        #expect(strip.offset(toShow: 9, viewportHeight: 600) == 850 * 5)
        #expect(strip.offset(toShow: 9, viewportHeight: 1000) == strip.maximumOffset(viewportHeight: 1000))
        #expect(strip.offset(toShow: -4, viewportHeight: 600) == 0)
        #expect(strip.offset(toShow: 3, share: .nan, viewportHeight: 600) == 1700)
    }

    @Test("Page Down and Space move a screen, Page Up back, Home and End to the ends; arrows are not scrolls")
    func keyScrolls() {
        let strip = uniform(10) // 8500 tall
        #expect(strip.scrollTarget(for: .next, from: 0, viewportHeight: 700) == 700)
        #expect(strip.scrollTarget(for: .next, from: 7500, viewportHeight: 700) == 7800)
        #expect(strip.scrollTarget(for: .previous, from: 1000, viewportHeight: 700) == 300)
        #expect(strip.scrollTarget(for: .previous, from: 300, viewportHeight: 700) == 0)
        #expect(strip.scrollTarget(for: .first, from: 3000, viewportHeight: 700) == 0)
        #expect(strip.scrollTarget(for: .last, from: 0, viewportHeight: 700) == 7800)
        #expect(strip.scrollTarget(for: .right, from: 0, viewportHeight: 700) == nil)
        #expect(strip.scrollTarget(for: .left, from: 0, viewportHeight: 700) == nil)
    }

    @Test("A place in the strip survives a new width and a switch to spreads")
    func anchors() {
        let narrow = uniform(100, width: 595)
        let anchor = narrow.anchor(atOffset: 850 * 40 + 425)
        #expect(anchor == ContinuousLayout.Anchor(row: 40, share: 0.5))
        let wide = uniform(100, width: 1190)
        #expect(wide.offset(of: anchor, viewportHeight: 800) == wide.offset(ofRow: 40) + wide.height(ofRow: 40) / 2)
        let spreads = uniform(100, layout: .spread, width: 1190)
        let moved = spreads.anchor(anchor, from: narrow)
        #expect(spreads.pages(inRow: moved.row).contains(40))
        #expect(narrow.offset(of: ContinuousLayout.Anchor(row: 500, share: .nan), viewportHeight: 800)
            == narrow.offset(ofRow: 99))
        #expect(narrow.offset(of: ContinuousLayout.Anchor(row: 99, share: 1), viewportHeight: 800)
            == narrow.maximumOffset(viewportHeight: 800))
    }

    @Test("A zoom keeps the point under the pointer where it was in the view, within the scrollable range")
    func zoomKeepsPoint() {
        let fitted = uniform(100, width: 595)
        // The pointer 300 px down the view, the view's top at row 10's top: the point is 300 px into row 10.
        let pointer = 300.0, top = fitted.offset(ofRow: 10)
        let anchor = fitted.anchor(atOffset: top + pointer)
        let zoomed = uniform(100, width: 1190)
        let offset = zoomed.offset(placing: anchor, atViewY: pointer, viewportHeight: 800)
        // Twice as wide, the rows are twice as tall (the gap aside): the same point of row 10 is under the pointer.
        #expect(abs(zoomed.anchor(atOffset: offset + pointer).share - anchor.share) < 1e-9)
        #expect(zoomed.anchor(atOffset: offset + pointer).row == 10)
        #expect(offset > top)
        // Near the top the view cannot scroll above the strip; near the end, not past it.
        #expect(zoomed.offset(placing: fitted.anchor(atOffset: 10), atViewY: pointer, viewportHeight: 800) == 0)
        #expect(zoomed.offset(placing: ContinuousLayout.Anchor(row: 99, share: 1), atViewY: 0, viewportHeight: 800)
            == zoomed.maximumOffset(viewportHeight: 800))
        #expect(zoomed.offset(placing: anchor, atViewY: .nan, viewportHeight: 800).isFinite)
    }

    @Test("The plan renders the rows on screen, two ahead and one behind, at their size in the strip")
    func renderPlan() {
        let strip = uniform(2415, width: 595)
        let plan = strip.renderPlan(offset: 850 * 100 + 500, viewportHeight: 700, scaleFactor: 2)
        #expect(plan.visible.map(\.page) == [100, 101])
        #expect(plan.prefetch.map(\.page) == [102, 103, 99])
        #expect(plan.visible[0] == RenderRequest(page: 100, boxWidth: 1190, boxHeight: 1684))
        let start = strip.renderPlan(offset: 0, viewportHeight: 700, scaleFactor: 1)
        #expect(start.visible.map(\.page) == [0])
        #expect(start.prefetch.map(\.page) == [1, 2])
        let end = strip.renderPlan(offset: strip.maximumOffset(viewportHeight: 700), viewportHeight: 700, scaleFactor: 1)
        #expect(end.visible.map(\.page) == [2414])
        #expect(end.prefetch.map(\.page) == [2413])
        let spreads = uniform(9, layout: .spread, width: 1190).renderPlan(offset: 850, viewportHeight: 700, scaleFactor: 1)
        #expect(spreads.visible.map(\.page) == [1, 2])
        #expect(spreads.prefetch.map(\.page) == [3, 4, 5, 6, 0])
    }
}
