import CPoppler
import Foundation
import GObjectSupport
import RectoCore

/// "Save a Copy with Highlights…": a new PDF with the reader's highlights as real /Highlight annotations, so
/// other readers see them. The book is opened afresh (its own poppler document, on the caller's thread: call
/// it off the main thread), saved by poppler to a temporary file beside the destination, flushed, then renamed
/// into place. It never writes the file it reads.
public enum HighlightedCopy {
    /// Why the copy was not written.
    public enum Failure: Error, Equatable, Sendable {
        /// The destination is the book itself.
        case wouldOverwriteBook
        case cannotOpen(reason: String)
        case cannotSave(reason: String)
    }

    /// One highlight to write: its page, its marked quads and colour, and the reader's words as the
    /// annotation's contents.
    public struct Mark: Sendable {
        public let page: Int
        public let highlight: Highlight
        public let note: String

        public init(page: Int, highlight: Highlight, note: String = "") {
            self.page = page
            self.highlight = highlight
            self.note = note
        }
    }

    /// Writes a copy of an open book with `marks` to `destination` (its own poppler document, opened with the
    /// book's password).
    @discardableResult
    public static func save(book: PDFDocument, marks: [Mark], to destination: URL) throws(Failure) -> Int {
        try save(source: book.url, password: book.password, marks: marks, to: destination)
    }

    /// Writes a copy of the PDF at `source` with `marks` to `destination`; returns how many were written
    /// (marks without quads, or on pages the book does not have, are left out).
    @discardableResult
    public static func save(source: URL, password: String? = nil, marks: [Mark], to destination: URL) throws(Failure) -> Int {
        let from = source.standardizedFileURL.resolvingSymlinksInPath()
        let to = destination.standardizedFileURL.resolvingSymlinksInPath()
        guard from.path != to.path else { throw .wouldOverwriteBook }
        var error: UnsafeMutablePointer<GError>?
        let uri = takeString(g_filename_to_uri(source.path, nil, nil)) ?? source.absoluteString
        guard let document = poppler_document_new_from_file(uri, password, &error) else {
            throw .cannotOpen(reason: takeError(error))
        }
        defer { g_object_unref(document.raw) }
        let pageCount = Int(poppler_document_get_n_pages(document))
        var written = 0
        for mark in marks where mark.page >= 0 && mark.page < pageCount && mark.highlight.isMarked {
            guard let page = poppler_document_get_page(document, Int32(mark.page)) else { continue }
            add(mark, to: page, in: document)
            g_object_unref(page.raw)
            written += 1
        }
        let folder = to.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(to.lastPathComponent).\(UUID().uuidString).tmp")
        let temporaryURI = takeString(g_filename_to_uri(temporary.path, nil, nil)) ?? temporary.absoluteString
        guard poppler_document_save(document, temporaryURI, &error) != 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotSave(reason: takeError(error))
        }
        // Flushed before the rename, so a crash leaves either the old file or the whole new one.
        let descriptor = open(temporary.path, O_RDONLY)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
        guard rename(temporary.path, to.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotSave(reason: reason)
        }
        return written
    }

    private static func add(_ mark: Mark, to page: OpaquePointer, in document: OpaquePointer) {
        let quads = mark.highlight.quads
        let array = g_array_sized_new(0, 0, guint(MemoryLayout<PopplerQuadrilateral>.stride), guint(quads.count))
        defer { g_array_unref(array) }
        for quad in quads {
            // QuadPoints order, as PDF readers expect it: top left, top right, bottom left, bottom right (y up).
            var value = PopplerQuadrilateral(
                p1: PopplerPoint(x: quad.x1, y: quad.y2), p2: PopplerPoint(x: quad.x2, y: quad.y2),
                p3: PopplerPoint(x: quad.x1, y: quad.y1), p4: PopplerPoint(x: quad.x2, y: quad.y1))
            g_array_append_vals(array, &value, 1)
        }
        var bounds = PopplerRectangle(
            x1: quads.map(\.x1).min()!, y1: quads.map(\.y1).min()!, x2: quads.map(\.x2).max()!, y2: quads.map(\.y2).max()!)
        guard let annot = poppler_annot_text_markup_new_highlight(document, &bounds, array) else { return }
        defer { g_object_unref(annot.raw) }
        let rgb = mark.highlight.colour.rgb
        var colour = PopplerColor(red: UInt16(rgb.red * 65535), green: UInt16(rgb.green * 65535), blue: UInt16(rgb.blue * 65535))
        poppler_annot_set_color(annot, &colour)
        let words = mark.note.trimmingCharacters(in: .whitespacesAndNewlines)
        poppler_annot_set_contents(annot, words.isEmpty ? mark.highlight.quote : words)
        poppler_page_add_annot(page, annot)
    }

    private static func takeError(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
