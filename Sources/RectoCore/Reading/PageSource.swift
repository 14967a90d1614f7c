/// The document behind a reader: what the reading model needs to know of a book, whatever engine opened it.
/// RectoPDF's `PDFDocument` conforms; tests use a fake.
public protocol PageSource: AnyObject {
    /// Number of pages; at least 1.
    var pageCount: Int { get }
    /// The name to show for the book.
    var displayTitle: String { get }
    /// Names the book's saved state; survives renames and moves.
    var key: DocumentKey { get }
    /// Where the book was opened from, saved with its reading state; nil when it has no file.
    var path: String? { get }
    /// Reads every page label in the background and hands them to `completion` on the main loop.
    func loadLabels(_ completion: @escaping @Sendable @MainActor (PageLabels) -> Void)
    /// The size of `page` in points, nil for a page out of range. May block on the document: not for the main
    /// thread of a large book.
    func pageSizeNow(_ page: Int) -> Size?
}

extension PageSource {
    public var path: String? { nil }
}
