/// The book as one vertical strip of rows for continuous scrolling: one page a row, or a spread a row (the
/// cover alone, then pairs, as `PageNavigator` groups them). Pages are fitted to the strip's width (each page
/// of a spread to half of it) and keep their own aspect; rows are whole logical pixels tall, with a gap below
/// each, so the list view's rows and these offsets agree to the pixel.
///
/// Offsets are prefix sums built once per width or page-size change (linear in the pages); every question
/// asked while scrolling (which rows are on screen, which page is current, where a page starts) is a lookup
/// or a binary search, so a frame's work does not grow with the book.
public struct ContinuousLayout: Equatable, Sendable {
    /// The space between rows, in logical pixels.
    public static let gap = 8.0
    /// The shape used for a page whose size is unknown or unusable (A4).
    public static let fallbackPageSize = Size(width: 595, height: 842)

    public let pageCount: Int
    public let layout: PageLayout
    public let direction: ReadingDirection
    /// The strip's width, in logical pixels.
    public let width: Double
    /// Page sizes in points, one per page, each usable (finite and positive).
    private let pageSizes: [Size]
    /// `starts[r]` is the offset of row `r`'s top; the last entry is the strip's height.
    private let starts: [Double]

    /// - Parameters:
    ///   - pageSizes: the size of each page in points; missing or unusable entries take the first usable
    ///     size (else A4). The book has `max(pageCount, 1)` pages.
    public init(pageSizes: [Size], pageCount: Int, layout: PageLayout, direction: ReadingDirection = .leftToRight,
                width: Double) {
        let count = max(pageCount, 1)
        self.pageCount = count
        self.layout = layout
        self.direction = direction
        self.width = width.isFinite ? min(max(width.rounded(.down), 1), 1_048_576) : 1
        func usable(_ size: Size) -> Bool {
            size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
        }
        let fallback = pageSizes.first(where: usable) ?? Self.fallbackPageSize
        let sizes = (0..<count).map { $0 < pageSizes.count && usable(pageSizes[$0]) ? pageSizes[$0] : fallback }
        self.pageSizes = sizes
        let rows = Self.rowCount(pageCount: count, layout: layout)
        var starts = [Double](repeating: 0, count: rows + 1)
        var top = 0.0
        let column = self.width / (layout == .spread ? 2 : 1)
        for row in 0..<rows {
            starts[row] = top
            let pages = Self.pages(inRow: row, pageCount: count, layout: layout)
            let tallest = pages.map { Self.fittedHeight(sizes[$0], column: column) }.max() ?? 1
            top += tallest + Self.gap
        }
        starts[rows] = top
        self.starts = starts
    }

    /// Number of rows in the strip.
    public var rowCount: Int { starts.count - 1 }

    /// The strip's height in logical pixels.
    public var totalHeight: Double { starts[rowCount] }

    /// The width each page is fitted to: the strip's, or half of it in a spread.
    public var columnWidth: Double { width / (layout == .spread ? 2 : 1) }

    /// The row showing `page` (clamped into the book).
    public func row(ofPage page: Int) -> Int {
        let page = min(max(page, 0), pageCount - 1)
        guard layout == .spread else { return page }
        return page == 0 ? 0 : (page + 1) / 2
    }

    /// The pages of `row` in reading order (clamped into the strip).
    public func pages(inRow row: Int) -> [Int] {
        Self.pages(inRow: min(max(row, 0), rowCount - 1), pageCount: pageCount, layout: layout)
    }

    /// Where `row` starts, from the strip's top.
    public func offset(ofRow row: Int) -> Double { starts[min(max(row, 0), rowCount)] }

    /// The height of `row`, its gap included.
    public func height(ofRow row: Int) -> Double {
        let row = min(max(row, 0), rowCount - 1)
        return starts[row + 1] - starts[row]
    }

    /// The row at `offset` from the strip's top (the first or last row beyond the ends), by binary search.
    public func row(atOffset offset: Double) -> Int {
        guard offset.isFinite, offset > 0 else { return 0 }
        var low = 0, high = rowCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where each page of `row` is drawn inside the row, in logical pixels: against the spine in a spread
    /// (the cover on the recto side, a last lone page on the verso side), centred alone, mirrored for a
    /// right-to-left book. Heights are whole pixels; pages of one row share its top-centred band.
    public func pageFrames(inRow row: Int) -> [(page: Int, frame: PageRect)] {
        let pages = pages(inRow: row)
        let band = height(ofRow: row) - Self.gap
        let column = columnWidth
        return pages.map { page in
            let height = Self.fittedHeight(pageSizes[page], column: column)
            let pageWidth = min(max((height * pageSizes[page].width / pageSizes[page].height).rounded(), 1), column)
            let x: Double
            if layout == .single {
                x = ((width - pageWidth) / 2).rounded(.down)
            } else {
                // The verso is the page left of the spine in a left-to-right book: odd pages, never the cover.
                let isVerso = page > 0 && !page.isMultiple(of: 2)
                x = isVerso ? column - pageWidth : column
            }
            let mirrored = direction == .rightToLeft ? width - x - pageWidth : x
            let y = ((band - height) / 2).rounded(.down)
            return (page, PageRect(x: mirrored, y: y, width: pageWidth, height: height))
        }
    }

    /// The highest offset the view can scroll to with `viewportHeight` of it on screen.
    public func maximumOffset(viewportHeight: Double) -> Double { max(totalHeight - max(viewportHeight, 0), 0) }

    static func rowCount(pageCount: Int, layout: PageLayout) -> Int {
        layout == .spread && pageCount > 1 ? 1 + pageCount / 2 : pageCount
    }

    static func pages(inRow row: Int, pageCount: Int, layout: PageLayout) -> [Int] {
        guard layout == .spread, row > 0 else { return [row] }
        let left = 2 * row - 1
        return left + 1 < pageCount ? [left, left + 1] : [left]
    }

    /// A page's height fitted to `column`, in whole pixels, at least 1 (and never absurd).
    static func fittedHeight(_ size: Size, column: Double) -> Double {
        min(max((column * size.height / size.width).rounded(), 1), 1_048_576)
    }
}
