import CPoppler
import Foundation
import GObjectSupport
import RectoCore

/// The book's text on its secondary document (`SecondaryDocument`), and each page's text as far as a search
/// keeps it; only ever used on that document's queue.
final class TextSource {
    /// The secondary document; nil when the file could not be opened (moved, changed): no text then.
    private let poppler: OpaquePointer?
    let pageCount: Int
    /// Each page's folded text (`SearchFolding`), once read: all a second search needs, and about as large
    /// as the book's text in UTF-8. "" for a page without text. Shared with the `FoldingHelper`.
    private let folded: FoldedPages
    /// The reading text of the last few pages read, for the page on screen, its neighbours and the results on
    /// screen; older ones are read again if asked for.
    private var recent: [(page: Int, text: String)] = []
    private static let recentCount = 8
    /// The layouts of the last few pages marked, with their reading text: each letter typed in the find bar
    /// marks the pages on screen again, and laying a page out is most of what that costs.
    var recentLayouts: [(page: Int, layout: PageTextLayout, reading: String)] = []
    static let recentLayoutCount = 4

    init(document: OpaquePointer?, folded: FoldedPages) {
        poppler = document
        pageCount = document.map { Int(poppler_document_get_n_pages($0)) } ?? 0
        self.folded = folded
    }

    /// The page's text in reading order (`ReadingText`): "" for a page without text or outside the book. Only
    /// the last few are kept, so memory does not grow with every page turned.
    func readingText(ofPage index: Int) -> String {
        if let kept = recent.first(where: { $0.page == index }) { return kept.text }
        let text = extract(index)
        recent.insert((index, text), at: 0)
        if recent.count > Self.recentCount { recent.removeLast() }
        return text
    }

    /// Whether the page has any text, and how many times `foldedQuery` (already folded) shows on it.
    func matchCount(of foldedQuery: String, onPage index: Int) -> (hasText: Bool, count: Int) {
        guard index >= 0, index < pageCount else { return (false, 0) }
        let pageFolded = folded.textOrClaim(index) ?? {
            let made = SearchFolding.fold(extract(index))
            folded.store(made, forPage: index)
            return made
        }()
        return (!pageFolded.isEmpty, TextMatcher.count(of: foldedQuery, in: pageFolded))
    }

    private func extract(_ index: Int) -> String {
        guard index >= 0, index < pageCount, let document = open() else { return "" }
        return Self.readingText(of: document, page: index)
    }

    /// A page's text on `document`, in reading order (`ReadingText`); "" when it has none or cannot be read.
    static func readingText(of document: OpaquePointer, page index: Int) -> String {
        guard let page = poppler_document_get_page(document, Int32(index)) else { return "" }
        defer { g_object_unref(page.raw) }
        return ReadingText.join(takeString(poppler_page_get_text(page)) ?? "")
    }

    /// The document (nil when it could not be opened).
    func open() -> OpaquePointer? { poppler }
}
