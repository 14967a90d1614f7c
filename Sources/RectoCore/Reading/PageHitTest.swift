/// Which page, and which point on it, is under the pointer: the pages on screen, each with where it is drawn in
/// the page area (`PagePlacement`, so zoom, scrolling and a trimmed crop are already in it), asked for a point
/// of that area. The paged view (one page or a spread, either direction) and the continuous strip give their
/// pages' places; the choosing is done here, the same for both.
public struct PageHitTest: Equatable, Sendable {
    /// A page on screen and where it is drawn.
    public struct Shown: Equatable, Sendable {
        public let page: Int
        public let placement: PagePlacement

        public init(page: Int, placement: PagePlacement) {
            self.page = page
            self.placement = placement
        }
    }

    /// The pages on screen, in the order they were given.
    public let pages: [Shown]

    public init(_ pages: [Shown]) { self.pages = pages }

    /// Where `page` is drawn, when it is on screen.
    public func placement(of page: Int) -> PagePlacement? { pages.first { $0.page == page }?.placement }

    /// The page drawn under (`x`, `y`) and the point on it; nil off every page (in a margin, a gutter, a
    /// trimmed-away part).
    public func point(atX x: Double, y: Double) -> PagePoint? {
        for shown in pages {
            if let point = shown.placement.pagePoint(x: x, y: y) {
                return PagePoint(page: shown.page, x: point.x, y: point.y)
            }
        }
        return nil
    }

    /// The point of `page` under (`x`, `y`), taken at the page's nearest edge when the point is off it (a drag
    /// that runs past the page keeps selecting on it); nil when the page is not on screen.
    public func point(atX x: Double, y: Double, onPage page: Int) -> PagePoint? {
        guard let placement = placement(of: page), let point = placement.clampedPagePoint(x: x, y: y) else {
            return nil
        }
        return PagePoint(page: page, x: point.x, y: point.y)
    }

    /// The page under (`x`, `y`), or else the page drawn nearest to it, at its nearest edge (a selection may
    /// start in the margin beside a page, in a spread's gutter or between the strip's pages); nil with no page
    /// on screen.
    public func nearestPoint(atX x: Double, y: Double) -> PagePoint? {
        if let hit = point(atX: x, y: y) { return hit }
        let usable = pages.filter { $0.placement.clampedPagePoint(x: x, y: y) != nil }
        let distance = { (shown: Shown) in Self.distance(shown.placement.drawn, x, y) }
        guard let nearest = usable.min(by: { distance($0) < distance($1) }) else { return nil }
        return point(atX: x, y: y, onPage: nearest.page)
    }

    /// The square of the distance from (`x`, `y`) to `rect` (0 inside it).
    private static func distance(_ rect: PageRect, _ x: Double, _ y: Double) -> Double {
        let dx = x - min(max(x, rect.x), rect.x + rect.width)
        let dy = y - min(max(y, rect.y), rect.y + rect.height)
        return dx * dx + dy * dy
    }
}
