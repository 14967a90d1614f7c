/// The page overview of one book: its pages grouped under the top-level chapters of its contents, with the
/// reader's marks, laid out in rows for the number of columns that fit.
///
/// Groups and names are computed once per book (and per contents edit); rows are cheap to recompute when the
/// thumbnail size or the window changes the column count.
public struct OverviewModel: Sendable {
    /// The number of pages in the book.
    public let pageCount: Int
    /// The groups in reading order; together they hold every page exactly once.
    public let groups: [OverviewGroup]
    /// Whether pages pair up around a spine (the cover alone), as the reader shows them.
    public var layout: PageLayout
    /// Right-to-left books mirror every row.
    public var direction: ReadingDirection
    /// Badges per page; pages without marks are absent.
    public var badges: [Int: OverviewBadges] = [:]

    /// Groups the pages by the shown top-level entries of `contents` (every part's); a book without contents
    /// is one group without a title. Entries past the last page are ignored; of entries starting on the same
    /// page, the last names the group, as the page label does.
    public init(
        pageCount: Int, contents: TableOfContents?, layout: PageLayout = .single,
        direction: ReadingDirection = .leftToRight
    ) {
        let pageCount = max(pageCount, 0)
        self.pageCount = pageCount
        self.layout = layout
        self.direction = direction
        var starts: [(page: Int, title: String)] = []
        for part in contents?.parts ?? [] {
            for entry in part.entries where contents!.isShown(entry, depth: 0) && entry.page < pageCount {
                starts.append((max(entry.page, 0), entry.title))
            }
        }
        starts.sort { $0.page < $1.page }  // Parts keep their given order; the overview follows the pages.
        var groups: [OverviewGroup] = []
        var next = 0
        for (index, start) in starts.enumerated() {
            if index + 1 < starts.count, starts[index + 1].page == start.page { continue }
            if start.page > next { groups.append(OverviewGroup(title: nil, pages: next..<start.page)) }
            let end = starts[(index + 1)...].first { $0.page > start.page }?.page ?? pageCount
            groups.append(OverviewGroup(title: start.title, pages: start.page..<end))
            next = end
        }
        if next < pageCount { groups.append(OverviewGroup(title: nil, pages: next..<pageCount)) }
        self.groups = groups
    }

    /// The group holding `page`, or nil for a page outside the book.
    public func group(containing page: Int) -> Int? {
        var low = 0
        var high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].pages.upperBound <= page { low = middle + 1 } else { high = middle }
        }
        return low < groups.count && groups[low].pages.contains(page) ? low : nil
    }

    /// The name a screen reader gives a page: "Page 12, Chapter 3: The Heat Ray".
    /// - Parameters:
    ///   - label: the page's label as the reader sees it (its number, or the book's own label).
    ///   - pageFormat: the translated "Page %@" for a page outside any chapter.
    ///   - chapterFormat: the translated "Page %1$@, %2$@" (page label, chapter title).
    public func accessibleName(
        ofPage page: Int, label: String, pageFormat: String = "Page %@",
        chapterFormat: String = "Page %1$@, %2$@"
    ) -> String {
        guard let group = group(containing: page), let title = groups[group].title else {
            return pageFormat.replacingOccurrences(of: "%@", with: label)
        }
        return chapterFormat.replacingOccurrences(of: "%1$@", with: label)
            .replacingOccurrences(of: "%2$@", with: title)
    }

    /// Columns used for `fitting` columns: spreads need an even count, at least two.
    public func columns(fitting: Int) -> Int {
        let fitting = max(fitting, 1)
        guard layout == .spread else { return fitting }
        return max(2, fitting - fitting % 2)
    }

    /// The rows for `fitting` columns: each titled group's header, then its pages. In spreads a group's rows
    /// keep the book's pairing, so a recto (the cover or an even page) that starts a row has an empty verso
    /// cell before it. Right-to-left books read each row from the right.
    public func rows(fitting: Int) -> [OverviewRow] {
        let columns = columns(fitting: fitting)
        var rows: [OverviewRow] = []
        for (index, group) in groups.enumerated() {
            if let title = group.title { rows.append(.header(title: title, group: index)) }
            var cells: [Int?] = []
            if layout == .spread, let first = group.pages.first, first.isMultiple(of: 2) { cells.append(nil) }
            cells.append(contentsOf: group.pages.map { Optional($0) })
            var start = 0
            while start < cells.count {
                var row = Array(cells[start..<min(start + columns, cells.count)])
                row.append(contentsOf: repeatElement(nil, count: columns - row.count))
                if direction == .rightToLeft { row.reverse() }
                rows.append(.pages(row, group: index))
                start += columns
            }
        }
        return rows
    }

    /// The index in `rows` of the row showing `page`, to scroll the page being read into view.
    public static func rowIndex(ofPage page: Int, in rows: [OverviewRow]) -> Int? {
        rows.firstIndex { $0.pages.contains(page) }
    }

    /// Sets the badges from the pages holding notes, highlights and search matches.
    public mutating func setMarks(notes: Set<Int>, highlights: Set<Int>, searchMatches: Set<Int> = []) {
        var badges: [Int: OverviewBadges] = [:]
        for page in notes { badges[page, default: []].insert(.note) }
        for page in highlights { badges[page, default: []].insert(.highlight) }
        for page in searchMatches { badges[page, default: []].insert(.searchMatch) }
        self.badges = badges
    }
}
