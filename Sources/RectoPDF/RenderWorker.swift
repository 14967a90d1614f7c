import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import Synchronization

/// A render worker of a document: takes requests from the main thread, renders them in priority order on one
/// document's serial queue, and hands finished pages back on the main loop. Each lane keeps only its latest
/// requests, so newer requests overtake queued ones and the worker never falls behind the hand.
///
/// A document has two: the primary (its own PopplerDocument: pages on screen and prefetch) and the secondary
/// (a second PopplerDocument: previews, and pages on screen while the primary is stuck on a slow page). The
/// worker says what it is drawing and since when, so the caller can route around a stalled one.
public final class RenderWorker: Sendable {
    /// Called on the main thread with each finished page.
    public typealias Delivery = @Sendable @MainActor (PageImage, RenderQueue<RenderRequest>.Lane) -> Void

    private struct State: Sendable {
        var queue = RenderQueue<RenderRequest>()
        var draining = false
        var busy: (request: RenderRequest, since: Double)?
    }

    private let document: PDFDocument
    private let route: RenderRoute
    private let state = Mutex(State())
    private let deliver: Delivery

    /// The primary worker of `document`.
    public convenience init(document: PDFDocument, deliver: @escaping Delivery) {
        self.init(document: document, route: .primary, deliver: deliver)
    }

    /// The worker of `document` on the `route` side.
    public init(document: PDFDocument, route: RenderRoute, deliver: @escaping Delivery) {
        self.document = document
        self.route = route
        self.deliver = deliver
    }

    /// Seconds on the monotonic clock the workers time their renders with.
    public static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// The request being drawn and when it started, if any.
    public var busy: (request: RenderRequest, since: Double)? { state.withLock { $0.busy } }

    /// Replaces the pending requests of `lane` with `requests` (most urgent first). Never blocks.
    public func submit(_ requests: [RenderRequest], lane: RenderQueue<RenderRequest>.Lane) {
        let start = state.withLock { state in
            state.queue.submit(requests, lane: lane)
            return startDrainingIfNeeded(&state)
        }
        if start { scheduleDrain() }
    }

    /// Drops pending requests that fail `keep` (stale, or sent to the other worker). A render in progress
    /// runs to its end: poppler cannot stop mid-page.
    public func retain(where keep: @Sendable (RenderRequest) -> Bool) {
        state.withLock { $0.queue.retain(where: keep) }
    }

    private func startDrainingIfNeeded(_ state: inout State) -> Bool {
        guard !state.draining, !state.queue.isEmpty else { return false }
        state.draining = true
        return true
    }

    private func scheduleDrain() {
        switch route {
        case .primary: document.renderQueueAsync { [self] poppler in drain(poppler) }
        case .secondary: document.secondary.async { [self] poppler in drain(poppler) }
        }
    }

    private func drain(_ poppler: OpaquePointer?) {
        while let (request, lane) = state.withLock({ state -> (RenderRequest, RenderQueue<RenderRequest>.Lane)? in
            guard let next = state.queue.next() else {
                state.draining = false
                state.busy = nil
                return nil
            }
            state.busy = (next.request, Self.now())
            return next
        }) {
            guard let poppler,
                  let image = PageRasterizer.render(request, in: poppler, pictures: document.pictures,
                                                    coverages: document.highlightCoverages)
            else { continue }
            switch route {
            case .primary:
                document.renewal.read(page: request.page)
                document.secondary.firstPageRendered()
            case .secondary: document.secondary.read(page: request.page)
            }
            let deliver = self.deliver
            MainLoop.post { deliver(image, lane) }
        }
    }
}
