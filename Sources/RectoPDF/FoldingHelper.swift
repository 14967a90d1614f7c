import CPoppler
import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import Synchronization

/// Extracts and folds pages on a document of its own while a first search reads the book on the secondary
/// document, from the far end of the search's order backwards, so the two meet in the middle and a long
/// book's first count takes about half as long on two cores. Pages it folds go into the shared
/// `FoldedPages`, where the search finds them. Folded text serves any query, so a search cancelled by new
/// typing does not stop it. Its document is open only while there are pages to read.
final class FoldingHelper: Sendable {
    /// Fewer pages left to read than this are not worth opening a document for.
    static let leastPages = 48

    private struct State: Sendable {
        var order: [Int] = []
        /// Bumped when the order changes, so a running helper starts again from the new order's end.
        var generation = 0
        var running = false
        var stopped = false
    }

    private let folded: FoldedPages
    private let open: @Sendable () -> OpaquePointer?
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "recto.pdf.folding", qos: .utility)
    private let folds = Mutex(0)

    /// How many pages this helper has folded (tests).
    var pagesFolded: Int { folds.withLock { $0 } }

    /// - Parameter open: opens a new PopplerDocument on the book (owned by the caller: unreferenced here).
    init(folded: FoldedPages, open: @escaping @Sendable () -> OpaquePointer?) {
        self.folded = folded
        self.open = open
    }

    /// The search about to read `order`: helps with it if enough of its pages are still unread, and
    /// never more than one document at a time.
    func help(with order: [Int]) {
        guard processors > 1, folded.unreadCount(of: order) >= Self.leastPages else { return }
        let start = state.withLock { state -> Bool in
            state.order = order
            state.generation += 1
            guard !state.running, !state.stopped else { return false }
            state.running = true
            return true
        }
        if start { queue.async { [self] in run() } }
    }

    /// Stops after the page being read (the book is closing).
    func stop() {
        state.withLock { $0.stopped = true }
    }

    private var processors: Int { ProcessInfo.processInfo.activeProcessorCount }

    private func run() {
        let document = open()
        defer {
            if let document { g_object_unref(document.raw) }
        }
        guard let document else {
            state.withLock { $0.running = false }
            return
        }
        let pageCount = Int(poppler_document_get_n_pages(document))
        var generation = -1
        var order: [Int] = []
        var end = 0
        while true {
            if generation != state.withLock({ $0.generation }) {
                (order, generation) = state.withLock { ($0.order, $0.generation) }
                end = order.count
            }
            guard let (page, index) = folded.claimLast(of: order, before: end) else {
                // Done, unless a new search came in meanwhile: then go on with its order.
                let finished = state.withLock { state -> Bool in
                    guard state.generation == generation || state.stopped else { return false }
                    state.running = false
                    return true
                }
                if finished { return }
                continue
            }
            end = index
            let text = page < pageCount ? SearchFolding.fold(TextSource.readingText(of: document, page: page)) : ""
            folded.store(text, forPage: page)
            folds.withLock { $0 += 1 }
            if state.withLock({ $0.stopped }) {
                state.withLock { $0.running = false }
                return
            }
        }
    }
}
