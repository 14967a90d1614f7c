/// The proportions (height over width) the overview draws its pages in: each page's own, or its crop's when the
/// margins are trimmed, so a thumbnail and the blank paper standing in for it have the shape the paged view
/// shows; and the book's usual one, which sets the cells' height (odd pages fit inside).
public struct OverviewPageShapes: Equatable, Sendable {
    /// A page whose size is unknown or degenerate is drawn as A4.
    public static let fallback = 1.414

    /// By page index.
    public let aspects: [Double]
    /// The median proportion: the book's usual page.
    public let usual: Double

    /// The shapes of pages of `pageSizes` (points, by index), cropped by `trim` when it is given.
    public init(pageSizes: [Size], trim: MarginTrim?) {
        aspects = pageSizes.enumerated().map { page, size in
            let shown = trim?.crop(forPage: page, pageSize: size).map { Size(width: $0.width, height: $0.height) }
                ?? size
            guard shown.width > 0, shown.height > 0 else { return Self.fallback }
            // Clamped, so a sliver of a page (a banner, a ruler) still gets a cell one can see and click.
            return min(max(shown.height / shown.width, 0.3), 3)
        }
        usual = aspects.isEmpty ? Self.fallback : aspects.sorted()[aspects.count / 2]
    }

    /// The proportion of `page`; the usual one for a page out of range.
    public func aspect(ofPage page: Int) -> Double { aspects.indices.contains(page) ? aspects[page] : usual }
}
