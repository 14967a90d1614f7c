/// The window's search in the book, in one place: the `BookSearch` under way (nil when there is none) and word
/// to its observers when the matches the pages draw may have changed (a new query, another current match,
/// matches found on the pages shown). The find bar's feature writes it; the marks drawn over the pages observe
/// it, so neither reaches the other.
@MainActor
public final class SearchModel {
    /// What the observers hear.
    public enum Change: Equatable, Sendable {
        /// The query or the current match changed, or matches were found on the pages shown.
        case matches
    }

    /// The search under way, with what it has found so far; nil when nothing is searched for. Setting it tells
    /// no one: a search records each page as it is searched, and only some of those change what is drawn.
    public var search: BookSearch?
    private let observers = Observers<Change>()

    /// No search yet.
    public init() {}

    /// What is searched for; empty when nothing is.
    public var query: String { search?.query ?? "" }

    /// Tells the observers that the matches drawn over the pages may have changed.
    public func matchesChanged() {
        observers.send(.matches)
    }

    /// Calls `observer` after every change, in the order observers were added, while the token lives.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        observers.add(observer)
    }
}
