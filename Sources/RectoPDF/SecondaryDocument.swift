import CPoppler
import Dispatch
import Foundation
import GObjectSupport
import Synchronization

/// A second PopplerDocument on the same file, opened on first use on its own serial queue. It draws the
/// scrubber's previews, reads page labels and the outline, and takes the pages on screen while the first
/// document is stuck on a slow page (poppler cannot be interrupted mid-page, and one document is never used
/// from two threads). Its work waits until the first page has been drawn, or a head start has passed: the
/// first page must not share the CPU, and poppler builds some static state during its first render that two
/// documents must not race to build.
final class SecondaryDocument: Sendable {
    /// The longest the first page's render delays secondary work.
    static let headStart = DispatchTimeInterval.milliseconds(1500)

    /// The open document, touched only on the confined queue.
    final class Handle {
        fileprivate var document: OpaquePointer?
        fileprivate var opened = false
    }

    private let uri: String
    private let password: String?
    private let handle: ThreadConfined<Handle>
    private let firstPage = DispatchGroup()
    private let firstPageDone = Mutex(false)

    init(uri: String, password: String?, label: String) {
        self.uri = uri
        self.password = password
        handle = ThreadConfined(Handle(), label: label, qos: .utility) { handle in
            if let document = handle.document { g_object_unref(document.raw) }
        }
        firstPage.enter()
    }

    /// The first document finished its first page: secondary work may start.
    func firstPageRendered() {
        let first = firstPageDone.withLock { done in
            defer { done = true }
            return !done
        }
        if first { firstPage.leave() }
    }

    /// Runs `work` on the secondary queue with the document, or nil if it could not be opened.
    func async(_ work: @escaping @Sendable (OpaquePointer?) -> Void) {
        handle.async { [self] handle in
            if !handle.opened {
                _ = firstPage.wait(timeout: .now() + Self.headStart)
                handle.opened = true
                handle.document = poppler_document_new_from_file(uri, password, nil)
            }
            work(handle.document)
        }
    }
}
