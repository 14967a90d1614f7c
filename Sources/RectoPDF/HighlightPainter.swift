import CPoppler
import RectoCore

/// Paints the reader's highlights into a rendered page: each colour's quads as one path, multiplied over the
/// page, so that white paper takes the colour and dark text stays dark, whatever the zoom (the quads are in
/// points and the context is scaled to the picture). One fill per colour keeps 200 highlights cheap, and
/// overlapping marks of one colour do not darken twice.
enum HighlightPainter {
    /// Paints `highlights` on a context scaled to page points, on a page `pageHeight` points tall.
    static func paint(_ highlights: [HighlightPaint], on cr: OpaquePointer?, pageHeight: Double) {
        guard !highlights.isEmpty, let cr else { return }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
        for color in HighlightColor.allCases {
            var any = false
            for paint in highlights where paint.color == color {
                for quad in paint.quads {
                    guard let rect = quad.pageRect(pageHeight: pageHeight) else { continue }
                    cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
                    any = true
                }
            }
            guard any else { continue }
            let rgb = color.rgb
            cairo_set_source_rgb(cr, rgb.red, rgb.green, rgb.blue)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }
}
