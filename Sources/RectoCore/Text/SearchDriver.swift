/// The find bar's routing between the window's `SearchModel` and the open book's text: a query starts a search
/// from the reader's page (one that folds to nothing ends it), each page the text worker searched is recorded,
/// the first match found and every step or choice is gone to when it is off the pages shown, and a book without
/// text stops the search. The app's feature keeps the bar and the list of matches and calls in here.
@MainActor
public final class SearchDriver {
    /// The search under way, which the marks over the pages and the bar's status line observe.
    public let model: SearchModel
    private let jumps: any Jumping
    private let book: @MainActor () -> (any SearchedBook)?
    /// Every page is searched: the list of all matches, if open, is filled again.
    public var onFinished: @MainActor () -> Void = {}
    /// The search was ended from the bar or by another book: the list of all matches is emptied.
    public var onCleared: @MainActor () -> Void = {}

    /// - Parameters:
    ///   - jumps: where a match off the pages shown is gone to, as a jump Back returns from.
    ///   - book: the book open in the window, nil while none is.
    public init(model: SearchModel, jumps: any Jumping, book: @escaping @MainActor () -> (any SearchedBook)?) {
        self.model = model
        self.jumps = jumps
        self.book = book
    }

    /// The bar's query changed: searches the book for it from the reader's page.
    public func search(for query: String) {
        guard let book = book(), !SearchFolding.fold(query).isEmpty else {
            book()?.cancelSearch()
            model.clear()
            return
        }
        let start = book.currentPage
        let generation = model.start(query: query, pageCount: book.pageCount, startPage: start)
        let order = BookSearch.searchOrder(pageCount: book.pageCount, startingAt: start)
        book.search(query, pages: order) { [weak self] page, hasText, matchCount in
            self?.received(page: page, hasText: hasText, matchCount: matchCount, generation: generation)
        }
    }

    /// Another book is open, or none: the bar's query (while the bar is open) is searched for in it afresh.
    public func bookChanged(query: String, barOpen: Bool) {
        if barOpen, !query.isEmpty { search(for: query) } else { clear() }
    }

    /// Goes to the next match (the previous, `forward` false), round an end of the book if need be.
    public func step(forward: Bool) {
        guard let match = model.step(forward: forward) else { return }
        show(match)
    }

    /// Makes `match`, chosen in the list of all matches, current and shows it.
    public func choose(_ match: SearchMatch) {
        model.select(match)
        show(match)
    }

    /// Ends the search: the text worker stops and nothing is searched for.
    public func clear() {
        book()?.cancelSearch()
        model.clear()
        onCleared()
    }

    /// What the list of all matches asks for the words around a page's matches with: `deliver` hears them
    /// while the search the list was filled for (the one under way now) is still the model's.
    public func contextRequests(deliver: @escaping SearchedBook.ContextsDelivery) -> @MainActor (Int) -> Void {
        let generation = model.generation
        return { [weak self] page in
            guard let self, let query = model.search?.query, let book = book() else { return }
            book.contexts(ofPage: page, query: query) { [weak self] page, contexts in
                guard let self, model.generation == generation else { return }
                deliver(page, contexts)
            }
        }
    }

    private func received(page: Int, hasText: Bool, matchCount: Int, generation: Int) {
        let onScreen = book()?.visiblePages.contains(page) == true
        guard let recorded = model.record(page: page, hasText: hasText, matchCount: matchCount,
                                          generation: generation, onScreen: onScreen) else { return }
        if recorded.noText { book()?.cancelSearch() }
        // The first match at or after the reader's page is shown as soon as it is found.
        if let first = recorded.firstMatch { show(first) }
        if recorded.finished { onFinished() }
    }

    private func show(_ match: SearchMatch) {
        guard let book = book(), !book.visiblePages.contains(match.page) else { return }
        jumps.jump(to: match.page)
    }
}
