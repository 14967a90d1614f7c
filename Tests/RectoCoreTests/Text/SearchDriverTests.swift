import Testing
import RectoCore

@Suite("The find bar's routing: searches started, pages recorded, matches gone to")
@MainActor
struct SearchDriverTests {
    /// A book whose text worker is the test: searches and context requests wait until the test delivers them.
    @MainActor
    final class Book: SearchedBook {
        let pageCount: Int
        var currentPage = 0
        var visiblePages: [Int] = [0]
        var searches: [(query: String, pages: [Int], deliver: Delivery)] = []
        var contextRequests: [(page: Int, query: String, deliver: ContextsDelivery)] = []
        var cancels = 0

        init(pageCount: Int) { self.pageCount = pageCount }

        func search(_ query: String, pages: [Int], deliver: @escaping Delivery) {
            searches.append((query, pages, deliver))
        }

        func cancelSearch() { cancels += 1 }

        func contexts(ofPage page: Int, query: String, deliver: @escaping ContextsDelivery) {
            contextRequests.append((page, query, deliver))
        }

        /// Delivers the latest search's page.
        func deliver(page: Int, hasText: Bool = true, matches: Int) {
            searches.last?.deliver(page, hasText, matches)
        }

        /// Delivers the latest search's pages, in the order given, as (page, matches).
        func deliver(_ pages: (page: Int, matches: Int)...) {
            for (page, matches) in pages { deliver(page: page, matches: matches) }
        }
    }

    @MainActor
    final class Jumps: Jumping {
        var pages: [Int] = []
        func jump(to page: Int, animated: Bool) { pages.append(page) }
    }

    /// A driver over a book of `pageCount` pages, with what it jumped to and told.
    @MainActor
    final class Harness {
        /// The book open in the window, nil while none is.
        @MainActor
        final class Window {
            var book: Book?
        }

        private let window = Window()
        /// The book first open.
        let book: Book
        let jumps = Jumps()
        let driver: SearchDriver
        var finished = 0
        var cleared = 0

        init(pageCount: Int = 10) {
            book = Book(pageCount: pageCount)
            window.book = book
            driver = SearchDriver(model: SearchModel(), jumps: jumps, book: { [window] in window.book })
            driver.onFinished = { [unowned self] in finished += 1 }
            driver.onCleared = { [unowned self] in cleared += 1 }
        }

        var model: SearchModel { driver.model }

        /// Opens another book in the window, or none.
        func open(_ book: Book?) { window.book = book }
    }

    @Test("A query is searched for from the reader's page, in the search order")
    func startsFromTheReadersPage() {
        let harness = Harness(pageCount: 10)
        let book = harness.book
        book.currentPage = 6
        harness.driver.search(for: "Étude")
        #expect(book.searches.map(\.query) == ["Étude"])
        #expect(book.searches.first?.pages == BookSearch.searchOrder(pageCount: 10, startingAt: 6))
        #expect(harness.model.query == "Étude" && harness.model.status == .searching(progress: 0))
    }

    @Test("A query that folds to nothing ends the search rather than starting one")
    func emptyQueryClears() {
        let harness = Harness()
        let book = harness.book
        harness.driver.search(for: "a")
        harness.driver.search(for: "  ")
        #expect(book.searches.count == 1 && book.cancels == 1)
        #expect(harness.model.status == .idle)
        #expect(harness.cleared == 0, "the list of matches is left to the bar")
    }

    @Test("Without a book a query ends the search rather than starting one")
    func noBook() {
        let harness = Harness()
        harness.driver.search(for: "a")
        harness.open(nil)
        harness.driver.search(for: "ab")
        #expect(harness.model.status == .idle)
    }

    @Test("The first match found is gone to when off the pages shown, and only the first")
    func firstMatchShown() {
        let harness = Harness(pageCount: 10)
        let book = harness.book
        book.currentPage = 3
        book.visiblePages = [3]
        harness.driver.search(for: "a")
        book.deliver(page: 4, matches: 2)
        #expect(harness.jumps.pages.isEmpty, "not before the pages from the reader's are searched")
        book.deliver(page: 3, matches: 0)
        #expect(harness.jumps.pages == [4])
        #expect(harness.model.currentMatch == SearchMatch(page: 4, ordinal: 0))
        book.deliver(page: 5, matches: 1)
        #expect(harness.jumps.pages == [4], "later matches are counted, not gone to")
    }

    @Test("A first match on the pages shown is not jumped to")
    func firstMatchOnScreen() {
        let harness = Harness(pageCount: 10)
        let book = harness.book
        book.visiblePages = [2, 3]
        book.currentPage = 2
        harness.driver.search(for: "a")
        book.deliver((2, 0), (3, 1))
        #expect(harness.model.currentMatch == SearchMatch(page: 3, ordinal: 0) && harness.jumps.pages.isEmpty)
    }

    @Test("Matches found on the pages shown, after the first, are drawn; those off them are not")
    func laterMatchesDrawnWhenShown() {
        let harness = Harness(pageCount: 10)
        let book = harness.book
        book.visiblePages = [0, 1]
        harness.driver.search(for: "a")
        book.deliver(page: 0, matches: 1)
        var heard: [SearchModel.Change] = []
        let token = harness.model.observe { heard.append($0) }
        book.deliver(page: 5, matches: 1)
        #expect(!heard.contains(.matches))
        book.deliver(page: 1, matches: 2)
        #expect(heard.contains(.matches))
        token.cancel()
    }

    @Test("Pages of a search the bar has moved on from are dropped")
    func stalePages() throws {
        let harness = Harness(pageCount: 10)
        let book = harness.book
        harness.driver.search(for: "a")
        let old = try #require(book.searches.first?.deliver)
        harness.driver.search(for: "ab")
        old(5, true, 3)
        #expect(!harness.model.hasMatches && harness.jumps.pages.isEmpty)
    }

    @Test("A book without text stops its search")
    func noTextStops() {
        let harness = Harness(pageCount: 20)
        let book = harness.book
        harness.driver.search(for: "a")
        for page in BookSearch.searchOrder(pageCount: 20, startingAt: 0).prefix(BookSearch.probeCount) {
            #expect(book.cancels == 0)
            book.deliver(page: page, hasText: false, matches: 0)
        }
        #expect(book.cancels == 1 && harness.model.status == .noText)
    }

    @Test("Every page searched tells the list of matches, once")
    func finishedTold() {
        let harness = Harness(pageCount: 3)
        let book = harness.book
        harness.driver.search(for: "a")
        book.deliver((0, 1), (1, 0))
        #expect(harness.finished == 0)
        book.deliver(page: 2, matches: 0)
        #expect(harness.finished == 1)
    }

    @Test("Steps go round the ends and go to matches off the pages shown")
    func stepping() {
        let harness = Harness(pageCount: 10)
        let book = harness.book
        harness.driver.search(for: "a")
        book.deliver((0, 2), (7, 1))
        #expect(harness.jumps.pages.isEmpty)
        harness.driver.step(forward: true)
        #expect(harness.model.currentMatch == SearchMatch(page: 0, ordinal: 1) && harness.jumps.pages.isEmpty)
        harness.driver.step(forward: true)
        #expect(harness.jumps.pages == [7])
        book.visiblePages = [7]
        harness.driver.step(forward: true)
        #expect(harness.model.wrap == .fromStart && harness.jumps.pages == [7, 0])
        book.visiblePages = [0]
        harness.driver.step(forward: false)
        #expect(harness.model.wrap == .fromEnd && harness.jumps.pages == [7, 0, 7])
    }

    @Test("A match chosen in the list becomes current and is gone to")
    func choosing() {
        let harness = Harness(pageCount: 10)
        let book = harness.book
        harness.driver.search(for: "a")
        book.deliver((0, 1), (8, 2))
        harness.driver.choose(SearchMatch(page: 8, ordinal: 1))
        #expect(harness.model.currentMatch == SearchMatch(page: 8, ordinal: 1) && harness.jumps.pages == [8])
    }

    @Test("Another book is searched for the open bar's query; a closed bar or an empty query ends the search")
    func bookChanged() {
        let harness = Harness(pageCount: 10)
        let book = harness.book
        harness.driver.search(for: "a")
        let next = Book(pageCount: 4)
        next.currentPage = 3
        harness.open(next)
        harness.driver.bookChanged(query: "a", barOpen: true)
        #expect(next.searches.first?.pages == BookSearch.searchOrder(pageCount: 4, startingAt: 3))
        #expect(harness.cleared == 0)
        harness.driver.bookChanged(query: "a", barOpen: false)
        #expect(next.cancels == 1 && harness.cleared == 1 && harness.model.status == .idle)
        harness.driver.bookChanged(query: "", barOpen: true)
        #expect(next.searches.count == 1 && harness.cleared == 2 && book.cancels == 0)
    }

    @Test("The list's context requests ask for the query's words, delivered only for the search it was filled for")
    func contexts() {
        let harness = Harness(pageCount: 10)
        let book = harness.book
        harness.driver.search(for: "a")
        var heard: [Int] = []
        let request = harness.driver.contextRequests { page, _ in heard.append(page) }
        request(2)
        #expect(book.contextRequests.map(\.query) == ["a"])
        book.contextRequests.first?.deliver(2, [])
        #expect(heard == [2])
        request(3)
        harness.driver.search(for: "b")
        book.contextRequests.last?.deliver(3, [])
        #expect(heard == [2], "words for an older search are dropped")
        harness.driver.clear()
        harness.driver.contextRequests { page, _ in heard.append(page) }(4)
        #expect(book.contextRequests.count == 2, "nothing is asked for while nothing is searched for")
    }
}
