/// Tells the windows what changed in the library: rows that came or went at once, the many small changes of
/// metadata and progress filling in gathered for a moment into one notice, so the lists are not redrawn for
/// every chunk. A notice told at once carries what was being gathered too, and nothing is told twice.
@MainActor
public final class LibraryNotices {
    /// How long small changes are gathered before the windows are told.
    public static let delay = 0.25

    private let scheduler: Scheduler
    private let tell: @MainActor (LibraryCatalog.Update) -> Void
    private var gathered = LibraryCatalog.Update()
    private var timer: ScheduledWork?

    /// `tell` hands one notice to every window.
    public init(scheduler: Scheduler, tell: @escaping @MainActor (LibraryCatalog.Update) -> Void) {
        self.scheduler = scheduler
        self.tell = tell
    }

    /// Tells the windows now, with whatever was being gathered.
    public func now(_ update: LibraryCatalog.Update) {
        guard !update.isEmpty else { return }
        timer?.cancel()
        var merged = gathered
        merged.merge(update)
        gathered = LibraryCatalog.Update()
        tell(merged)
    }

    /// Tells the windows shortly, with what else arrives meanwhile.
    public func soon(_ update: LibraryCatalog.Update) {
        guard !update.isEmpty else { return }
        gathered.merge(update)
        guard timer?.isPending != true else { return }
        timer = scheduler.after(Self.delay) { [weak self] in
            guard let self else { return }
            let update = gathered
            gathered = LibraryCatalog.Update()
            tell(update)
        }
    }
}
