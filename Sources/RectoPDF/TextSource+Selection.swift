import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension TextSource {
    /// The text between two points of a page (top-left page points), grown to whole words or lines as `unit`
    /// says, with the rectangles to draw it.
    func selection(onPage index: Int, from start: (x: Double, y: Double), to end: (x: Double, y: Double),
                   unit: TextSelection.Unit) -> TextSelection {
        let empty = TextSelection(page: index, areas: [], text: "")
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), index >= 0, index < pageCount,
              let document = open(), let page = poppler_document_get_page(document, Int32(index)) else { return empty }
        defer { g_object_unref(page.raw) }
        let style: PopplerSelectionStyle = switch unit {
        case .glyph: POPPLER_SELECTION_GLYPH
        case .word: POPPLER_SELECTION_WORD
        case .line: POPPLER_SELECTION_LINE
        }
        // Poppler's selection rectangle is in page points from the top left, as ours are.
        var rectangle = PopplerRectangle(x1: start.x, y1: start.y, x2: end.x, y2: end.y)
        let text = ReadingText.join(takeString(poppler_page_get_selected_text(page, style, &rectangle)) ?? "")
        // The region comes in whole units of the given scale: four per point keeps it sharp when zoomed.
        let scale = 4.0
        var areas: [PageRect] = []
        if let region = poppler_page_get_selected_region(page, scale, style, &rectangle) {
            defer { cairo_region_destroy(region) }
            for number in 0..<cairo_region_num_rectangles(region) {
                var box = cairo_rectangle_int_t()
                cairo_region_get_rectangle(region, number, &box)
                areas.append(PageRect(x: Double(box.x) / scale, y: Double(box.y) / scale,
                                      width: Double(box.width) / scale, height: Double(box.height) / scale))
            }
        }
        return TextSelection(page: index, areas: areas, text: text)
    }
}
