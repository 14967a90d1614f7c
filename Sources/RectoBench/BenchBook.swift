import CGtk
import Foundation

/// Writes a long text book for the benchmarks with cairo: `pages` A5 pages of justified-looking lines, and a
/// nested outline of `chapters` chapters of `sectionsPerChapter` sections each.
///
/// Each page carries a solid colour stamp, pure red on odd pages (1, 3, …) and pure green on even ones, so the
/// desktop benchmark can tell from screen pixels alone, for any reader, which page is on screen.
enum BenchBook {
    static func write(to path: String, pages: Int, chapters: Int = 100, sectionsPerChapter: Int = 14) {
        let surface = cairo_pdf_surface_create(path, 420, 595)
        let cr = cairo_create(surface)
        cairo_select_font_face(cr, "DejaVu Serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        let words = ["reading", "the", "page", "turns", "under", "a", "quiet", "hand", "and", "every", "line",
                     "of", "this", "long", "book", "is", "set", "in", "small", "type", "for", "measuring"]
        for page in 0..<pages {
            stamp(cr, page: page)
            cairo_set_source_rgb(cr, 0, 0, 0)
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
        addOutline(surface, pages: pages, chapters: chapters, sectionsPerChapter: sectionsPerChapter)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    /// Three pages of stamps alone (red, green, red), to lay over the first pages of a real book with qpdf.
    static func writeStamps(to path: String, width: Double = 612, height: Double = 792) {
        let surface = cairo_pdf_surface_create(path, width, height)
        let cr = cairo_create(surface)
        for page in 0..<3 {
            if page.isMultiple(of: 2) { cairo_set_source_rgb(cr, 1, 0, 0) } else { cairo_set_source_rgb(cr, 0, 1, 0) }
            cairo_rectangle(cr, width / 2 - width / 4, height / 2 - width / 4, width / 2, width / 2)
            cairo_fill(cr)
            cairo_show_page(cr)
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    /// The colour square in the middle of the page (drawn under the text).
    private static func stamp(_ cr: OpaquePointer?, page: Int) {
        if page.isMultiple(of: 2) { cairo_set_source_rgb(cr, 1, 0, 0) } else { cairo_set_source_rgb(cr, 0, 1, 0) }
        cairo_rectangle(cr, 110, 200, 200, 200)
        cairo_fill(cr)
    }

    private static func addOutline(_ surface: OpaquePointer?, pages: Int, chapters: Int, sectionsPerChapter: Int) {
        let perChapter = max(pages / max(chapters, 1), 1)
        for chapter in 0..<chapters {
            let first = min(chapter * perChapter, pages - 1)
            let id = cairo_pdf_surface_add_outline(
                surface, 0, "Chapter \(chapter + 1)", "page=\(first + 1)", CAIRO_PDF_OUTLINE_FLAG_OPEN)
            for section in 0..<sectionsPerChapter {
                let page = min(first + section * perChapter / max(sectionsPerChapter, 1), pages - 1)
                cairo_pdf_surface_add_outline(surface, id, "Section \(chapter + 1).\(section + 1)",
                                              "page=\(page + 1)", cairo_pdf_outline_flags_t(0))
            }
        }
    }
}
