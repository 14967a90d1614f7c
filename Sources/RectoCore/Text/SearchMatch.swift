/// One place a search found in the book.
public struct SearchMatch: Equatable, Sendable {
    /// The zero-based page.
    public let page: Int
    /// Which match on its page this is, from 0, in reading order: the page's highlights are in the same order.
    public let ordinal: Int
    /// Where it is in the page's reading text, in `Character`s.
    public let characterRange: Range<Int>
    /// What the results list shows.
    public let context: Context

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

    public init(page: Int, ordinal: Int, characterRange: Range<Int>, context: Context) {
        self.page = page
        self.ordinal = ordinal
        self.characterRange = characterRange
        self.context = context
    }
}
