/// One place a search found in the book: a page and which match on it. Cheap to keep by the ten thousand; the
/// words around it (`Context`) are read only for the results the reader looks at.
public struct SearchMatch: Hashable, Sendable {
    /// The zero-based page.
    public let page: Int
    /// Which match on its page this is, from 0, in reading order: the page's highlights and its contexts are in
    /// the same order.
    public let ordinal: Int

    public init(page: Int, ordinal: Int) {
        self.page = page
        self.ordinal = ordinal
    }

    /// The match with some text on either side, as the results list shows it (the match in bold).
    public struct Context: Equatable, Sendable {
        public let before: String
        public let match: String
        public let after: String

        public init(before: String, match: String, after: String) {
            self.before = before
            self.match = match
            self.after = after
        }
    }
}
