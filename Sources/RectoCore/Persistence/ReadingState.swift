import Foundation

/// What Recto remembers about one book between sessions.
public struct ReadingState: Codable, Equatable, Sendable {
    /// The format version this build writes; older versions stay readable.
    public static let currentVersion = 1

    public var version: Int
    /// The page the reader was on (zero-based).
    public var page: Int
    /// Where the book was last opened from, to list it and to notice a move.
    public var lastPath: String?
    /// When the book was last read, for "last read" sorting.
    public var lastRead: Date?
    /// Pages in the book when it was last read, for progress without opening it.
    public var pageCount: Int?

    public init(page: Int = 0, lastPath: String? = nil, lastRead: Date? = nil, pageCount: Int? = nil) {
        self.version = Self.currentVersion
        self.page = page
        self.lastPath = lastPath
        self.lastRead = lastRead
        self.pageCount = pageCount
    }
}
