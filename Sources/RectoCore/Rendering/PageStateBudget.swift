/// How many pages an open poppler document may have read before it is opened afresh. Poppler keeps what it
/// reads of each page for as long as the document is open: the page's objects and, once the page is drawn or its
/// links are read, every annotation on it (an index page of R's reference manual holds ~75 KB of them). Nothing
/// in poppler-glib lets them go but closing the document, so memory grew with every page visited; a document
/// past this budget is swapped for a fresh one on the same file once its queue has been idle a moment.
///
/// The budget counts distinct pages (drawing a page again costs nothing more), up to `pageCap`; a read that
/// walks the whole book (the outline, which resolves every chapter's page, or the page labels) spends it all.
public struct PageStateBudget: Sendable, Equatable {
    /// Distinct pages read before the document is due to be opened afresh.
    public let pageCap: Int
    /// The pages read since the document was opened; never more than `pageCap` + 1 are tracked.
    public private(set) var pages: Set<Int> = []
    /// Whether a read walked the whole book since the document was opened.
    public private(set) var walkedBook = false

    public init(pageCap: Int) {
        precondition(pageCap > 0, "a budget needs room for the page on screen")
        self.pageCap = pageCap
    }

    /// The document read `page` (drew it, read its text or links).
    public mutating func read(_ page: Int) {
        guard !isSpent else { return }
        pages.insert(page)
    }

    /// The document read every page (the outline, the labels).
    public mutating func readWholeBook() {
        walkedBook = true
        pages.removeAll()
    }

    /// Whether the document holds more than the budget allows: open it afresh when idle.
    public var isSpent: Bool { walkedBook || pages.count > pageCap }

    /// The document was opened afresh: nothing is held.
    public mutating func renewed() {
        pages.removeAll()
        walkedBook = false
    }
}
