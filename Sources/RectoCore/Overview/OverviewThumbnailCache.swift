/// The overview's rendered thumbnails, bounded by the bytes they cost. Keyed by page and width in pixels, so
/// a size change renders anew while the old size stands in (scaled) until the new one arrives.
public struct OverviewThumbnailCache<Image> {
    /// A thumbnail's identity: its page and the pixel width it was rendered at.
    public struct Key: Hashable, Sendable {
        public var page: Int
        public var width: Int
        public init(page: Int, width: Int) {
            self.page = page
            self.width = width
        }
    }

    /// 24 MB: about 500 thumbnails at 120×170 px, several screens of the largest size.
    public static var defaultBudget: Int { 24 * 1024 * 1024 }

    private var cache: ByteBudgetCache<Key, Image>

    public init(budget: Int = defaultBudget) {
        cache = ByteBudgetCache(budget: budget)
    }

    /// What the thumbnails cost now, in bytes.
    public var totalCost: Int { cache.totalCost }
    /// The number of thumbnails kept.
    public var count: Int { cache.count }

    /// The bytes a thumbnail of `width`×`height` px costs (4 bytes a pixel, as cairo's ARGB32).
    public static func cost(width: Int, height: Int) -> Int { max(width, 1) * max(height, 1) * 4 }

    /// Keeps a rendered thumbnail, evicting the least recently shown ones beyond the budget.
    /// - Returns: the keys evicted.
    @discardableResult
    public mutating func insert(_ image: Image, page: Int, width: Int, height: Int) -> [Key] {
        cache.insert(image, cost: Self.cost(width: width, height: height), for: Key(page: page, width: width))
    }

    /// The thumbnail of `page` at `width`, marking it recently shown.
    public mutating func image(page: Int, width: Int) -> Image? {
        cache.value(for: Key(page: page, width: width))
    }

    /// Whether `page` is ready at `width`.
    public func isReady(page: Int, width: Int) -> Bool { cache.contains(Key(page: page, width: width)) }

    /// A thumbnail of `page` at any other width, to stand in while the right size renders.
    public func standIn(page: Int) -> Image? { cache.anyValue { $0.page == page } }

    /// Drops the thumbnails of other widths once the new size has been chosen and rendered around the view.
    public mutating func dropWidths(otherThan width: Int) {
        cache.removeAll { $0.width != width }
    }

    /// Drops `page`'s thumbnails of every width (it is painted differently now: a highlight added or removed).
    public mutating func remove(page: Int) {
        cache.removeAll { $0.page == page }
    }

    /// Drops everything (the overview closed, the book changed, the colour mode or the margins' crops changed).
    public mutating func removeAll() { cache.removeAll { _ in true } }
}
