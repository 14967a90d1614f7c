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
        /// The pages probed first had no text (a scanned book): nothing can be found in it.
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
    /// Which pages have been searched, and how far from `startPage` (in `pageOrder`) every page has been: the
    /// first match is only chosen once no page before it is still to come, whatever order pages arrive in.
    private var searched: [Bool]
    private var frontier = 0
    private var pagesWithMatches: Set<Int> = []

    public init(query: String, pageCount: Int, startPage: Int) {
        self.query = query
        self.pageCount = max(pageCount, 0)
        self.startPage = startPage
        progress = pageCount > 0 ? .searching(searched: 0, total: pageCount) : .finished
        searched = Array(repeating: false, count: max(pageCount, 0))
    }

    /// How many pages, spread through the book, are searched first to tell a book without text (scanned
    /// pages) after a few pages' work rather than after all of them.
    public static let probeCount = 5

    /// The order to search pages in: from the reader's page to the end, then from the start.
    public static func pageOrder(pageCount: Int, startingAt page: Int) -> [Int] {
        guard pageCount > 0 else { return [] }
        let start = min(max(page, 0), pageCount - 1)
        return Array(start..<pageCount) + Array(0..<start)
    }

    /// `pageOrder`, but with a few pages spread through the book (`probeCount`, the reader's own first) moved
    /// to the front: if none of them has text, the search can stop and say the book has none.
    public static func searchOrder(pageCount: Int, startingAt page: Int) -> [Int] {
        let order = pageOrder(pageCount: pageCount, startingAt: page)
        guard let first = order.first else { return [] }
        var probes = [first]
        for step in 1..<probeCount where probes.count < min(probeCount, pageCount) {
            let sample = (pageCount - 1) * step / (probeCount - 1)
            if !probes.contains(sample) { probes.append(sample) }
        }
        let probed = Set(probes)
        return probes + order.filter { !probed.contains($0) }
    }

    /// Takes one searched page: whether it had any text, and how many matches it has.
    public mutating func record(page: Int, hasText: Bool, matchCount: Int) {
        guard searched.indices.contains(page), !searched[page] else { return }
        searched[page] = true
        searchedPages += 1
        if hasText { pagesWithText += 1 }
        if matchCount > 0 {
            // Pages mostly arrive in order: look from the end, where a page's matches usually go.
            let insertAt = (matches.lastIndex { $0.page <= page }).map { $0 + 1 } ?? 0
            if let current, insertAt <= current { self.current = current + matchCount }
            matches.insert(contentsOf: (0..<matchCount).map { SearchMatch(page: page, ordinal: $0) }, at: insertAt)
            pagesWithMatches.insert(page)
        }
        chooseFirstMatch()
        let probed = min(Self.probeCount, pageCount)
        if pagesWithText == 0, searchedPages >= probed {
            // Searched in `searchOrder`, the first pages were spread through the book, and none had text.
            progress = .noText
        } else if searchedPages >= pageCount {
            progress = .finished
        } else {
            progress = .searching(searched: searchedPages, total: pageCount)
        }
    }

    /// Moves the frontier over pages searched without a gap from `startPage`; the first page with matches it
    /// passes gives the current match, unless the reader already chose one.
    private mutating func chooseFirstMatch() {
        let count = searched.count
        while current == nil, frontier < count {
            let page = (min(max(startPage, 0), count - 1) + frontier) % count
            guard searched[page] else { return }
            if pagesWithMatches.contains(page) {
                current = matches.firstIndex { $0.page == page }
                return
            }
            frontier += 1
        }
    }

    /// The current match.
    public var currentMatch: SearchMatch? { current.map { matches[$0] } }

    /// Moves to the next match (or the previous, `forward` false); says whether it went round an end.
    @discardableResult
    public mutating func step(forward: Bool) -> (match: SearchMatch, wrapped: Bool)? {
        guard !matches.isEmpty else { return nil }
        guard let index = current else {
            // Before the first match after the reader's page is settled: the nearest known one.
            current = matches.firstIndex { $0.page >= startPage } ?? 0
            return (matches[current!], false)
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
        let range = indices(onPage: page)
        let currentOrdinal = currentMatch.flatMap { $0.page == page ? $0.ordinal : nil }
        return (Array(matches[range]), currentOrdinal)
    }

    /// Where `page`'s matches are in `matches` (kept in page order), found by halving.
    public func indices(onPage page: Int) -> Range<Int> {
        func firstIndex(notBefore page: Int) -> Int {
            var low = 0, high = matches.count
            while low < high {
                let middle = (low + high) / 2
                if matches[middle].page < page { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return firstIndex(notBefore: page)..<firstIndex(notBefore: page + 1)
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

/// A row of the results list: a chapter heading, or a match under it.
public enum SearchResultRow: Equatable, Sendable {
    /// The chapter the matches below are in; nil for matches before the first chapter.
    case chapter(String?)
    case match(SearchMatch)
}

extension BookSearch {
    /// The results list: each chapter's heading, then its matches, in page order.
    public func resultRows(by contents: TableOfContents?) -> [SearchResultRow] {
        grouped(by: contents).flatMap { group in [.chapter(group.chapter)] + group.matches.map { .match($0) } }
    }
}
