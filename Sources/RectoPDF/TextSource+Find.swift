import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension TextSource {
    /// The page's size in points (0×0 outside the book).
    func pageSize(ofPage index: Int) -> Size {
        guard index >= 0, index < pageCount, let document = open(),
              let page = poppler_document_get_page(document, Int32(index)) else { return Size(width: 0, height: 0) }
        defer { g_object_unref(page.raw) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        return Size(width: width, height: height)
    }

    /// Where `query` shows on a page, one list of rectangles per match (a match over a line end has two),
    /// in top-left page points, for highlighting. Poppler folds case and accents and joins lines and
    /// hyphenated words here as `TextMatcher` does for counting.
    func matchAreas(of query: String, onPage index: Int) -> [[PageRect]] {
        guard !query.isEmpty, index >= 0, index < pageCount, let document = open(),
              let page = poppler_document_get_page(document, Int32(index)) else { return [] }
        defer { g_object_unref(page.raw) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        let options = PopplerFindFlags(
            rawValue: POPPLER_FIND_IGNORE_DIACRITICS.rawValue | POPPLER_FIND_MULTILINE.rawValue)
        guard let found = poppler_page_find_text_with_options(page, query, options) else { return [] }
        defer { g_list_free_full(found) { poppler_rectangle_free($0?.assumingMemoryBound(to: PopplerRectangle.self)) } }
        var matches: [[PageRect]] = []
        // Set on a rectangle whose match goes on in the next one (the next line's part of it).
        var continues = false
        var node: UnsafeMutablePointer<GList>? = found
        while let current = node {
            node = current.pointee.next
            guard let rectangle = current.pointee.data?.assumingMemoryBound(to: PopplerRectangle.self),
                  let area = PageRect.fromPDF(x1: rectangle.pointee.x1, y1: rectangle.pointee.y1,
                                              x2: rectangle.pointee.x2, y2: rectangle.pointee.y2, pageHeight: height)
            else { continue }
            if continues, !matches.isEmpty {
                matches[matches.count - 1].append(area)
            } else {
                matches.append([area])
            }
            continues = poppler_rectangle_find_get_match_continued(rectangle) != 0
        }
        return matches
    }
}

extension TextSource {
    /// A page's size, links and the query's match areas, read together for a page on screen.
    func marks(ofPage index: Int, query: String) -> PageMarks {
        PageMarks(pageSize: pageSize(ofPage: index), links: links(ofPage: index),
                  matches: matchAreas(of: query, onPage: index))
    }
}
