import CGtk
import Foundation

/// Owns the cairo PDF surface: sets the document's metadata and draws laid-out pages onto it.
/// The document deliberately gets no outline: Recto must find this book's contents in its sidecar file.
final class PDFRenderer {
    enum Failure: Error, CustomStringConvertible {
        case cairo(String)

        var description: String {
            switch self {
            case .cairo(let message): "cairo could not write the PDF: \(message)"
            }
        }
    }

    private let surface: OpaquePointer
    /// The drawing context, also lent to `Typesetter` for measuring before anything is drawn.
    let context: OpaquePointer

    init(path: String, book: Book) throws(Failure) {
        surface = cairo_pdf_surface_create(path, PageGeometry.width, PageGeometry.height)
        context = cairo_create(surface)
        try check(cairo_surface_status(surface))
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, book.title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, book.author)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, book.subject)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Recto SampleBook")
        // Reproducible builds: with SOURCE_DATE_EPOCH set, the same sources give a byte-identical PDF.
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init) {
            let date = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: epoch))
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date)
        }
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    func render(_ pages: [LaidOutPage], with setter: Typesetter) {
        for page in pages {
            for item in page.items {
                draw(item, with: setter)
            }
            cairo_show_page(context)
        }
    }

    /// Writes out the rest of the file; only after this returns without error is the PDF complete.
    func finish() throws(Failure) {
        try check(cairo_status(context))
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface))
    }

    private func check(_ status: cairo_status_t) throws(Failure) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    private func draw(_ item: LaidOutPage.Item, with setter: Typesetter) {
        switch item {
        case let .text(text, style, x, y):
            setInk(style.ink)
            setter.select(style)
            drawText(text, tracking: style.tracking, x: x, y: y)
        case let .rule(x1, y1, x2, y2, width, ink):
            setInk(ink)
            cairo_set_line_width(context, width)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
            cairo_move_to(context, x1, y1)
            cairo_line_to(context, x2, y2)
            cairo_stroke(context)
        case let .ornament(ornament, centerX, centerY):
            cairo_save(context)
            switch ornament {
            case .openBook: drawOpenBook(centerX: centerX, centerY: centerY)
            case .fleuron: drawFleuron(centerX: centerX, centerY: centerY)
            }
            cairo_restore(context)
        }
    }

    private func drawText(_ text: String, tracking: Double, x: Double, y: Double) {
        guard tracking != 0 else {
            cairo_move_to(context, x, y)
            cairo_show_text(context, text)
            return
        }
        var penX = x
        var extents = cairo_text_extents_t()
        for character in text {
            let glyph = String(character)
            cairo_move_to(context, penX, y)
            cairo_show_text(context, glyph)
            cairo_text_extents(context, glyph, &extents)
            penX += extents.x_advance + tracking
        }
    }

    func setInk(_ ink: Ink) {
        let (red, green, blue) = ink.rgb
        cairo_set_source_rgb(context, red, green, blue)
    }
}
