import CGtk
import Foundation

/// Writes a long text book for the benchmarks with cairo: `pages` A5 pages of justified-looking lines.
enum BenchBook {
    static func write(to path: String, pages: Int) {
        let surface = cairo_pdf_surface_create(path, 420, 595)
        let cr = cairo_create(surface)
        cairo_select_font_face(cr, "DejaVu Serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        let words = ["reading", "the", "page", "turns", "under", "a", "quiet", "hand", "and", "every", "line",
                     "of", "this", "long", "book", "is", "set", "in", "small", "type", "for", "measuring"]
        for page in 0..<pages {
            cairo_set_font_size(cr, 16)
            cairo_move_to(cr, 40, 50)
            cairo_show_text(cr, "Page \(page + 1)")
            cairo_set_font_size(cr, 9.5)
            for line in 0..<44 {
                let text = (0..<11).map { words[(page * 7 + line * 3 + $0 * 5) % words.count] }.joined(separator: " ")
                cairo_move_to(cr, 40, 80 + Double(line) * 11.5)
                cairo_show_text(cr, text)
            }
            cairo_show_page(cr)
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }
}
