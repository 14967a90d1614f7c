/// What a scan of the library folder found.
public struct LibraryScanResult: Equatable, Sendable {
    /// The PDFs to list, ordered by path bytes (the app sorts them for display with `LibrarySort`).
    public var items: [LibraryItem]
    /// Symbolic links with a `.pdf` name whose target is missing (or that loop); not listed, reported so the
    /// app can mention them. Ordered by path bytes.
    public var brokenLinks: [LibraryPath]

    /// Creates a result.
    public init(items: [LibraryItem] = [], brokenLinks: [LibraryPath] = []) {
        self.items = items
        self.brokenLinks = brokenLinks
    }
}
