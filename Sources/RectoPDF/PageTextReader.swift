import CPoppler
import Foundation
import GObjectSupport
import RectoCore
import Synchronization

/// Reads the text of a book's pages in reading order (`ReadingText`), in the background: on a second poppler
/// document of the same file with its own serial queue, so text never waits behind a render and the render
/// worker's document is never touched from two threads. The second document is opened on first use.
public final class PageTextReader: Sendable {
    /// Called on the main thread with a page and its text ("" for a page without text, or one that failed).
    public typealias Delivery = @Sendable @MainActor (_ page: Int, _ text: String) -> Void

    private let source: ThreadConfined<TextSource>
    /// Bumped by every `read`, so requests overtaken by a newer one are skipped rather than read.
    private let generation = Mutex(0)

    /// A reader for `document`'s file. Costs nothing until the first `read`.
    public init(document: PDFDocument) {
        let source = TextSource(url: document.url, password: document.password, pageCount: document.pageCount)
        self.source = ThreadConfined(source, label: "recto.text.\(document.url.lastPathComponent)", qos: .utility) {
            $0.close()
        }
    }

    /// Reads `pages` (the pages on screen) and delivers each one's text; an earlier call's pages not yet read
    /// are dropped, since the reader has moved on.
    public func read(_ pages: [Int], deliver: @escaping Delivery) {
        let mine = generation.withLock { value -> Int in
            value += 1
            return value
        }
        source.async { [self] source in
            for page in pages {
                guard generation.withLock({ $0 }) == mine else { return }
                let text = source.readingText(ofPage: page)
                MainLoop.post { deliver(page, text) }
            }
        }
    }

    /// One page's text, read on the calling thread through the reader's queue (tests and benchmarks).
    public func readNow(_ page: Int) -> String {
        source.sync { $0.readingText(ofPage: page) }
    }
}

/// The second poppler document behind a `PageTextReader`; only ever used on the reader's queue.
final class TextSource {
    private let url: URL
    private let password: String?
    private let pageCount: Int
    private var poppler: OpaquePointer?
    private var triedToOpen = false

    init(url: URL, password: String?, pageCount: Int) {
        self.url = url
        self.password = password
        self.pageCount = pageCount
    }

    func readingText(ofPage index: Int) -> String {
        guard index >= 0, index < pageCount, let document = open(),
              let page = poppler_document_get_page(document, Int32(index)) else { return "" }
        defer { g_object_unref(page.raw) }
        return ReadingText.join(takeString(poppler_page_get_text(page)) ?? "")
    }

    /// The document, opened once; nil when the file can no longer be opened (moved, changed): no text then.
    private func open() -> OpaquePointer? {
        if triedToOpen { return poppler }
        triedToOpen = true
        let uri = takeString(g_filename_to_uri(url.path, nil, nil)) ?? url.absoluteString
        var error: UnsafeMutablePointer<GError>?
        poppler = poppler_document_new_from_file(uri, password, &error)
        if let error { g_error_free(error) }
        return poppler
    }

    func close() {
        if let poppler { g_object_unref(poppler.raw) }
        poppler = nil
    }
}
