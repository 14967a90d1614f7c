import Foundation

/// What Recto remembers about one book between sessions.
public struct ReadingState: Codable, Equatable, Sendable {
    /// The format version this build writes; older versions stay readable, newer ones are read as far as they
    /// are understood and never written over (`ReadingStateStore`).
    public static let currentVersion = 1
    /// The pages a state may name: poppler counts pages in a C `int`.
    public static let pageRange = 0...(Int(Int32.max) - 1)

    public var version: Int
    /// The page the reader was on (zero-based), within `pageRange`.
    public var page: Int
    /// Where the book was last opened from, to list it and to notice a move.
    public var lastPath: String?
    /// When the book was last read, for "last read" sorting; also what decides which of two states is newer.
    public var lastRead: Date?
    /// Pages in the book when it was last read, for progress without opening it; at least 1 when present.
    public var pageCount: Int?
    /// The colour mode the reader chose for this book (nil: none, the default from Preferences applies).
    public var colourMode: ColourMode?
    /// Whether the book is read as one continuous strip of pages (nil: never chosen, the paged default).
    public var continuous: Bool?
    /// Single pages or spreads as the reader chose them for this book (nil: never chosen; the book's own
    /// preference or the reader's default applies).
    public var layout: PageLayout?
    /// The reading direction the reader chose for this book (nil: never chosen).
    public var direction: ReadingDirection?
    /// Whether the reader trims the book's margins (#29; nil: never chosen, shown whole).
    public var trimMargins: Bool?
    /// The crops found for the book, kept so that a book reopened trimmed shows trimmed from its first page.
    public var marginTrim: MarginTrim?

    /// Creates a state; `page` and `pageCount` are clamped into their ranges.
    public init(
        page: Int = 0, lastPath: String? = nil, lastRead: Date? = nil, pageCount: Int? = nil,
        colourMode: ColourMode? = nil, continuous: Bool? = nil, layout: PageLayout? = nil,
        direction: ReadingDirection? = nil, trimMargins: Bool? = nil, marginTrim: MarginTrim? = nil
    ) {
        self.version = Self.currentVersion
        self.page = min(max(page, Self.pageRange.lowerBound), Self.pageRange.upperBound)
        self.lastPath = lastPath
        self.lastRead = lastRead
        self.pageCount = pageCount.map { min(max($0, 1), Self.pageRange.upperBound + 1) }
        self.colourMode = colourMode
        self.continuous = continuous
        self.layout = layout
        self.direction = direction
        self.trimMargins = trimMargins
        self.marginTrim = marginTrim
    }
}
