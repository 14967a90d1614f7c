import CPoppler
import Foundation
import GObjectSupport
import RectoCore
import Synchronization

/// The text of one open book, in reading order (`ReadingText`), worked on in the background: on the book's
/// second poppler document (`SecondaryDocument`) and its serial queue, a page at a time between previews, so
/// text never waits behind a render and the render worker's document is never touched from two threads. It reads the pages on screen (for screen
/// readers) before anything else, and searches the book page by page between them. Each page's text is
/// extracted once and kept, so a second search only compares. The second document is opened on first use.
public final class BookText: Sendable {
    /// Called on the main thread with a page and its text ("" for a page without text, or one that failed).
    public typealias Delivery = @Sendable @MainActor (_ page: Int, _ text: String) -> Void
    /// Called on the main thread with a page on screen: its size, its links, and where the search's query
    /// shows on it (one list of rectangles per match).
    public typealias MarksDelivery = @Sendable @MainActor (_ page: Int, _ marks: PageMarks) -> Void
    /// Called on the main thread with a selection made on a page.
    public typealias SelectionDelivery = @Sendable @MainActor (_ selection: TextSelection) -> Void
    /// Called on the main thread with each searched page, whether it had any text, and its matches.
    public typealias SearchDelivery = @Sendable @MainActor (_ page: Int, _ hasText: Bool, _ matches: [SearchMatch]) -> Void

    private struct Search: Sendable {
        let query: String
        let folded: String
        var pages: [Int]
        let deliver: SearchDelivery
    }

    private struct SelectionRequest: Sendable {
        let page: Int
        let start: Point
        let end: Point
        let unit: TextSelection.Unit
        let deliver: SelectionDelivery
    }

    /// A point on a page, in top-left page points.
    public struct Point: Sendable {
        public let x: Double
        public let y: Double
        public init(x: Double, y: Double) { self.x = x; self.y = y }
    }

    private struct Work: Sendable {
        var selection: SelectionRequest?
        var markPages: [Int] = []
        var markQuery = ""
        var deliverMarks: MarksDelivery?
        var visible: [Int] = []
        var deliverVisible: Delivery?
        var search: Search?
        var draining = false
    }

    private enum Item {
        case select(SelectionRequest)
        case marks(Int, query: String, MarksDelivery)
        case read(Int, Delivery)
        case search(Int, query: String, folded: String, SearchDelivery)
    }

    let source: TextQueue
    private let work = Mutex(Work())
    public let pageCount: Int

    /// The text of `document`'s file. Costs nothing until the first request.
    public init(document: PDFDocument) {
        pageCount = document.pageCount
        source = TextQueue(TextSource(pageCount: document.pageCount), on: document.secondary)
    }

    /// Reads `pages` (the pages on screen) and delivers each one's text, ahead of any search; pages of an
    /// earlier call not yet read are dropped, since the reader has moved on.
    public func read(_ pages: [Int], deliver: @escaping Delivery) {
        schedule { $0.visible = pages; $0.deliverVisible = deliver }
    }

    /// Selects the text of `page` between two points, grown to whole words or lines by `unit`; only the newest
    /// request is served, as the pointer moves faster than text is measured.
    public func select(page: Int, from start: Point, to end: Point, unit: TextSelection.Unit,
                       deliver: @escaping SelectionDelivery) {
        schedule { $0.selection = SelectionRequest(page: page, start: start, end: end, unit: unit, deliver: deliver) }
    }

    /// A selection made on the calling thread through the book's text queue (tests).
    public func selectNow(page: Int, from start: Point, to end: Point, unit: TextSelection.Unit) -> TextSelection {
        source.sync { $0.selection(onPage: page, from: (start.x, start.y), to: (end.x, end.y), unit: unit) }
    }

    /// Reads the links on `pages` (the pages on screen) and where `query` shows on them, ahead of everything
    /// else; an earlier call's pages not yet read are dropped.
    public func marks(_ pages: [Int], query: String, deliver: @escaping MarksDelivery) {
        schedule { $0.markPages = pages; $0.markQuery = query; $0.deliverMarks = deliver }
    }

    /// The links on a page, read on the calling thread through the book's text queue (tests).
    public func linksNow(_ page: Int) -> [PageLink] {
        source.sync { $0.links(ofPage: page) }
    }

    /// A page's marks, read on the calling thread through the book's text queue (tests).
    public func marksNow(_ page: Int, query: String) -> PageMarks {
        source.sync { $0.marks(ofPage: page, query: query) }
    }

    /// Searches `pages` in the order given for `query` (folded as `SearchFolding` does), delivering each
    /// page's matches as it is searched. Replaces a search under way.
    public func search(_ query: String, pages: [Int], deliver: @escaping SearchDelivery) {
        let folded = SearchFolding.fold(query)
        schedule { work in
            work.search = folded.isEmpty ? nil : Search(query: query, folded: folded, pages: pages, deliver: deliver)
        }
    }

    /// Stops the search under way; pages already searched may still be delivered.
    public func cancelSearch() {
        schedule { $0.search = nil }
    }

    /// One page's text, read on the calling thread through the book's text queue (tests and benchmarks).
    public func readNow(_ page: Int) -> String {
        source.sync { $0.readingText(ofPage: page) }
    }

    /// Searches `pages` (every page when nil) synchronously (tests and benchmarks): the matches in page order.
    public func searchNow(_ query: String, pages: [Int]? = nil) -> [SearchMatch] {
        let folded = SearchFolding.fold(query)
        return source.sync { source in
            (pages ?? Array(0..<pageCount)).flatMap { Self.matches(query, folded: folded, page: $0, in: source).matches }
        }
    }

    private func schedule(_ change: (inout Work) -> Void) {
        let start = work.withLock { work -> Bool in
            change(&work)
            let pending = work.selection != nil || !work.markPages.isEmpty || !work.visible.isEmpty || work.search != nil
            guard !work.draining, pending else {
                return false
            }
            work.draining = true
            return true
        }
        if start { source.async { [self] source in drain(source) } }
    }

    /// Does the next piece of work, then queues the rest behind whatever else the secondary document has to
    /// do (a preview, the labels), so a long search never holds them.
    private func drain(_ source: TextSource) {
        if let item = nextItem() {
            defer { self.source.async { [self] source in drain(source) } }
            switch item {
            case let .select(request):
                let selection = source.selection(onPage: request.page, from: (request.start.x, request.start.y),
                                                 to: (request.end.x, request.end.y), unit: request.unit)
                MainLoop.post { request.deliver(selection) }
            case let .marks(page, query, deliver):
                let marks = source.marks(ofPage: page, query: query)
                MainLoop.post { deliver(page, marks) }
            case let .read(page, deliver):
                let text = source.readingText(ofPage: page)
                MainLoop.post { deliver(page, text) }
            case let .search(page, query, folded, deliver):
                let (hasText, matches) = Self.matches(query, folded: folded, page: page, in: source)
                MainLoop.post { deliver(page, hasText, matches) }
            }
        }
    }

    /// The next piece of work: a selection being made, the marks and text of the pages on screen, then the
    /// next page of the search.
    private func nextItem() -> Item? {
        work.withLock { work -> Item? in
            if let selection = work.selection {
                work.selection = nil
                return .select(selection)
            }
            if !work.markPages.isEmpty, let deliver = work.deliverMarks {
                return .marks(work.markPages.removeFirst(), query: work.markQuery, deliver)
            }
            if !work.visible.isEmpty, let deliver = work.deliverVisible {
                return .read(work.visible.removeFirst(), deliver)
            }
            if var search = work.search, !search.pages.isEmpty {
                let page = search.pages.removeFirst()
                work.search = search.pages.isEmpty ? nil : search
                return .search(page, query: search.query, folded: search.folded, search.deliver)
            }
            work.search = nil
            work.draining = false
            return nil
        }
    }

    private static func matches(
        _ query: String, folded: String, page: Int, in source: TextSource
    ) -> (hasText: Bool, matches: [SearchMatch]) {
        let (text, foldedText) = source.texts(ofPage: page)
        guard !text.isEmpty else { return (false, []) }
        // The quick test on the folded page first: most pages have no match, and need no character mapping.
        guard TextMatcher.contains(folded, in: foldedText) else { return (true, []) }
        return (true, TextMatcher.matches(of: query, inPage: page, text: text))
    }
}

/// The book's text on the secondary document, and each page's text once read; only ever used on the
/// secondary document's queue.
final class TextSource {
    let pageCount: Int
    /// The secondary document, set before each use (nil when the file can no longer be opened: no text then).
    fileprivate(set) var poppler: OpaquePointer?
    /// Each page's reading text and its folded form, once read.
    private var cache: [Int: (text: String, folded: String)] = [:]

    init(pageCount: Int) {
        self.pageCount = pageCount
    }

    /// A page's text for reading it out. Only a search keeps the text it reads (it comes back to every page);
    /// pages read as they are turned to are not kept, so memory does not grow with every page turned.
    func readingText(ofPage index: Int) -> String {
        cache[index]?.text ?? extractedText(ofPage: index)
    }

    func texts(ofPage index: Int) -> (text: String, folded: String) {
        if let cached = cache[index] { return cached }
        let text = extractedText(ofPage: index)
        guard index >= 0, index < pageCount, poppler != nil else { return ("", "") }
        let entry = (text, SearchFolding.fold(text))
        cache[index] = entry
        return entry
    }

    private func extractedText(ofPage index: Int) -> String {
        guard index >= 0, index < pageCount, let document = open(),
              let page = poppler_document_get_page(document, Int32(index)) else { return "" }
        defer { g_object_unref(page.raw) }
        return ReadingText.join(takeString(poppler_page_get_text(page)) ?? "")
    }

    /// The document; nil when the file could not be opened (moved, changed): no text then.
    func open() -> OpaquePointer? { poppler }
}

/// Runs work on a `TextSource` on the secondary document's queue, with its document.
///
/// Invariant for `@unchecked Sendable`: `source` is touched only inside blocks running on that queue.
final class TextQueue: @unchecked Sendable {
    private let source: TextSource
    private let secondary: SecondaryDocument

    init(_ source: TextSource, on secondary: SecondaryDocument) {
        self.source = source
        self.secondary = secondary
    }

    func async(_ work: @escaping @Sendable (TextSource) -> Void) {
        secondary.async(afterFirstPage: false) { [self] poppler in
            source.poppler = poppler
            work(source)
        }
    }

    func sync<Result>(_ work: (TextSource) throws -> Result) rethrows -> Result {
        try secondary.sync { poppler in
            source.poppler = poppler
            return try work(source)
        }
    }
}
