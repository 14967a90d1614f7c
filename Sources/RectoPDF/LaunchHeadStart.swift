import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import Synchronization

/// `recto book.pdf` (or `recto`, the sample book): the book is opened, and its saved state read, on a worker
/// while GTK starts up (about 100 ms of the main thread before the first window can be built), so the window
/// shows the book from its first frame instead of opening it only once the window is there. The first window's
/// `open` takes the result; any other open, or a launch that hands its file to a Recto already running, opens as
/// before. Which book qualifies is `LaunchBook`'s choice.
public final class LaunchHeadStart: Sendable {
    /// What the worker found: the document (or why it could not be opened) and the book's saved state.
    public typealias Outcome = (document: Result<PDFDocument, PDFOpenError>, state: ReadingState?)

    private let url: URL
    private let outcome = Mutex<Outcome?>(nil)
    private let done = DispatchGroup()

    /// The head start of this process, until it is taken.
    @MainActor private static var current: LaunchHeadStart?

    private init(url: URL, stateFolder: URL) {
        self.url = url
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let document = Result { () throws(PDFOpenError) in try PDFDocument.open(url: url) }
            let state = (try? document.get()).flatMap { ReadingStateStore(folder: stateFolder).load($0.key).state }
            outcome.withLock { $0 = (document, state) }
            done.leave()
        }
    }

    /// Starts opening the book at `url`, and reading its state from the store in `stateFolder`, on a worker.
    /// Call before GTK starts, once.
    @MainActor
    public static func start(_ url: URL, stateFolder: URL) {
        current = LaunchHeadStart(url: url, stateFolder: stateFolder)
    }

    /// The head start for `url` (however the path is spelled), if one was made for it and not taken yet.
    @MainActor
    public static func take(for url: URL) -> LaunchHeadStart? {
        guard let headStart = current, headStart.url.standardizedFileURL == url.standardizedFileURL else {
            return nil
        }
        current = nil
        return headStart
    }

    /// The outcome if the worker has finished, without waiting.
    public var finished: Outcome? { outcome.withLock { $0 } }

    /// Runs `completion` on the main loop once the worker has finished.
    public func whenFinished(_ completion: @escaping @Sendable @MainActor (Outcome) -> Void) {
        done.notify(queue: .global(qos: .userInitiated)) { [self] in
            guard let outcome = finished else { return }
            MainLoop.post { completion(outcome) }
        }
    }
}
