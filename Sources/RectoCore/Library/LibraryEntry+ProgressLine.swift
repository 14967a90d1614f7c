extension LibraryEntry {
    /// What a row's progress line says, worded by the app.
    public enum ProgressLine: Equatable, Sendable {
        /// The file cannot be read.
        case unreadable
        /// The reader is on one-based `page` of `pageCount`.
        case onPage(Int, of: Int)
        /// Not started: the book's length.
        case length(pages: Int)
    }

    /// The row's progress line, or nil with nothing to say (never read, length unknown).
    public var progressLine: ProgressLine? {
        if isUnreadable { return .unreadable }
        if let page = progressPageNumber, let pageCount { return .onPage(page, of: pageCount) }
        return pageCount.map { .length(pages: $0) }
    }
}
