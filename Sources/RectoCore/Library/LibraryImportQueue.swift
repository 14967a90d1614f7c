/// The library's imports, one at a time. Files given while one runs wait and follow it as one import. Progress
/// is told only for an import that outlasts `progressDelay`, so a quick one does not flash a bar; once shown,
/// every report is told, and the end hides it.
///
/// The copying itself is `start`'s (a background queue in the app): it is handed the files and calls back, on
/// the main actor, `progressed` while it copies and `finished` once.
@MainActor
public final class LibraryImportQueue {
    /// What the window shows of the imports.
    public enum Event: Equatable {
        /// An import started (true: Add is disabled) or the last one ended (false).
        case busy(Bool)
        /// The bar: the import's progress, or nil to hide it.
        case progress(LibraryImportProgress?)
        /// One import ended, with a result per file.
        case finished([LibraryImportResult])
    }

    /// Copies shorter than this never show the bar.
    public static let progressDelay = 0.3

    private let scheduler: Scheduler
    private let start: @MainActor ([LibraryPath]) -> Void
    private let tell: @MainActor (Event) -> Void
    public private(set) var isImporting = false
    private var progressTimer: ScheduledWork?
    private var latest: LibraryImportProgress?
    private var progressShown = false
    private var waiting: [LibraryPath] = []

    /// - Parameters:
    ///   - start: begins copying the files; it reports through `progressed` and `finished`.
    ///   - tell: what the window shows.
    public init(scheduler: Scheduler, start: @escaping @MainActor ([LibraryPath]) -> Void,
                tell: @escaping @MainActor (Event) -> Void) {
        self.scheduler = scheduler
        self.start = start
        self.tell = tell
    }

    /// Imports `sources`, now or after the import that is running.
    public func add(_ sources: [LibraryPath]) {
        guard !sources.isEmpty else { return }
        guard !isImporting else {
            waiting += sources
            return
        }
        isImporting = true
        tell(.busy(true))
        progressTimer = scheduler.after(Self.progressDelay) { [weak self] in
            guard let self, isImporting else { return }
            progressShown = true
            tell(.progress(latest))
        }
        start(sources)
    }

    /// The running import's copy moved on.
    public func progressed(_ progress: LibraryImportProgress) {
        guard isImporting else { return }
        latest = progress
        if progressShown { tell(.progress(progress)) }
    }

    /// The running import ended; the files that waited start next.
    public func finished(_ results: [LibraryImportResult]) {
        guard isImporting else { return }
        progressTimer?.cancel()
        progressTimer = nil
        isImporting = false
        latest = nil
        if progressShown { tell(.progress(nil)) }
        progressShown = false
        tell(.busy(false))
        tell(.finished(results))
        let next = waiting
        waiting = []
        add(next)
    }
}
