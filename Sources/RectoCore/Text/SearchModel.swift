/// The window's search in the book, in one place: the query and its `BookSearch` (nil when nothing is searched
/// for), which search the pages coming back belong to (`generation`), what the find bar says of it (`status`)
/// and the current match. The find bar's feature drives it; the marks drawn over the pages and the bar's
/// status line observe it, so neither reaches the other, and the words for a status are chosen in one place
/// in the app, not here.
@MainActor
public final class SearchModel {
    /// What the observers hear.
    public enum Change: Equatable, Sendable {
        /// The query or the current match changed, or matches were found on the pages shown: what is drawn.
        case matches
        /// The status, its progress or the matches' count changed.
        case status
        /// Which pages have matches may have changed (a new query, more found, the search ended): the
        /// overview's badges.
        case pages
    }

    /// What the find bar says of the search.
    public enum Status: Equatable, Sendable {
        /// Nothing is searched for.
        case idle
        /// Pages are being searched and no match is current yet; `progress` is the share of pages searched.
        case searching(progress: Double)
        /// The `number`th (from 1) of the `count` matches found so far is current.
        case found(number: Int, count: Int)
        /// Every page searched, nothing found.
        case noMatches
        /// The book has no text to search (scanned pages).
        case noText
    }

    /// Which end of the book the last step went round.
    public enum Wrap: Equatable, Sendable {
        /// Past the last match, to the first.
        case fromStart
        /// Before the first match, to the last.
        case fromEnd
    }

    /// What a searched page changed, for the feature to act on.
    public struct Recorded: Equatable, Sendable {
        /// The first match at or after the reader's page, when this page settled it: shown at once.
        public let firstMatch: SearchMatch?
        /// The book has no text: the search can stop.
        public let noText: Bool
        /// Every page is searched.
        public let finished: Bool
    }

    /// The search under way, with what it has found so far; nil when nothing is searched for.
    public private(set) var search: BookSearch?
    /// Which search pages are delivered for: every start and clear makes a new one, and pages of an older
    /// one are dropped.
    public private(set) var generation = 0
    /// Set by a step that went round an end of the book, until the next step, choice or search.
    public private(set) var wrap: Wrap?
    private let observers = Observers<Change>()

    /// No search yet.
    public init() {}

    /// What is searched for; empty when nothing is.
    public var query: String { search?.query ?? "" }

    /// The current match, if one is chosen.
    public var currentMatch: SearchMatch? { search?.currentMatch }

    /// Whether there is any match to step to.
    public var hasMatches: Bool { !(search?.matches.isEmpty ?? true) }

    public var status: Status {
        guard let search else { return .idle }
        switch (search.progress, search.current) {
        case (.noText, _): return .noText
        case (_, let current?): return .found(number: current + 1, count: search.matches.count)
        case (.finished, nil): return .noMatches
        case let (.searching(searched, total), nil): return .searching(progress: Self.share(searched, of: total))
        }
    }

    /// The share of pages searched while some are left, whatever the status; nil once the search is over.
    public var progress: Double? {
        guard case let .searching(searched, total) = search?.progress else { return nil }
        return Self.share(searched, of: total)
    }

    private static func share(_ searched: Int, of total: Int) -> Double { Double(searched) / Double(max(total, 1)) }

    /// Starts searching a book of `pageCount` pages for `query` from `startPage`; the generation its pages are
    /// to be recorded with.
    @discardableResult
    public func start(query: String, pageCount: Int, startPage: Int) -> Int {
        generation += 1
        search = BookSearch(query: query, pageCount: pageCount, startPage: startPage)
        wrap = nil
        observers.send(.matches)
        observers.send(.pages)
        observers.send(.status)
        return generation
    }

    /// Ends the search: nothing searched for, and pages still coming dropped.
    public func clear() {
        generation += 1
        search = nil
        wrap = nil
        observers.send(.matches)
        observers.send(.pages)
        observers.send(.status)
    }

    /// Takes one searched page of search `generation`, dropped (nil) when a newer search has started since.
    /// The pages drawn are told when the page's matches may show (`onScreen`) or gave the first current match.
    @discardableResult
    public func record(page: Int, hasText: Bool, matchCount: Int, generation: Int, onScreen: Bool) -> Recorded? {
        guard generation == self.generation, var search else { return nil }
        let hadCurrent = search.current != nil
        search.record(page: page, hasText: hasText, matchCount: matchCount)
        self.search = search
        let first = hadCurrent ? nil : search.currentMatch
        if matchCount > 0, first != nil || onScreen { observers.send(.matches) }
        if matchCount > 0 { observers.send(.pages) }
        observers.send(.status)
        return Recorded(firstMatch: first, noText: search.progress == .noText, finished: search.progress == .finished)
    }

    /// Moves to the next match (the previous, `forward` false), noting whether it went round an end.
    @discardableResult
    public func step(forward: Bool) -> SearchMatch? {
        guard var search, let (match, wrapped) = search.step(forward: forward) else { return nil }
        self.search = search
        wrap = wrapped ? (forward ? .fromStart : .fromEnd) : nil
        observers.send(.matches)
        observers.send(.status)
        return match
    }

    /// Makes `match` current (chosen in the results list).
    public func select(_ match: SearchMatch) {
        guard search != nil else { return }
        search?.select(match)
        wrap = nil
        observers.send(.matches)
        observers.send(.status)
    }

    /// Calls `observer` after every change, in the order observers were added, while the token lives.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// Calls `observer` after every change of one kind, while the token lives.
    public func observe(_ change: Change, _ observer: @escaping () -> Void) -> ObservationToken {
        observers.add { if $0 == change { observer() } }
    }
}
