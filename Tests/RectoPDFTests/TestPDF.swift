import CGtk
import Foundation
import RectoTestSupport

/// Draws PDFs for the tests with cairo's PDF surface, so every fixture is made from code and says what it holds.
enum TestPDF {
    /// What one page holds.
    enum Content {
        /// Nothing: renders all white.
        case blank
        /// A black square filling the left half of the page (top to bottom), nothing on the right.
        case leftHalfBlack
        /// Some text and a frame, as a book page might have.
        case text(String)
        /// Lines of 12-point text down the page, as printed in a book (hyphens and all).
        case lines([String])
    }

    struct Page {
        var width: Double = 595.28
        var height: Double = 841.89
        var label: String? = nil
        var content: Content = .text("Page")
    }

    /// Writes a PDF with `pages` to `url`, with optional metadata and a flat outline of (title, zero-based page).
    static func write(
        to url: URL, pages: [Page], title: String? = nil, author: String? = nil, outline: [(String, Int)] = []
    ) {
        precondition(!pages.isEmpty)
        let surface = cairo_pdf_surface_create(url.path, pages[0].width, pages[0].height)
        precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "cannot create \(url.path)")
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        if let author { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, author) }
        let cr = cairo_create(surface)
        for (index, page) in pages.enumerated() {
            cairo_pdf_surface_set_size(surface, page.width, page.height)
            if let label = page.label { cairo_pdf_surface_set_page_label(surface, label) }
            for (entry, target) in outline where target == index {
                // Outline links name their page from 1.
                _ = cairo_pdf_surface_add_outline(surface, 0, entry, "page=\(target + 1)", cairo_pdf_outline_flags_t(0))
            }
            draw(page, cr)
            cairo_show_page(cr)
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "cannot finish \(url.path)")
        cairo_surface_destroy(surface)
    }

    private static func draw(_ page: Page, _ cr: OpaquePointer?) {
        switch page.content {
        case .blank:
            break
        case .leftHalfBlack:
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_rectangle(cr, 0, 0, page.width / 2, page.height)
            cairo_fill(cr)
        case .text(let text):
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_set_line_width(cr, 4)
            cairo_rectangle(cr, 20, 20, page.width - 40, page.height - 40)
            cairo_stroke(cr)
            cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, min(page.width, page.height) / 10)
            cairo_move_to(cr, 40, page.height / 2)
            cairo_show_text(cr, text)
        case .lines(let lines):
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, 12)
            for (index, line) in lines.enumerated() {
                cairo_move_to(cr, 72, 72 + Double(index) * 16)
                cairo_show_text(cr, line)
            }
        }
    }
}

/// A temporary folder as the PDF tests fill it: books drawn with cairo.
extension TemporaryFolder {
    /// Writes a PDF named `name` and returns its location.
    func pdf(_ name: String, pages: [TestPDF.Page], title: String? = nil, author: String? = nil,
             outline: [(String, Int)] = []) -> URL {
        let target = file(name)
        TestPDF.write(to: target, pages: pages, title: title, author: author, outline: outline)
        return target
    }

    /// A simple book of `count` text pages.
    func book(_ name: String = "book.pdf", count: Int = 3, title: String? = nil) -> URL {
        pdf(name, pages: (1...count).map { TestPDF.Page(content: .text("Page \($0)")) }, title: title)
    }
}

/// Runs the default GLib main context (where `MainLoop.post` delivers) until `condition` holds or the
/// deadline passes. Returns whether the condition was met.
@MainActor
func iterateMainContext(timeout: Duration = .seconds(30), until condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
    }
    return true
}

/// Runs whatever the default main context has ready now, until nothing is left.
@MainActor
func drainMainContext() {
    while g_main_context_iteration(nil, 0) != 0 {}
}

extension TestPDF {
    /// Adds a trailer `/ID` (both halves `hex`, 32 hex digits) to a cairo-written PDF. The trailer follows the
    /// cross-reference table, so inserting into it moves no object the table points at.
    static func addTrailerID(_ hex: String, to url: URL) throws {
        var bytes = try Data(contentsOf: url)
        guard let trailer = bytes.range(of: Data("trailer".utf8), options: .backwards),
              let open = bytes.range(of: Data("<<".utf8), in: trailer.upperBound..<bytes.endIndex) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        bytes.insert(contentsOf: Data(" /ID [<\(hex)> <\(hex)>] ".utf8), at: open.upperBound)
        try bytes.write(to: url)
    }
}
