import CPoppler
import Foundation
import GObjectSupport
import RectoCore

/// An open PDF. The poppler document inside is confined to this document's own serial queue (poppler must
/// never see one document from two threads); everything else here is immutable and may be read anywhere.
public final class PDFDocument: Sendable {
    /// Where the file was opened from.
    public let url: URL
    /// Number of pages; at least 1.
    public let pageCount: Int
    /// The title from the PDF's metadata, if it has a non-empty one.
    public let title: String?
    /// The author from the PDF's metadata.
    public let author: String?
    /// Names the book's saved state; survives renames and moves.
    public let key: DocumentKey
    /// What the file asks of its reader: layout, direction, contents shown.
    public let viewerPreferences: BookViewerPreferences
    let poppler: ThreadConfined<OpaquePointer>
    /// The password the book was opened with, so background work can open its own copy of it.
    let password: String?
    /// The second document on the same file, for previews, labels, the outline and slow-page relief.
    let secondary: SecondaryDocument
    /// Opens the render document afresh once it has drawn past its page budget (poppler keeps every drawn
    /// page's objects and annotations while it is open).
    let renewal: DocumentRenewal
    /// The pages' picture areas (for Night), found once for both documents: they are the file's, not a copy's.
    let pictures = PictureAreaCache()
    /// The pixels under the pages' highlights as last drawn, for both documents.
    let highlightCoverages = HighlightCoverageCache()

    /// How many pages needed poppler's image mapping, the second pass Night makes when a render drew from an
    /// image (the benchmark reports it).
    public var pictureMappings: Int { pictures.mappings }

    private init(url: URL, uri: String, password: String?, poppler: OpaquePointer, key: DocumentKey) {
        self.url = url
        self.pageCount = Int(poppler_document_get_n_pages(poppler))
        self.title = Self.nonEmpty(takeString(poppler_document_get_title(poppler)))
        self.author = Self.nonEmpty(takeString(poppler_document_get_author(poppler)))
        self.key = key
        self.password = password
        viewerPreferences = Self.viewerPreferences(of: poppler, at: url)
        renewal = DocumentRenewal(uri: uri, password: password)
        self.poppler = ThreadConfined(poppler, label: "recto.pdf.\(url.lastPathComponent)") { g_object_unref($0.raw) }
        secondary = SecondaryDocument(uri: uri, password: password, label: "recto.pdf2.\(url.lastPathComponent)")
    }

    /// Opens the PDF at `url`. Blocks on disk and parsing: call it off the main thread. Does no work that grows
    /// with the page count. `key`, when given, names the book instead of its own (a book rewritten in place is
    /// the same book, though pdflatex gives every build a new /ID).
    public static func open(url: URL, password: String? = nil, key given: DocumentKey? = nil)
        throws(PDFOpenError) -> PDFDocument
    {
        try PDFFileCheck.check(url)
        var error: UnsafeMutablePointer<GError>?
        let uri = takeString(g_filename_to_uri(url.path, nil, nil)) ?? url.absoluteString
        guard let document = poppler_document_new_from_file(uri, password, &error) else {
            throw PDFFileCheck.openError(from: error, hadPassword: password != nil)
        }
        guard poppler_document_get_n_pages(document) > 0 else {
            g_object_unref(document.raw)
            throw .noPages
        }
        let key = given ?? permanentKey(of: document) ?? (try? DocumentKey.fingerprint(of: url))
            ?? DocumentKey.forPath(url.path)
        return PDFDocument(url: url, uri: uri, password: password, poppler: document, key: key)
    }

    /// Runs `work` on the render document's queue, then lets `renewal` open the document afresh if the work
    /// spent its page budget. A renewed document reads the last page drawn at once, so that the next render does
    /// not walk poppler's page tree to it (a long book's far pages cost hundreds of milliseconds otherwise).
    func renderQueueAsync(_ work: @escaping @Sendable (OpaquePointer) -> Void) {
        poppler.async { [self] poppler in
            work(poppler)
            renewal.finishedWork(on: self.poppler, document: { $0 }, replace: { $0 = $1 }, warm: { fresh, page in
                if let handle = poppler_document_get_page(fresh, Int32(page)) { g_object_unref(handle.raw) }
            })
        }
    }

    /// The name to show for the book: its title, else the file name without extension.
    public var displayTitle: String {
        title ?? url.deletingPathExtension().lastPathComponent
    }

    private static func permanentKey(of document: OpaquePointer) -> DocumentKey? {
        var permanent: UnsafeMutablePointer<gchar>?
        var update: UnsafeMutablePointer<gchar>?
        guard poppler_document_get_id(document, &permanent, &update) != 0 else { return nil }
        defer { g_free(permanent); g_free(update) }
        // poppler hands back exactly 32 bytes (the 16-byte ID in hex), not NUL-terminated. Decode the hex so
        // that `fromPermanentID` sees the ID's own bytes and can reject an all-zero ID (as ASCII, "00…" is 0x30s).
        guard let permanent else { return nil }
        let hex = (0..<32).map { UInt8(bitPattern: permanent[$0]) }
        let bytes = stride(from: 0, to: 32, by: 2).compactMap { index in
            UInt8(String(decoding: hex[index...index + 1], as: UTF8.self), radix: 16)
        }
        guard bytes.count == 16 else { return nil }
        return DocumentKey.fromPermanentID(bytes)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }
}
