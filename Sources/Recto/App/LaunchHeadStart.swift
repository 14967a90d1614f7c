import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF
import Synchronization

/// `recto book.pdf` (or `recto`, the sample book): the book is opened, and its saved state read, on a worker
/// while GTK starts up (about 100 ms of the main thread before the first window can be built), so the window
/// shows the book from its first frame instead of opening it only once the window is there. The first window's
/// `open` takes the result; any other open, or a launch that hands its file to a Recto already running, opens as
/// before.
final class LaunchHeadStart: Sendable {
    /// What the worker found: the document (or why it could not be opened) and the book's saved state.
    typealias Outcome = (document: Result<PDFDocument, PDFOpenError>, state: ReadingState?)

    private let url: URL
    private let outcome = Mutex<Outcome?>(nil)
    private let done = DispatchGroup()

    /// The head start of this process, if its command line names one existing file; taken once.
    nonisolated(unsafe) private static var current: LaunchHeadStart?

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

    /// Starts opening the book when `arguments` (the command line, without the program) are one file
    /// that exists, or the sample book when there are none (what `recto` alone opens); options and several
    /// files are left to GApplication alone. Call before GTK starts, once.
    @MainActor
    static func start(arguments: [String]) {
        guard arguments.count <= 1 else { return }
        let url: URL
        if let argument = arguments.first {
            guard !argument.hasPrefix("-") else { return }
            // GApplication would hand a URI (or a relative path) to "open" as a GFile; only plain paths are taken.
            url = URL(fileURLWithPath: argument).standardizedFileURL
        } else {
            guard let sample = ResourceLocator.sampleBook() else { return }
            url = sample.standardizedFileURL
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            return
        }
        current = LaunchHeadStart(url: url, stateFolder: AppPaths.readingStateFolder)
    }

    /// The head start for `url`, if one was made for it and not taken yet.
    @MainActor
    static func take(for url: URL) -> LaunchHeadStart? {
        guard let headStart = current, headStart.url.standardizedFileURL == url.standardizedFileURL else {
            return nil
        }
        current = nil
        return headStart
    }

    /// The outcome if the worker has finished, without waiting.
    var finished: Outcome? { outcome.withLock { $0 } }

    /// Runs `completion` on the main loop once the worker has finished.
    func whenFinished(_ completion: @escaping @Sendable @MainActor (Outcome) -> Void) {
        done.notify(queue: .global(qos: .userInitiated)) { [self] in
            guard let outcome = finished else { return }
            MainLoop.post { completion(outcome) }
        }
    }
}
