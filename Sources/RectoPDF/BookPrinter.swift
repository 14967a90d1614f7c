import CPoppler
import Foundation
import GObjectSupport
import RectoCore

/// Prints a book's pages as vectors (`poppler_page_render_for_printing`) into the contexts a print operation
/// lends, on a PopplerDocument of its own, opened on its own serial queue when the first work arrives: never
/// the render worker's document (one document is never used from two threads) and never the main thread
/// (opening a long book parses its cross-reference table, tens of milliseconds or more).
public final class BookPrinter: Sendable {
    /// The print document, touched only on the confined queue.
    final class Handle {
        fileprivate var document: OpaquePointer?
        fileprivate var opened = false
    }

    private let uri: String
    private let password: String?
    private let handle: ThreadConfined<Handle>

    /// A printer for `book`'s file. Nothing is opened until the first work.
    public init(book: PDFDocument) {
        uri = takeString(g_filename_to_uri(book.url.path, nil, nil)) ?? book.url.absoluteString
        password = book.password
        handle = ThreadConfined(Handle(), label: "recto.print", qos: .userInitiated) { handle in
            if let document = handle.document { g_object_unref(document.raw) }
        }
    }

    /// Reads the sizes in points of `pages` (zero for a page that cannot be read) and hands them to `completion`
    /// on the main loop; nil when the file cannot be opened any more.
    public func sizes(of pages: [Int], _ completion: @escaping @Sendable @MainActor ([Int: Size]?) -> Void) {
        handle.async { [self] handle in
            guard let document = document(in: handle) else {
                MainLoop.post { completion(nil) }
                return
            }
            var sizes: [Int: Size] = [:]
            for index in pages { sizes[index] = Self.size(of: index, in: document) }
            MainLoop.post { [sizes] in completion(sizes) }
        }
    }

    /// Draws page `index` on `canvas`, fitted into a printable `area` (points, the context's origin at its
    /// top-left), with `highlights` multiplied over it; then tells `completion` on the main loop whether the
    /// page was drawn (a file that can no longer be read leaves the paper blank, never a crash).
    public func draw(page index: Int, on canvas: LentCairoContext, area: Size, highlights: [HighlightPaint],
                     completion: @escaping @Sendable @MainActor (Bool) -> Void) {
        handle.async { [self] handle in
            guard let document = document(in: handle),
                  let page = poppler_document_get_page(document, Int32(clamping: index)) else {
                MainLoop.post { completion(false) }
                return
            }
            defer { g_object_unref(page.raw) }
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            let placement = PrintPlacement(page: Size(width: width, height: height), area: area)
            let cr = canvas.context
            cairo_save(cr)
            cairo_translate(cr, placement.x, placement.y)
            cairo_scale(cr, placement.scale, placement.scale)
            // Nothing outside the page's own box reaches the paper.
            cairo_rectangle(cr, 0, 0, width, height)
            cairo_clip(cr)
            poppler_page_render_for_printing(page, cr)
            Self.paint(highlights, on: cr, pageHeight: height)
            cairo_restore(cr)
            MainLoop.post { completion(true) }
        }
    }

    /// The highlights multiplied over the printed page: paper takes the colour, ink stays dark, as on screen.
    private static func paint(_ highlights: [HighlightPaint], on cr: OpaquePointer, pageHeight: Double) {
        guard !highlights.isEmpty else { return }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
        for highlight in highlights {
            let rgb = highlight.colour.rgb
            cairo_set_source_rgb(cr, rgb.red, rgb.green, rgb.blue)
            for quad in highlight.quads {
                guard let rect = quad.pageRect(pageHeight: pageHeight) else { continue }
                cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            }
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    private static func size(of index: Int, in document: OpaquePointer) -> Size {
        guard let page = poppler_document_get_page(document, Int32(clamping: index)) else {
            return Size(width: 0, height: 0)
        }
        defer { g_object_unref(page.raw) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        return Size(width: width, height: height)
    }

    private func document(in handle: Handle) -> OpaquePointer? {
        if !handle.opened {
            handle.opened = true
            handle.document = poppler_document_new_from_file(uri, password, nil)
        }
        return handle.document
    }
}
