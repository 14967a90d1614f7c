import CPoppler
import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import Synchronization

/// Keeps one queue-confined poppler document within its `PageStateBudget`: the work on the queue says which
/// pages it read; once the budget is spent and the queue has been idle for `idle`, the document is swapped for a
/// fresh one on the same file and the freed memory is given back to the system, off the main thread.
final class DocumentRenewal: Sendable {
    /// Distinct pages a document reads before it is opened afresh: the pages around the reader, and a
    /// generous margin, so that turning back and forth never renews.
    static let pageCap = 64
    /// How long the queue must be idle before a spent document is swapped.
    static let idle = DispatchTimeInterval.milliseconds(1500)

    private struct State {
        var budget = PageStateBudget(pageCap: DocumentRenewal.pageCap)
        var jobs = 0
        var pending = false
        var lastPage: Int?
        var renewals = 0
    }

    private let uri: String
    private let password: String?
    private let state = Mutex(State())

    init(uri: String, password: String?) {
        self.uri = uri
        self.password = password
    }

    /// The work on the queue read `page` (drew it, read its text, links or marks).
    func read(page: Int) {
        state.withLock { state in
            state.budget.read(page)
            state.lastPage = page
        }
    }

    /// The work on the queue walked every page (the outline, the labels, every page's size).
    func readWholeBook() {
        state.withLock { $0.budget.readWholeBook() }
    }

    /// How many times the document was opened afresh (tests).
    var renewals: Int { state.withLock { $0.renewals } }

    /// Call at the end of every piece of work on `confined`'s queue: when the budget is spent, a renewal is
    /// scheduled, and it waits while work keeps coming. `swap` takes the document out of the value and puts
    /// the fresh one in (nil when there is none open); `warm` is handed the fresh document and the last page
    /// read, to read it again ahead of the next render.
    func finishedWork<Value>(
        on confined: ThreadConfined<Value>, document: @escaping @Sendable (inout Value) -> OpaquePointer?,
        replace: @escaping @Sendable (inout Value, OpaquePointer) -> Void,
        warm: (@Sendable (OpaquePointer, Int) -> Void)? = nil
    ) {
        let seen = state.withLock { state -> Int? in
            state.jobs &+= 1
            guard !state.pending, state.budget.isSpent else { return nil }
            state.pending = true
            return state.jobs
        }
        guard let seen else { return }
        check(confined, seen: seen, document: document, replace: replace, warm: warm)
    }

    private func check<Value>(
        _ confined: ThreadConfined<Value>, seen: Int, document: @escaping @Sendable (inout Value) -> OpaquePointer?,
        replace: @escaping @Sendable (inout Value, OpaquePointer) -> Void,
        warm: (@Sendable (OpaquePointer, Int) -> Void)?
    ) {
        confined.async(after: Self.idle) { [self] value in
            let now = state.withLock { $0.jobs }
            guard now == seen else {
                return check(confined, seen: now, document: document, replace: replace, warm: warm)
            }
            state.withLock { $0.pending = false }
            guard let old = document(&value), let fresh = reopen(like: old) else { return }
            replace(&value, fresh)
            g_object_unref(old.raw)
            let last = state.withLock { state -> Int? in
                state.budget.renewed()
                state.renewals += 1
                return state.lastPage
            }
            recto_pdf_release_free_memory()
            if let warm, let last { warm(fresh, last) }
        }
    }

    /// A fresh document on the same file, or nil when the file no longer opens as the same book (moved,
    /// replaced by another): then the old document, which keeps the file it opened, stays.
    private func reopen(like old: OpaquePointer) -> OpaquePointer? {
        guard let fresh = poppler_document_new_from_file(uri, password, nil) else { return nil }
        guard poppler_document_get_n_pages(fresh) == poppler_document_get_n_pages(old) else {
            g_object_unref(fresh.raw)
            return nil
        }
        return fresh
    }
}
