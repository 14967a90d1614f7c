import Foundation

/// Where the library's files are: the default folder, the metadata cache, the older preferences file, the
/// reading states its progress comes from, and the sample book a first start copies into a new default
/// folder. XDG folders through GLib in the app, a temporary folder in tests.
public struct LibraryLocations: Sendable {
    /// The folder listed when the reader chose none; the only one ever created.
    public var defaultFolder: LibraryPath
    /// The titles, authors and page counts already read (`LibraryMetadataCache`).
    public var metadataCache: URL
    /// The sort order as an older Recto kept it (`LibraryPreferences`).
    public var preferences: URL
    /// The reading states (`ReadingStateStore`) the rows' progress is read from.
    public var readingStates: URL
    /// Finds the sample book; nil when none was installed.
    public var sampleBook: @Sendable () -> URL?

    public init(
        defaultFolder: LibraryPath, metadataCache: URL, preferences: URL, readingStates: URL,
        sampleBook: @escaping @Sendable () -> URL?
    ) {
        self.defaultFolder = defaultFolder
        self.metadataCache = metadataCache
        self.preferences = preferences
        self.readingStates = readingStates
        self.sampleBook = sampleBook
    }
}
