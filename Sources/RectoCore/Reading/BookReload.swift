/// Following the open book's file as other programs rewrite it (pdflatex writes in place, in pieces; sync
/// tools replace it at once): changes are gathered until the file has been quiet for `quietTime`, then the new
/// file is opened on a worker, and only a file that opens and renders is swapped in. Until then, and while the
/// file stays broken, the old pages stay on screen with a quiet message.
@MainActor
public final class BookReload {
    /// Where the reload is.
    public enum Phase: Equatable, Sendable {
        /// Nothing changed since the book was opened (or last reloaded).
        case idle
        /// The file changed; waiting for it to be quiet.
        case settling
        /// The new file is being opened and its page rendered, on a worker.
        case opening
        /// The file changed and cannot be read (yet): the old pages stay.
        case unreadable
    }

    /// What the app is asked to do.
    public enum Request: Equatable, Sendable {
        /// Open the file afresh on a worker and render the page; answer with `finished(attempt:opened:)`.
        case open(attempt: Int)
        /// Say, quietly, that the file changed and cannot be read yet.
        case tellUnreadable
        /// Take away that message: the file was read again.
        case clearMessage
    }

    /// How long the file must stay unchanged before it is read, in seconds: pdflatex writes a page's objects
    /// in bursts a few milliseconds apart, a sync tool renames and sets times in quick succession.
    public static let quietTime = 0.3

    public private(set) var phase: Phase = .idle
    private let scheduler: Scheduler
    private let quietTime: Double
    private let request: @MainActor (Request) -> Void
    private var timer: ScheduledWork?
    private var attempt = 0
    private var told = false

    public init(scheduler: Scheduler, quietTime: Double = BookReload.quietTime,
                request: @escaping @MainActor (Request) -> Void) {
        self.scheduler = scheduler
        self.quietTime = quietTime
        self.request = request
    }

    /// The file changed (written, truncated, replaced, deleted): wait for quiet again. An open under way is
    /// forgotten, since it may have read the file half written.
    public func fileChanged() {
        timer?.cancel()
        attempt += 1
        phase = .settling
        timer = scheduler.after(quietTime) { [weak self] in self?.settled() }
    }

    /// The app opened attempt `attempt` (`opened`: it opened and its page rendered, and the app swapped it in).
    /// An answer for an older attempt is ignored: the file changed again since.
    public func finished(attempt answered: Int, opened: Bool) {
        guard answered == attempt, phase == .opening else { return }
        if opened {
            phase = .idle
            if told {
                told = false
                request(.clearMessage)
            }
        } else {
            phase = .unreadable
            if !told {
                told = true
                request(.tellUnreadable)
            }
        }
    }

    /// Whether attempt `answered` is still the one awaited: the file has not changed since it was opened.
    public func awaits(attempt answered: Int) -> Bool { answered == attempt && phase == .opening }

    /// Another book opened, or none: nothing is followed any more.
    public func stop() {
        timer?.cancel()
        timer = nil
        attempt += 1
        phase = .idle
        if told {
            told = false
            request(.clearMessage)
        }
    }

    private func settled() {
        phase = .opening
        request(.open(attempt: attempt))
    }

    /// The page to show in the reloaded book: the same index, clamped into its new page count.
    public nonisolated static func page(_ page: Int, inBookOf pageCount: Int) -> Int {
        min(max(page, 0), max(pageCount, 1) - 1)
    }
}
