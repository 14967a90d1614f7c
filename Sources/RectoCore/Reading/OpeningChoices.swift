/// How a book opens: the reader's own choice for this book wins, then what the book's file asks for, then the
/// reader's last choice for any book (the window's default).
public struct OpeningChoices: Equatable, Sendable {
    public var layout: PageLayout
    public var direction: ReadingDirection
    /// Whether the contents button is pointed out: the file asks for its outline and the reader has not opened
    /// this book before.
    public var pointsToContents: Bool
    /// Whether the book's margins are trimmed (#29), and the crops already found for it (nil: not yet read).
    public var trimsMargins: Bool
    public var marginTrim: MarginTrim?

    public init(layout: PageLayout, direction: ReadingDirection, pointsToContents: Bool, trimsMargins: Bool = false,
                marginTrim: MarginTrim? = nil) {
        self.layout = layout
        self.direction = direction
        self.pointsToContents = pointsToContents
        self.trimsMargins = trimsMargins
        self.marginTrim = marginTrim
    }

    public init(remembered: ReadingState?, book: BookViewerPreferences, defaultLayout: PageLayout,
                defaultDirection: ReadingDirection) {
        layout = remembered?.layout ?? book.layout ?? defaultLayout
        direction = remembered?.direction ?? book.direction ?? defaultDirection
        pointsToContents = book.pointsToContents && remembered == nil
        trimsMargins = remembered?.trimMargins ?? false
        marginTrim = remembered?.marginTrim
    }
}
