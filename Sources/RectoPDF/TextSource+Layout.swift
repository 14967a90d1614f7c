import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension TextSource {
    /// A page's characters and their boxes as poppler lays them out (top-left page points), with its size;
    /// nil for a page outside the book or one poppler cannot read.
    func layout(ofPage index: Int) -> PageTextLayout? {
        layoutAndText(ofPage: index)?.layout
    }

    /// A page's layout and the text it was made from (poppler's, a newline after every line), read once.
    func layoutAndText(ofPage index: Int) -> (layout: PageTextLayout, text: String)? {
        guard index >= 0, index < pageCount, let document = open(),
              let page = poppler_document_get_page(document, Int32(index)) else { return nil }
        defer { g_object_unref(page.raw) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        let text = takeString(poppler_page_get_text(page)) ?? ""
        var rectangles: UnsafeMutablePointer<PopplerRectangle>?
        var count: guint = 0
        var boxes: [PageRect] = []
        if poppler_page_get_text_layout(page, &rectangles, &count) != 0, let rectangles {
            defer { g_free(rectangles) }
            boxes = (0..<Int(count)).map { number in
                let box = rectangles[number]
                return PageRect(x: min(box.x1, box.x2), y: min(box.y1, box.y2), width: abs(box.x2 - box.x1),
                                height: abs(box.y2 - box.y1))
            }
        }
        return (PageTextLayout(pageSize: Size(width: width, height: height), text: text, boxes: boxes), text)
    }

    /// A page's text as poppler gives it (a newline after every line), whose characters count as the layout's.
    func rawText(ofPage index: Int) -> String {
        guard index >= 0, index < pageCount, let document = open(),
              let page = poppler_document_get_page(document, Int32(index)) else { return "" }
        defer { g_object_unref(page.raw) }
        return takeString(poppler_page_get_text(page)) ?? ""
    }
}
