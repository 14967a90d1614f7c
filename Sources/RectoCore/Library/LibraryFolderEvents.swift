/// The library folder monitor's events as `LibraryFolderChange`s, gathered for a moment (`batchDelay`) so that
/// a burst of events (a copy writes, changes and closes a file) arrives as one batch; a change that repeats the
/// one before it is told once. The app's GFileMonitor feeds it; the library receives the batches.
@MainActor
public final class LibraryFolderEvents {
    /// One event of the folder's monitor.
    public enum Event: Equatable, Sendable {
        /// `path` was renamed within the folder, to `to` when the monitor says where.
        case renamed(LibraryPath, to: LibraryPath?)
        /// The folder's volume is being, or was, unmounted.
        case unmounted
        /// Anything else befell `path`: created, changed, deleted, moved in or out (or the folder itself).
        case changed(LibraryPath)
    }

    /// How long events are gathered before they are told, in seconds.
    public static let batchDelay = 0.12

    private let folder: LibraryPath
    private let scheduler: Scheduler
    private let onChanges: @MainActor ([LibraryFolderChange]) -> Void
    private var pending: [LibraryFolderChange] = []
    private var timer: ScheduledWork?

    /// Events of `folder`'s monitor, told in batches to `onChanges`.
    public init(folder: LibraryPath, scheduler: Scheduler,
                onChanges: @escaping @MainActor ([LibraryFolderChange]) -> Void) {
        self.folder = folder
        self.scheduler = scheduler
        self.onChanges = onChanges
    }

    /// Takes one event; the batch it joins is told `batchDelay` after its first event.
    public func receive(_ event: Event) {
        let change = Self.change(for: event, in: folder)
        if pending.last != change { pending.append(change) }
        if timer?.isPending != true {
            timer = scheduler.after(Self.batchDelay) { [weak self] in self?.flush() }
        }
    }

    /// Drops the batch waiting: nothing more is told (the monitor stopped).
    public func cancel() {
        timer?.cancel()
    }

    /// Only paths, never conclusions: a rename without its target, or any event on a path, is that path to
    /// look at again; the folder's own events, and an unmount, are the folder to scan again.
    private static func change(for event: Event, in folder: LibraryPath) -> LibraryFolderChange {
        switch event {
        case let .renamed(path, to?): .rename(from: path, to: to)
        case let .renamed(path, nil): .path(path)
        case .unmounted: .folder
        case let .changed(path): path == folder ? .folder : .path(path)
        }
    }

    private func flush() {
        let changes = pending
        pending = []
        if !changes.isEmpty { onChanges(changes) }
    }
}
