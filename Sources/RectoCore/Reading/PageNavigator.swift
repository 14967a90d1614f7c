/// Where the reader is in a book and which pages are on screen: the page data source of the reader.
/// It answers "the page before" and "the page after" for one page at a time or for spreads, and never moves
/// past the first or last page.
public struct PageNavigator: Equatable, Sendable {
    /// Number of pages in the book; at least 1.
    public let pageCount: Int
    /// One page or two around a spine.
    public private(set) var layout: PageLayout
    /// The page the reader is on (zero-based). In a spread this is any page of the spread; `visiblePages`
    /// normalises it.
    public private(set) var currentPage: Int

    /// - Precondition: `pageCount >= 1`.
    public init(pageCount: Int, layout: PageLayout = .single, currentPage: Int = 0) {
        precondition(pageCount >= 1, "a navigator needs at least one page")
        self.pageCount = pageCount
        self.layout = layout
        self.currentPage = Self.clamp(currentPage, pageCount)
    }

    /// The pages on screen, in reading order (first page first).
    public var visiblePages: [Int] { Self.spread(containing: currentPage, layout: layout, pageCount: pageCount) }

    /// Whether a forward turn would move.
    public var canGoForward: Bool { visiblePages.last! < pageCount - 1 }

    /// Whether a backward turn would move.
    public var canGoBackward: Bool { visiblePages.first! > 0 }

    /// Whether the cover (first page) is on screen.
    public var isOnCover: Bool { visiblePages.first == 0 }

    /// Turns one page (or spread) forward. Returns the direction travelled, or nil at the end.
    @discardableResult
    public mutating func next() -> TurnDirection? {
        guard canGoForward else { return nil }
        currentPage = visiblePages.last! + 1
        return .forward
    }

    /// Turns one page (or spread) backward. Returns the direction travelled, or nil at the start.
    @discardableResult
    public mutating func previous() -> TurnDirection? {
        guard canGoBackward else { return nil }
        currentPage = Self.spread(containing: visiblePages.first! - 1, layout: layout, pageCount: pageCount).first!
        return .backward
    }

    /// Goes to `page` (clamped into the book). Returns the direction travelled, or nil when the same
    /// pages stay on screen.
    @discardableResult
    public mutating func go(to page: Int) -> TurnDirection? {
        let before = visiblePages
        let target = Self.clamp(page, pageCount)
        let after = Self.spread(containing: target, layout: layout, pageCount: pageCount)
        guard after != before else { return nil }
        currentPage = target
        return after.first! > before.first! ? .forward : .backward
    }

    /// Switches between single pages and spreads, keeping the current page on screen.
    public mutating func setLayout(_ newLayout: PageLayout) {
        layout = newLayout
    }

    /// The pages shown together with `page`. Spreads put the cover alone (on the right, as in print),
    /// then pairs 1–2, 3–4…; a last page without a partner stands alone.
    public static func spread(containing page: Int, layout: PageLayout, pageCount: Int) -> [Int] {
        let page = clamp(page, pageCount)
        guard layout == .spread, page > 0 else { return [page] }
        let left = page.isMultiple(of: 2) ? page - 1 : page
        return left + 1 < pageCount ? [left, left + 1] : [left]
    }

    private static func clamp(_ page: Int, _ count: Int) -> Int { min(max(page, 0), count - 1) }
}

extension PageNavigator {
    /// The pages on the two sides of the spine, in a left-to-right book's terms: the verso (left) and the
    /// recto (right). The cover stands alone as a recto, a last page without partner as a verso. In single
    /// layout the one page is the recto. Right-to-left books mirror this on screen.
    public var sides: (verso: Int?, recto: Int?) {
        let pages = visiblePages
        if pages.count == 2 { return (pages[0], pages[1]) }
        let page = pages[0]
        if layout == .spread, page > 0, !page.isMultiple(of: 2) { return (page, nil) }
        return (nil, page)
    }
}
