import Testing
import RectoCore

@Suite("The page hit test: which page and point is under the pointer")
struct PageHitTestTests {
    private let letter = Size(width: 612, height: 792)

    /// A spread in a view of 1400 × 792 pixels, laid out as the paged view does: two halves in the reading
    /// direction (the verso on the right in a right-to-left book), each page placed in its half against the
    /// spine (the spine at x = 700), rendered at half its size in points and fitted 1:1 to a point.
    private func spread(verso: Int, recto: Int, direction: ReadingDirection) -> PageHitTest {
        let rendered = Size(width: 306, height: 396)
        let left = PageRect(x: 0, y: 0, width: 700, height: 792)
        let right = PageRect(x: 700, y: 0, width: 700, height: 792)
        let (versoHalf, rectoHalf) = direction == .leftToRight ? (left, right) : (right, left)
        func shown(_ page: Int, in half: PageRect, _ alignment: PageAlignment) -> PageHitTest.Shown {
            let placed = alignment.place(rendered, in: Size(width: half.width, height: half.height))
            let drawn = PageRect(x: half.x + placed.x, y: half.y + placed.y, width: placed.width, height: placed.height)
            return PageHitTest.Shown(page: page, placement: PagePlacement(drawn: drawn, pageSize: letter))
        }
        return PageHitTest([
            shown(verso, in: versoHalf, .verso(layout: .spread, direction: direction)),
            shown(recto, in: rectoHalf, .recto(layout: .spread, direction: direction)),
        ])
    }

    @Test("In a left-to-right spread the verso is left of the spine and the recto right of it, both touching it")
    func spreadLeftToRight() {
        let hits = spread(verso: 4, recto: 5, direction: .leftToRight)
        #expect(hits.point(atX: 699, y: 396) == PagePoint(page: 4, x: 611, y: 396))
        #expect(hits.point(atX: 701, y: 10) == PagePoint(page: 5, x: 1, y: 10))
        // The outer margins are no page; a selection started there takes the page beside it.
        #expect(hits.point(atX: 50, y: 10) == nil && hits.point(atX: 1350, y: 10) == nil)
        #expect(hits.nearestPoint(atX: 50, y: 10) == PagePoint(page: 4, x: 0, y: 10))
        #expect(hits.nearestPoint(atX: 1350, y: 10) == PagePoint(page: 5, x: 612, y: 10))
    }

    @Test("In a right-to-left spread the verso is right of the spine")
    func spreadRightToLeft() {
        let hits = spread(verso: 4, recto: 5, direction: .rightToLeft)
        #expect(hits.point(atX: 100, y: 100) == PagePoint(page: 5, x: 12, y: 100))
        #expect(hits.point(atX: 1300, y: 100) == PagePoint(page: 4, x: 600, y: 100))
        #expect(hits.point(atX: 699, y: 100)?.page == 5 && hits.point(atX: 701, y: 100)?.page == 4)
        #expect(hits.point(atX: 1350, y: 100) == nil)
    }

    @Test("A single page is centred in the view; beside it there is no page, but the nearest one is its edge")
    func singleCentred() {
        let alignment = PageAlignment.verso(layout: .single, direction: .rightToLeft)
        #expect(alignment == .centre)
        let drawn = alignment.place(Size(width: 306, height: 396), in: Size(width: 1000, height: 396))
        #expect(drawn == PageRect(x: 347, y: 0, width: 306, height: 396))
        let hits = PageHitTest([.init(page: 0, placement: PagePlacement(drawn: drawn, pageSize: letter))])
        #expect(hits.point(atX: 100, y: 100) == nil)
        #expect(hits.nearestPoint(atX: 100, y: 100) == PagePoint(page: 0, x: 0, y: 200))
        #expect(hits.point(atX: 100, y: 100, onPage: 0) == PagePoint(page: 0, x: 0, y: 200))
        #expect(hits.point(atX: 100, y: 100, onPage: 1) == nil)
    }

    @Test("Zoomed and scrolled, the page is larger than the view and its point follows the scroll")
    func zoomed() {
        // At 200 % the page is drawn 1224 × 1584 pixels, scrolled 300 across and 400 down.
        let placement = PagePlacement(drawn: PageRect(x: -300, y: -400, width: 1224, height: 1584), pageSize: letter)
        let hits = PageHitTest([.init(page: 7, placement: placement)])
        #expect(hits.point(atX: 0, y: 0) == PagePoint(page: 7, x: 150, y: 200))
        #expect(hits.point(atX: 100, y: 50) == PagePoint(page: 7, x: 200, y: 225))
    }

    @Test("Trimmed, a point maps through the crop, and the trimmed margin is no page")
    func trimmed() {
        // The crop, 412 × 592 points from (100, 100), is drawn 1:1 at (50, 0).
        let placement = PagePlacement(drawn: PageRect(x: 50, y: 0, width: 412, height: 592),
                                      shown: PageRect(x: 100, y: 100, width: 412, height: 592), pageSize: letter)
        let hits = PageHitTest([.init(page: 2, placement: placement)])
        #expect(hits.point(atX: 50, y: 0) == PagePoint(page: 2, x: 100, y: 100))
        #expect(hits.point(atX: 10, y: 0) == nil)
        // A drag past the crop is kept at its edge, not in the margin that is not drawn.
        #expect(hits.point(atX: 10, y: 700, onPage: 2) == PagePoint(page: 2, x: 100, y: 692))
    }

    @Test("In the continuous strip a point between two pages goes to the nearer one")
    func stripGap() {
        let top = PagePlacement(drawn: PageRect(x: 100, y: -500, width: 612, height: 792), pageSize: letter)
        let below = PagePlacement(drawn: PageRect(x: 100, y: 302, width: 612, height: 792), pageSize: letter)
        let hits = PageHitTest([.init(page: 10, placement: top), .init(page: 11, placement: below)])
        #expect(hits.point(atX: 400, y: 600) == PagePoint(page: 11, x: 300, y: 298))
        #expect(hits.point(atX: 400, y: 295) == nil)
        #expect(hits.nearestPoint(atX: 400, y: 295) == PagePoint(page: 10, x: 300, y: 792))
        #expect(hits.nearestPoint(atX: 400, y: 300) == PagePoint(page: 11, x: 300, y: 0))
        // Beside the strip, level with the second page: that page, at its left edge.
        #expect(hits.nearestPoint(atX: 20, y: 700) == PagePoint(page: 11, x: 0, y: 398))
    }

    @Test("With no page on screen, or one not drawn yet, nothing is hit")
    func nothingShown() {
        #expect(PageHitTest([]).nearestPoint(atX: 1, y: 1) == nil)
        let degenerate = PagePlacement(drawn: PageRect(x: 0, y: 0, width: 0, height: 0), pageSize: letter)
        #expect(PageHitTest([.init(page: 0, placement: degenerate)]).nearestPoint(atX: 1, y: 1) == nil)
    }
}
