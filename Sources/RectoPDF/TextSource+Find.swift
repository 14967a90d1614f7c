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

    /// Where `query` shows on a page, one list of rectangles per match (a match over a line end has two), in
    /// top-left page points, for highlighting: `TextMatcher` finds it in the page's reading text, the matcher
    /// that counts the search's matches, and each match covers its characters' boxes in the layout, so the
    /// rectangles are the count's matches, in its order.
    func matchAreas(of query: String, onPage index: Int) -> [[PageRect]] {
        // Counted first, on the folded text a search keeps: most pages on screen have no match, and are then
        // not laid out at all.
        let folded = SearchFolding.fold(query)
        guard !folded.isEmpty, matchCount(of: folded, onPage: index).count > 0,
              let (layout, reading) = searchLayout(ofPage: index) else { return [] }
        return layout.matchAreas(of: query, readingText: reading)
    }

    /// A page's layout and its reading text, joined from the layout's own text so the two are one extraction;
    /// the last few are kept.
    private func searchLayout(ofPage index: Int) -> (layout: PageTextLayout, reading: String)? {
        if let kept = recentLayouts.first(where: { $0.page == index }) { return (kept.layout, kept.reading) }
        guard let (layout, text) = layoutAndText(ofPage: index) else { return nil }
        let reading = ReadingText.join(text)
        recentLayouts.insert((index, layout, reading), at: 0)
        if recentLayouts.count > Self.recentLayoutCount { recentLayouts.removeLast() }
        return (layout, reading)
    }
}

extension TextSource {
    /// A page's size, links and the query's match areas, read together for a page on screen.
    func marks(ofPage index: Int, query: String) -> PageMarks {
        PageMarks(pageSize: pageSize(ofPage: index), links: links(ofPage: index),
                  matches: matchAreas(of: query, onPage: index))
    }
}
