import CPoppler
import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import Synchronization

/// A second PopplerDocument on the same file, opened on first use on its own serial queue. It draws the scrubber's
/// previews, reads page labels, the outline and the book's text (`BookText`: one document fewer, as each keeps its
/// own cross-reference table and page tree, megabytes for a long book), and takes the pages on screen while the
/// first document is stuck on a slow page (poppler cannot be interrupted mid-page, and one document is never used
/// from two threads). Its work, reading text included, waits until the first page has been drawn, or a head start
/// has passed: the first page must not share the CPU, and poppler builds some static state during its first
/// render that two documents must not race to build.
final class SecondaryDocument: Sendable {
    /// The longest the first page's render delays secondary work.
    static let headStart = DispatchTimeInterval.milliseconds(1500)

    /// The open document, touched only on the confined queue.
    final class Handle {
        fileprivate var document: OpaquePointer?
        fileprivate var opened = false
        fileprivate var waitedForFirstPage = false
        /// The book's text read on this document, made on first use.
        fileprivate var text: TextSource?
    }

    private let uri: String
    private let password: String?
    private let handle: ThreadConfined<Handle>
    private let firstPage = DispatchGroup()
    private let firstPageDone = Mutex(false)
    private let waitsForShow = Mutex(false)
    /// The folded text of each page searched, read here or by the `FoldingHelper` beside it.
    let folded = FoldedPages()
    /// Opens the document afresh once it has read past its page budget: links, text and previews of the pages
    /// around the reader come back from a fresh document in milliseconds.
    private let renewal: DocumentRenewal

    init(uri: String, password: String?, label: String) {
        self.uri = uri
        self.password = password
        renewal = DocumentRenewal(uri: uri, password: password)
        handle = ThreadConfined(Handle(), label: label, qos: .utility) { handle in
            if let document = handle.document { g_object_unref(document.raw) }
        }
        firstPage.enter()
    }

    /// The first document finished its first page: secondary work may start, unless it waits for the page to
    /// be on screen (`waitForFirstPageShown`).
    func firstPageRendered() {
        guard !waitsForShow.withLock({ $0 }) else { return }
        release()
    }

    /// The window will say when its first page is on screen (`firstPageShown`): secondary work waits for that
    /// (or the head start), so it does not take the CPU from the main thread's first frame either.
    func waitForFirstPageShown() {
        waitsForShow.withLock { $0 = true }
    }

    /// The first page is on screen: secondary work may start.
    func firstPageShown() {
        release()
    }

    private func release() {
        let first = firstPageDone.withLock { done in
            defer { done = true }
            return !done
        }
        if first { firstPage.leave() }
    }

    /// Runs `work` on the secondary queue with the document, or nil if it could not be opened. Work that
    /// renders waits for the first page (`afterFirstPage`); reading text need not.
    func async(afterFirstPage: Bool = true, _ work: @escaping @Sendable (OpaquePointer?) -> Void) {
        handle.async { [self] handle in
            work(document(in: handle, afterFirstPage: afterFirstPage))
            finished(handle)
        }
    }

    /// Runs `work` on the secondary queue and waits for it (tests, benchmarks; never the main thread).
    func sync<Result>(_ work: (OpaquePointer?) throws -> Result) rethrows -> Result {
        try handle.sync { handle in
            defer { finished(handle) }
            return try work(document(in: handle, afterFirstPage: false))
        }
    }

    /// Runs `work` on the secondary queue with the book's text (`BookText`'s pages and marks). The first read
    /// waits for the first page too: at launch the page's text (for screen readers) and its links were read
    /// while the first page rendered, a second document opened and its text laid out on the other core.
    func asyncText(_ work: @escaping @Sendable (TextSource) -> Void) {
        handle.async { [self] handle in
            work(text(in: handle, afterFirstPage: true))
            finished(handle)
        }
    }

    /// Runs `work` on the secondary queue with the book's text and waits for it (tests, benchmarks).
    func syncText<Result>(_ work: (TextSource) throws -> Result) rethrows -> Result {
        try handle.sync { handle in
            defer { finished(handle) }
            return try work(text(in: handle, afterFirstPage: false))
        }
    }

    /// The work running on the queue read `page` (drew it, read its text, links or marks).
    func read(page: Int) { renewal.read(page: page) }

    /// The work running on the queue walked every page (the outline, the labels).
    func readWholeBook() { renewal.readWholeBook() }

    /// How many times the document has been opened afresh (tests).
    var renewals: Int { renewal.renewals }

    /// After each piece of work: a document past its budget is renewed once the queue has been idle.
    private func finished(_ handle: Handle) {
        guard handle.document != nil else { return }
        renewal.finishedWork(on: self.handle, document: { $0.document }, replace: { handle, fresh in
            handle.document = fresh
            handle.text = nil
        })
    }

    /// A new PopplerDocument on the same file, for a `FoldingHelper` (the caller unreferences it); nil when
    /// the file cannot be opened.
    func openAnother() -> OpaquePointer? {
        poppler_document_new_from_file(uri, password, nil)
    }

    private func text(in handle: Handle, afterFirstPage: Bool) -> TextSource {
        if let text = handle.text { return text }
        let text = TextSource(document: document(in: handle, afterFirstPage: afterFirstPage), folded: folded)
        handle.text = text
        return text
    }

    private func document(in handle: Handle, afterFirstPage: Bool) -> OpaquePointer? {
        if afterFirstPage, !handle.waitedForFirstPage {
            _ = firstPage.wait(timeout: .now() + Self.headStart)
            handle.waitedForFirstPage = true
        }
        if !handle.opened {
            handle.opened = true
            handle.document = poppler_document_new_from_file(uri, password, nil)
        }
        return handle.document
    }
}
