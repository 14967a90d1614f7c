import CPoppler
import Foundation
import GObjectSupport
import RectoCore

/// The second poppler document behind a `BookText`, and each page's text once read; only ever used on the
/// book text's queue.
final class TextSource {
    private let url: URL
    private let password: String?
    let pageCount: Int
    private var poppler: OpaquePointer?
    private var triedToOpen = false
    /// Each page's folded text (`SearchFolding`), once read: all a second search needs, and about as large
    /// as the book's text in UTF-8. "" for a page without text.
    private var folded: [String?]
    /// The reading text of the last few pages read, for the page on screen, its neighbours and the results on
    /// screen; older ones are read again if asked for.
    private var recent: [(page: Int, text: String)] = []
    private static let recentCount = 8

    init(url: URL, password: String?, pageCount: Int) {
        self.url = url
        self.password = password
        self.pageCount = pageCount
        folded = Array(repeating: nil, count: max(pageCount, 0))
    }

    /// The page's text in reading order (`ReadingText`): "" for a page without text or outside the book.
    func readingText(ofPage index: Int) -> String {
        if let kept = recent.first(where: { $0.page == index }) { return kept.text }
        let text = extract(index)
        recent.insert((index, text), at: 0)
        if recent.count > Self.recentCount { recent.removeLast() }
        if folded.indices.contains(index), folded[index] == nil { folded[index] = SearchFolding.fold(text) }
        return text
    }

    /// Whether the page has any text, and how many times `foldedQuery` (already folded) shows on it.
    func matchCount(of foldedQuery: String, onPage index: Int) -> (hasText: Bool, count: Int) {
        guard folded.indices.contains(index) else { return (false, 0) }
        let pageFolded = folded[index] ?? {
            let made = SearchFolding.fold(extract(index))
            folded[index] = made
            return made
        }()
        return (!pageFolded.isEmpty, TextMatcher.count(of: foldedQuery, in: pageFolded))
    }

    private func extract(_ index: Int) -> String {
        guard index >= 0, index < pageCount, let document = open(),
              let page = poppler_document_get_page(document, Int32(index)) else { return "" }
        defer { g_object_unref(page.raw) }
        return ReadingText.join(takeString(poppler_page_get_text(page)) ?? "")
    }

    /// The document, opened once; nil when the file can no longer be opened (moved, changed): no text then.
    func open() -> OpaquePointer? {
        if triedToOpen { return poppler }
        triedToOpen = true
        let uri = takeString(g_filename_to_uri(url.path, nil, nil)) ?? url.absoluteString
        var error: UnsafeMutablePointer<GError>?
        poppler = poppler_document_new_from_file(uri, password, &error)
        if let error { g_error_free(error) }
        return poppler
    }

    func close() {
        if let poppler { g_object_unref(poppler.raw) }
        poppler = nil
    }
}
