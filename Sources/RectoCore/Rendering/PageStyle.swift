/// How a page is painted beyond poppler's own drawing of it: what the reader chose to see on the page, as
/// opposed to where and how large it is. Part of a render's cache key, so a page painted one way is never
/// shown for another. Plain is poppler's page on white.
///
/// Three features paint through it: the colour modes (#14), the reader's highlights (#13) and Trim Margins
/// (#29, the part of the page drawn). Each adds its own stored property here, with a default that keeps
/// `plain` plain.
public struct PageStyle: Hashable, Sendable {
    /// Day, Sepia or Night (#14): how the page's colours are mapped after poppler draws it.
    public var colourMode: ColourMode = .day
    /// The reader's highlights on the page, painted under its text (#13); none by default.
    public var highlights: [HighlightPaint] = []
    /// The part of the page shown when its margins are trimmed (#29), in page points with the origin at the top
    /// left; nil shows the whole page. The picture is the crop alone, fitted to the room as a page would be.
    public var trim: PageRect?

    public init() {}

    /// The plain page with `highlights` painted under its text.
    public init(highlights: [HighlightPaint]) {
        self.highlights = highlights
    }

    /// Poppler's page on white, nothing added.
    public static let plain = PageStyle()
}
