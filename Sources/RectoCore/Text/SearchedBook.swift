/// The open book as the find bar's `SearchDriver` sees it: where the reader is, and the book's text worker that
/// searches it page by page in the background. The render session provides it; tests give a fake.
@MainActor
public protocol SearchedBook: AnyObject {
    /// Called on the main thread with each searched page, whether it had any text, and how many matches it has.
    typealias Delivery = @Sendable @MainActor (_ page: Int, _ hasText: Bool, _ matchCount: Int) -> Void
    /// Called on the main thread with a page's matches in context, in the order of their ordinals.
    typealias ContextsDelivery = @Sendable @MainActor (_ page: Int, _ contexts: [SearchMatch.Context]) -> Void

    var pageCount: Int { get }
    /// The page the reader is on: a search starts there.
    var currentPage: Int { get }
    /// The pages on screen: a match on one of them is shown without moving.
    var visiblePages: [Int] { get }
    /// Searches `pages` in the order given for `query`, replacing a search under way.
    func search(_ query: String, pages: [Int], deliver: @escaping Delivery)
    /// Stops the search under way; pages already searched may still be delivered.
    func cancelSearch()
    /// Reads the words around each match of `query` on `page`.
    func contexts(ofPage page: Int, query: String, deliver: @escaping ContextsDelivery)
}
