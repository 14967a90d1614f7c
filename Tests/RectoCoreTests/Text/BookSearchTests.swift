import Testing
@testable import RectoCore

@Suite("A search through a book: order, the current match, wrapping and chapters")
struct BookSearchTests {
    private func match(_ page: Int, _ ordinal: Int = 0) -> SearchMatch {
        SearchMatch(page: page, ordinal: ordinal)
    }

    @Test("Pages are searched from the reader's page to the end, then from the start")
    func order() {
        #expect(BookSearch.pageOrder(pageCount: 5, startingAt: 3) == [3, 4, 0, 1, 2])
        #expect(BookSearch.pageOrder(pageCount: 3, startingAt: 99) == [2, 0, 1])
        #expect(BookSearch.pageOrder(pageCount: 0, startingAt: 0) == [])
    }

    @Test("A few pages spread through the book go first, the reader's own first, then the rest in order")
    func probesFirst() {
        #expect(BookSearch.searchOrder(pageCount: 9, startingAt: 5) == [5, 2, 4, 6, 8, 7, 0, 1, 3])
        #expect(BookSearch.searchOrder(pageCount: 2, startingAt: 1) == [1, 0])
        #expect(BookSearch.searchOrder(pageCount: 0, startingAt: 0) == [])
        let order = BookSearch.searchOrder(pageCount: 2000, startingAt: 100)
        #expect(order.count == 2000 && Set(order).count == 2000)
        #expect(Array(order.prefix(5)) == [100, 499, 999, 1499, 1999])
    }

    @Test("A book whose probed pages have no text is called textless after them, not after every page")
    func textlessEarly() {
        var search = BookSearch(query: "x", pageCount: 500, startPage: 0)
        for page in BookSearch.searchOrder(pageCount: 500, startingAt: 0).prefix(4) {
            search.record(page: page, hasText: false, matchCount: 0)
        }
        #expect(search.progress == .searching(searched: 4, total: 500))
        search.record(page: 499, hasText: false, matchCount: 0)
        #expect(search.progress == .noText)
    }

    @Test("A page's matches are found among thousands without a scan, and none on a page without")
    func matchesOfOnePage() {
        var search = BookSearch(query: "x", pageCount: 3000, startPage: 0)
        for page in 0..<3000 { search.record(page: page, hasText: true, matchCount: page % 3) }
        #expect(search.matches.count == 3000)
        #expect(search.matches(onPage: 2000).matches == [SearchMatch(page: 2000, ordinal: 0),
                                                          SearchMatch(page: 2000, ordinal: 1)])
        #expect(search.matches(onPage: 1500).matches.isEmpty)
        #expect(search.indices(onPage: 2999).count == 2)
    }

    @Test("Matches are kept in page order whatever order pages report in; the first from the reader's page is current")
    func sortedAndCurrent() {
        var search = BookSearch(query: "x", pageCount: 10, startPage: 5)
        search.record(page: 7, hasText: true, matchCount: 1)
        #expect(search.currentMatch == nil, "pages 5 and 6 may still hold an earlier match")
        search.record(page: 5, hasText: true, matchCount: 0)
        search.record(page: 2, hasText: true, matchCount: 2)
        #expect(search.currentMatch == nil)
        search.record(page: 6, hasText: true, matchCount: 1)
        #expect(search.currentMatch == match(6))
        #expect(search.matches.map(\.page) == [2, 2, 6, 7])
        search.record(page: 3, hasText: true, matchCount: 1)
        #expect(search.currentMatch == match(6), "the current match stays current as earlier ones arrive")
        #expect(search.progress == .searching(searched: 5, total: 10))
        search.record(page: 3, hasText: true, matchCount: 1)
        #expect(search.matches.count == 5, "a page reported twice counts once")
    }

    @Test("With matches only before the reader's page, the search goes round to the first of them")
    func wrapsToFirst() {
        var search = BookSearch(query: "x", pageCount: 4, startPage: 2)
        for page in [2, 3, 0] { search.record(page: page, hasText: true, matchCount: 0) }
        search.record(page: 1, hasText: true, matchCount: 1)
        #expect(search.currentMatch == match(1))
        #expect(search.progress == .finished)
    }

    @Test("Next and previous wrap round the ends and say so")
    func wrapping() {
        var search = BookSearch(query: "x", pageCount: 3, startPage: 0)
        for page in 0..<3 { search.record(page: page, hasText: true, matchCount: 1) }
        #expect(search.progress == .finished)
        #expect(search.currentMatch == match(0))
        #expect(search.step(forward: true)! == (match(1), false))
        #expect(search.step(forward: true)! == (match(2), false))
        #expect(search.step(forward: true)! == (match(0), true))
        #expect(search.step(forward: false)! == (match(2), true))
    }

    @Test("No matches: stepping does nothing; no text anywhere: the book says so")
    func nothing() {
        var search = BookSearch(query: "x", pageCount: 2, startPage: 0)
        search.record(page: 0, hasText: false, matchCount: 0)
        search.record(page: 1, hasText: false, matchCount: 0)
        #expect(search.progress == .noText)
        #expect(search.step(forward: true) == nil)
        var withText = BookSearch(query: "x", pageCount: 1, startPage: 0)
        withText.record(page: 0, hasText: true, matchCount: 0)
        #expect(withText.progress == .finished)
    }

    @Test("The page's matches come with the current one's place on it, for highlighting")
    func onPage() {
        var search = BookSearch(query: "x", pageCount: 3, startPage: 1)
        search.record(page: 1, hasText: true, matchCount: 2)
        search.step(forward: true)
        let shown = search.matches(onPage: 1)
        #expect(shown.matches.count == 2 && shown.current == 1)
        #expect(search.matches(onPage: 0).matches.isEmpty)
    }

    @Test("Results are grouped under the chapter each match is in, in page order")
    func grouping() {
        let contents = TableOfContents(parts: [ContentsPart(entries: [
            ContentsEntry(title: "One", page: 2), ContentsEntry(title: "Two", page: 5),
        ])])
        var search = BookSearch(query: "x", pageCount: 8, startPage: 0)
        for page in [0, 3, 4, 6] { search.record(page: page, hasText: true, matchCount: 1) }
        let groups = search.grouped(by: contents)
        #expect(groups.map(\.chapter) == [nil, "One", "Two"])
        #expect(groups.map { $0.matches.map(\.page) } == [[0], [3, 4], [6]])
        #expect(search.grouped(by: nil).map(\.chapter) == [nil])
        #expect(search.resultRows(by: contents) == [
            .chapter(nil), .match(match(0)), .chapter("One"), .match(match(3)), .match(match(4)),
            .chapter("Two"), .match(match(6)),
        ])
    }
}
