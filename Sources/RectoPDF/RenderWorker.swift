import Foundation
import GObjectSupport
import RectoCore
import Synchronization

/// The one render worker of a document: takes requests from the main thread, renders them in priority order
/// on the document's serial queue, and hands finished pages back on the main loop. While the scrubber is
/// dragged only the latest request of each lane is kept, so the worker never falls behind the hand.
public final class RenderWorker: Sendable {
    /// Called on the main thread with each finished page.
    public typealias Delivery = @Sendable @MainActor (PageImage, RenderQueue<RenderRequest>.Lane) -> Void

    private struct State: Sendable {
        var queue = RenderQueue<RenderRequest>()
        var draining = false
    }

    private let document: PDFDocument
    private let state = Mutex(State())
    private let deliver: Delivery

    public init(document: PDFDocument, deliver: @escaping Delivery) {
        self.document = document
        self.deliver = deliver
    }

    /// Replaces the pending requests of `lane` with `requests` (most urgent first). Never blocks.
    public func submit(_ requests: [RenderRequest], lane: RenderQueue<RenderRequest>.Lane) {
        let start = state.withLock { state in
            state.queue.submit(requests, lane: lane)
            guard !state.draining, !state.queue.isEmpty else { return false }
            state.draining = true
            return true
        }
        if start { document.poppler.async { [self] poppler in drain(poppler) } }
    }

    private func drain(_ poppler: OpaquePointer) {
        while let (request, lane) = state.withLock({ state -> (RenderRequest, RenderQueue<RenderRequest>.Lane)? in
            guard let next = state.queue.next() else {
                state.draining = false
                return nil
            }
            return next
        }) {
            guard let image = PageRasterizer.render(request, in: poppler) else { continue }
            let deliver = self.deliver
            MainLoop.post { deliver(image, lane) }
        }
    }
}
