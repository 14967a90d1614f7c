/// Trim Margins (#29): the part of each page shown when the margins are trimmed, one crop for the odd pages
/// (rectos) and one for the even pages (versos), each the union of the content boxes of a sample of pages of
/// that side with some padding, so the text stays put from page to page instead of jumping with each page's
/// own content. Crops are in page points, top-left origin. Codable: stored with the book's reading state, so
/// a book reopened trimmed shows trimmed at once.
public struct MarginTrim: Hashable, Sendable, Codable {
    /// Points left around the content, so that text is not cut flush at its ink.
    public static let padding = 8.0
    /// The most pages whose content boxes are read (poppler draws each page once to find its box).
    public static let sampleLimit = 12
    /// A crop smaller than this share of its page on either side is taken for damage and not used.
    static let smallestShare = 0.1

    /// The crop of the odd pages (page 1, 3…: indexes 0, 2…), if any.
    public var odd: PageRect?
    /// The crop of the even pages (page 2, 4…: indexes 1, 3…), if any.
    public var even: PageRect?

    public init(odd: PageRect?, even: PageRect?) {
        self.odd = odd
        self.even = even
    }

    /// The page indexes whose content boxes make the crops: spread evenly over the book, at most `sampleLimit`,
    /// the cover (index 0) left out when there are other pages (its picture runs to the edges).
    public static func samplePages(pageCount: Int) -> [Int] {
        guard pageCount > 0 else { return [] }
        let first = pageCount > 1 ? 1 : 0
        let available = pageCount - first
        let count = min(available, sampleLimit)
        // Evenly spaced, taking as many odd as even pages where possible.
        var pages: [Int] = []
        for index in 0..<count {
            let page = first + (index * available) / count
            if pages.last != page { pages.append(page) }
        }
        return pages
    }

    /// The crops from the content boxes read (`boxes`, by page index; an empty page has none) on pages of
    /// `pageSizes` (by index): each side's union, padded, clamped to the smallest of its pages, both sides
    /// sharing one top and bottom. A side without a box, or whose crop would be degenerate, is nil (shown whole).
    public init(boxes: [Int: PageRect], pageSizes: [Int: Size]) {
        func crop(onOddPages odd: Bool) -> PageRect? {
            let side = boxes.filter { ($0.key % 2 == 0) == odd }
            var union: PageRect?
            var limit: Size?
            for (page, box) in side {
                guard let size = pageSizes[page], size.width > 0, size.height > 0,
                      box.width > 0, box.height > 0, [box.x, box.y, box.width, box.height].allSatisfy(\.isFinite)
                else { continue }
                union = union.map { $0.union(box) } ?? box
                limit = limit.map {
                    Size(width: min($0.width, size.width), height: min($0.height, size.height))
                } ?? size
            }
            guard let union, let limit else { return nil }
            let x = max(union.x - Self.padding, 0), y = max(union.y - Self.padding, 0)
            let right = min(union.x + union.width + Self.padding, limit.width)
            let bottom = min(union.y + union.height + Self.padding, limit.height)
            guard right - x >= limit.width * Self.smallestShare, bottom - y >= limit.height * Self.smallestShare
            else { return nil }
            return PageRect(x: x, y: y, width: right - x, height: bottom - y)
        }
        var odd = crop(onOddPages: true), even = crop(onOddPages: false)
        // Both sides share their top and bottom, so that the two pages of a spread stand level and the text
        // does not move up or down from page to page; left and right stay each side's own (the inner margins).
        if let left = odd, let right = even {
            let top = min(left.y, right.y), bottom = max(left.y + left.height, right.y + right.height)
            odd = PageRect(x: left.x, y: top, width: left.width, height: bottom - top)
            even = PageRect(x: right.x, y: top, width: right.width, height: bottom - top)
        }
        self.init(odd: odd, even: even)
    }

    /// The part of `page` (index) shown, clamped to its `pageSize`; nil for the whole page.
    public func crop(forPage page: Int, pageSize: Size? = nil) -> PageRect? {
        guard let crop = page % 2 == 0 ? odd : even else { return nil }
        guard let size = pageSize else { return crop }
        let x = min(crop.x, size.width), y = min(crop.y, size.height)
        let width = min(crop.width, size.width - x), height = min(crop.height, size.height - y)
        guard width > 1, height > 1 else { return nil }
        return PageRect(x: x, y: y, width: width, height: height)
    }

    /// Whether it trims anything at all.
    public var isEmpty: Bool { odd == nil && even == nil }
}
