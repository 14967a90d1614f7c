import Foundation

/// One row of the library sidebar: the file, what the PDF says about itself (once loaded) and reading progress.
public struct LibraryEntry: Hashable, Sendable, Identifiable {
    /// The file.
    public var item: LibraryItem
    /// The PDF's own metadata, `nil` until loaded (the row shows the file name meanwhile).
    public var metadata: LibraryMetadata?
    /// Reading progress, `nil` for a book never opened.
    public var progress: LibraryProgress?

    /// Creates a row.
    public init(item: LibraryItem, metadata: LibraryMetadata? = nil, progress: LibraryProgress? = nil) {
        self.item = item
        self.metadata = metadata
        self.progress = progress
    }

    /// Rows are identified by path, so an update of the same file keeps its selection.
    public var id: LibraryPath { item.path }

    /// The title to show and sort by: the PDF's title, else the file name without extension.
    public var title: String { metadata?.title ?? item.displayName }

    /// The author, when the PDF names one.
    public var author: String? { metadata?.author }

    /// Pages in the book: from the metadata, else from the reading state.
    public var pageCount: Int? { metadata?.pageCount ?? progress?.pageCount }

    /// The one-based page the reader is on, within 1…`pageCount`; `nil` when never read or the page count is
    /// unknown. Clamped before adding one, so a page index from a damaged state file (`Int.max`) cannot overflow.
    public var progressPageNumber: Int? {
        guard let progress, let pageCount, pageCount > 0 else { return nil }
        return min(max(progress.pageIndex, 0), pageCount - 1) + 1
    }

    /// Reading progress from 0 to 1 (last page = 1), `nil` when never read or the page count is unknown.
    public var progressFraction: Double? {
        guard let page = progressPageNumber, let pageCount else { return nil }
        return Double(page) / Double(pageCount)
    }

    /// Whether the row says the book cannot be read: this process may not read the file, or reading its
    /// metadata crashed or hung the helper.
    public var isUnreadable: Bool {
        !item.isReadable || metadata?.failure?.isUnreadable == true
    }
}
