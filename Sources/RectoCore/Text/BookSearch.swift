/// One search through a book, as the find bar shows it: the matches found so far in page order, which one is
/// current ("3 of 41"), how far the search has got, and whether the book has any text at all. Pages are
/// searched from the reader's page onwards and round (`pageOrder`), and reported in that order; matches are
/// kept in page order.
public struct BookSearch: Sendable {
    /// Where the search has got to.
    public enum Progress: Equatable, Sendable {
        /// `searched` of `total` pages done.
        case searching(searched: Int, total: Int)
        /// Every page searched.
        case finished
        /// Every page searched and none had text (a scanned book): nothing can be found in it.
        case noText
    }

    /// What was typed.
    public let query: String
    public private(set) var matches: [SearchMatch] = []
    /// Index into `matches` of the current match, if any.
    public private(set) var current: Int?
    public private(set) var progress: Progress
    private let pageCount: Int
    private var searchedPages = 0
    private var pagesWithText = 0
    /// The page the reader was on when the search started: the first match at or after it becomes current.
    private let startPage: Int

    public init(query: String, pageCount: Int, startPage: Int) {
        self.query = query
        self.pageCount = max(pageCount, 0)
        self.startPage = startPage
        progress = pageCount > 0 ? .searching(searched: 0, total: pageCount) : .finished
    }

    /// The order to search pages in: from the reader's page to the end, then from the start.
    public static func pageOrder(pageCount: Int, startingAt page: Int) -> [Int] {
        guard pageCount > 0 else { return [] }
        let start = min(max(page, 0), pageCount - 1)
        return Array(start..<pageCount) + Array(0..<start)
    }

    /// Takes one searched page's matches; `hasText` says whether the page had any text.
    public mutating func record(page: Int, hasText: Bool, matches pageMatches: [SearchMatch]) {
        searchedPages += 1
        if hasText { pagesWithText += 1 }
        if !pageMatches.isEmpty {
            let insertAt = matches.firstIndex { $0.page > page } ?? matches.endIndex
            if let current, insertAt <= current { self.current = current + pageMatches.count }
            matches.insert(contentsOf: pageMatches, at: insertAt)
            if current == nil { current = matches.firstIndex { $0.page >= startPage } ?? 0 }
        }
        if searchedPages >= pageCount {
            progress = pagesWithText == 0 ? .noText : .finished
        } else {
            progress = .searching(searched: searchedPages, total: pageCount)
        }
    }

    /// The current match.
    public var currentMatch: SearchMatch? { current.map { matches[$0] } }

    /// Moves to the next match (or the previous, `forward` false); says whether it went round an end.
    @discardableResult
    public mutating func step(forward: Bool) -> (match: SearchMatch, wrapped: Bool)? {
        guard !matches.isEmpty else { return nil }
        guard let index = current else {
            current = 0
            return (matches[0], false)
        }
        let next = forward ? index + 1 : index - 1
        let wrapped = next < 0 || next >= matches.count
        current = (next + matches.count) % matches.count
        return (matches[current!], wrapped)
    }

    /// Makes `match` current (chosen in the results list).
    public mutating func select(_ match: SearchMatch) {
        current = matches.firstIndex(of: match)
    }

    /// The matches on `page`, for highlighting, with the current one's ordinal on that page if it is there.
    public func matches(onPage page: Int) -> (matches: [SearchMatch], current: Int?) {
        let onPage = matches.filter { $0.page == page }
        let currentOrdinal = currentMatch.flatMap { $0.page == page ? $0.ordinal : nil }
        return (onPage, currentOrdinal)
    }

    /// The matches under the heading of the chapter each is in (nil heading before the first chapter), in
    /// page order: the results list, sorted into the book's own chapters.
    public func grouped(by contents: TableOfContents?) -> [(chapter: String?, matches: [SearchMatch])] {
        var groups: [(chapter: String?, matches: [SearchMatch])] = []
        for match in matches {
            let chapter = contents?.entry(containing: match.page)?.title
            if let last = groups.last, last.chapter == chapter {
                groups[groups.count - 1].matches.append(match)
            } else {
                groups.append((chapter, [match]))
            }
        }
        return groups
    }
}
