import CPoppler
import Foundation
import GObjectSupport
import RectoCore
import Synchronization

/// The text of one open book, in reading order (`ReadingText`), worked on in the background: on the book's
/// second poppler document (`SecondaryDocument`) and its serial queue, a page at a time between previews, so
/// text never waits behind a render and the render worker's document is never touched from two threads. It
/// reads the pages on screen (for screen readers) before anything else, and searches the book page by page
/// between them, a `FoldingHelper` reading a long book from its far end meanwhile. Each page's text is
/// extracted once and kept, so a second search only compares. The second document is opened on first use.
public final class BookText: Sendable {
    /// Called on the main thread with a page and its text ("" for a page without text, or one that failed).
    public typealias Delivery = @Sendable @MainActor (_ page: Int, _ text: String) -> Void
    /// Called on the main thread with a page on screen: its size, its links, and where the search's query
    /// shows on it (one list of rectangles per match).
    public typealias MarksDelivery = @Sendable @MainActor (_ page: Int, _ marks: PageMarks) -> Void
    /// Called on the main thread with a selection made on a page.
    public typealias SelectionDelivery = @Sendable @MainActor (_ selection: TextSelection) -> Void
    /// Called on the main thread with each searched page, whether it had any text, and how many matches it has.
    public typealias SearchDelivery = @Sendable @MainActor (_ page: Int, _ hasText: Bool, _ matchCount: Int) -> Void
    /// Called on the main thread with a page's matches in context, in the order of their ordinals.
    public typealias ContextsDelivery = @Sendable @MainActor (_ page: Int, _ contexts: [SearchMatch.Context]) -> Void

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

    private struct ContextsRequest: Sendable {
        let page: Int
        let query: String
        let deliver: ContextsDelivery
    }

    private struct Work: Sendable {
        var selection: SelectionRequest?
        var contexts: [ContextsRequest] = []
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
        case contexts(ContextsRequest)
        case read(Int, Delivery)
        case search(Int, query: String, folded: String, SearchDelivery)

        /// The page the item reads on the document.
        var page: Int {
            switch self {
            case let .select(request): request.page
            case let .marks(page, _, _), let .read(page, _), let .search(page, _, _, _): page
            case let .contexts(request): request.page
            }
        }
    }

    let source: SecondaryDocument
    /// Folds pages beside a first search on a document of its own.
    fileprivate let helper: FoldingHelper
    private let work = Mutex(Work())
    public let pageCount: Int

    /// The text of `document`'s file. Costs nothing until the first request.
    public init(document: PDFDocument) {
        pageCount = document.pageCount
        source = document.secondary
        helper = FoldingHelper(folded: source.folded) { [source] in source.openAnother() }
    }

    deinit { helper.stop() }

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
        source.syncText { $0.selection(onPage: page, from: (start.x, start.y), to: (end.x, end.y), unit: unit) }
    }

    /// Reads the links on `pages` (the pages on screen) and where `query` shows on them, ahead of everything
    /// else; an earlier call's pages not yet read are dropped.
    public func marks(_ pages: [Int], query: String, deliver: @escaping MarksDelivery) {
        schedule { $0.markPages = pages; $0.markQuery = query; $0.deliverMarks = deliver }
    }

    /// The links on a page, read on the calling thread through the book's text queue (tests).
    public func linksNow(_ page: Int) -> [PageLink] {
        source.syncText { $0.links(ofPage: page) }
    }

    /// A page's marks, read on the calling thread through the book's text queue (tests).
    public func marksNow(_ page: Int, query: String) -> PageMarks {
        source.syncText { $0.marks(ofPage: page, query: query) }
    }

    /// Reads the words around each match of `query` on `page`, for the results list's rows on screen; served
    /// after the pages on screen and before the search goes on.
    public func contexts(ofPage page: Int, query: String, deliver: @escaping ContextsDelivery) {
        schedule { $0.contexts.append(ContextsRequest(page: page, query: query, deliver: deliver)) }
    }

    /// A page's matches in context, read on the calling thread through the book's text queue (tests).
    public func contextsNow(ofPage page: Int, query: String) -> [SearchMatch.Context] {
        source.syncText { TextMatcher.contexts(of: query, in: $0.readingText(ofPage: page)) }
    }

    /// Searches `pages` in the order given for `query` (folded as `SearchFolding` does), delivering each
    /// page's matches as it is searched. Replaces a search under way.
    public func search(_ query: String, pages: [Int], deliver: @escaping SearchDelivery) {
        let folded = SearchFolding.fold(query)
        if !folded.isEmpty { helper.help(with: pages) }
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
        source.syncText { $0.readingText(ofPage: page) }
    }

    /// Searches `pages` (every page when nil) synchronously (tests and benchmarks): the matches in page order.
    public func searchNow(_ query: String, pages: [Int]? = nil) -> [SearchMatch] {
        let folded = SearchFolding.fold(query)
        let pages = pages ?? Array(0..<pageCount)
        if !folded.isEmpty { helper.help(with: pages) }
        return source.syncText { source in
            pages.flatMap { page in
                (0..<source.matchCount(of: folded, onPage: page).count).map { SearchMatch(page: page, ordinal: $0) }
            }
        }
    }

    private func schedule(_ change: (inout Work) -> Void) {
        let start = work.withLock { work -> Bool in
            change(&work)
            let pending = work.selection != nil || !work.markPages.isEmpty || !work.visible.isEmpty
                || !work.contexts.isEmpty || work.search != nil
            guard !work.draining, pending else {
                return false
            }
            work.draining = true
            return true
        }
        if start { source.asyncText { [self] source in drain(source) } }
    }

    /// Does the next piece of work, then queues the rest behind whatever else the secondary document has to
    /// do (a preview, the labels), so a long search never holds them.
    private func drain(_ source: TextSource) {
        if let item = nextItem() {
            defer { self.source.asyncText { [self] source in drain(source) } }
            // A page a search already folded is only compared: poppler does not read it again.
            if case .search = item, self.source.folded.unreadCount(of: [item.page]) == 0 {} else {
                self.source.read(page: item.page)
            }
            switch item {
            case let .select(request):
                let selection = source.selection(onPage: request.page, from: (request.start.x, request.start.y),
                                                 to: (request.end.x, request.end.y), unit: request.unit)
                MainLoop.post { request.deliver(selection) }
            case let .marks(page, query, deliver):
                let marks = source.marks(ofPage: page, query: query)
                MainLoop.post { deliver(page, marks) }
            case let .contexts(request):
                let contexts = TextMatcher.contexts(of: request.query, in: source.readingText(ofPage: request.page))
                MainLoop.post { request.deliver(request.page, contexts) }
            case let .read(page, deliver):
                let text = source.readingText(ofPage: page)
                MainLoop.post { deliver(page, text) }
            case let .search(page, _, folded, deliver):
                let (hasText, count) = source.matchCount(of: folded, onPage: page)
                MainLoop.post { deliver(page, hasText, count) }
            }
        }
    }

    /// The next piece of work: a selection being made, the marks and text of the pages on screen, the contexts
    /// of the results on screen, then the next page of the search.
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
            if !work.contexts.isEmpty {
                return .contexts(work.contexts.removeFirst())
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
}

extension BookText {
    /// How many pages the folding helper has read beside this book's searches (tests, benchmarks).
    public var pagesFoldedBeside: Int { helper.pagesFolded }
}
