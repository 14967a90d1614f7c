/// One sentence read aloud: its words, and where they are printed, page by page (a sentence running on to the
/// next page has a piece on each), as ranges of each page layout's characters.
public struct ReadAloudUnit: Equatable, Sendable {
    public struct Piece: Equatable, Sendable {
        public let page: Int
        public let range: Range<Int>
    }

    public let text: String
    public let pieces: [Piece]
    /// Where the sentence starts: its first page and its offset in that page's `ReadAloudPage.scalars`.
    public let start: ReadAloudPosition
    /// Just past the sentence's last character, where the text after it starts.
    public let end: ReadAloudPosition

    public init(text: String, pieces: [Piece], start: ReadAloudPosition, end: ReadAloudPosition) {
        self.text = text
        self.pieces = pieces
        self.start = start
        self.end = end
    }

    /// The pages the sentence is printed on.
    public var pages: [Int] { pieces.map(\.page) }
}

/// A place in the text read aloud: a page and an offset in its `ReadAloudPage.scalars`.
public struct ReadAloudPosition: Equatable, Hashable, Sendable, Comparable {
    public let page: Int
    public let offset: Int

    public init(page: Int, offset: Int = 0) {
        self.page = page
        self.offset = offset
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.page, lhs.offset) < (rhs.page, rhs.offset)
    }
}
