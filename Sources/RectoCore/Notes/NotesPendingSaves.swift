import Foundation

/// The notes of books no longer open in the window (another book was opened) whose save has not succeeded:
/// kept, and tried again every few seconds and at close, until they are written. Without it, opening another
/// book while the disk refused a save would lose the first book's latest notes.
@MainActor
public final class NotesPendingSaves {
    private struct Pending {
        let snapshot: NotesSnapshot
        let store: NotesStore
        let stamp: NotesFileStamp?
    }

    /// How long after a failed save the next try is made.
    public static let retryDelay = 5.0

    private let persistence: NotesPersistence
    private let scheduler: Scheduler
    private var pending: [URL: Pending] = [:]
    private var retryTimer: ScheduledWork?
    private var lastFailed = false
    /// Told the system's reason when a streak of failures starts (one message, not one per retry).
    public var onFailure: (@MainActor (String) -> Void)?

    public init(persistence: NotesPersistence, scheduler: Scheduler) {
        self.persistence = persistence
        self.scheduler = scheduler
    }

    /// The notes files still to be written.
    public var pendingFiles: Set<URL> { Set(pending.keys) }

    /// Saves the notes of a book that is going; they stay here until a save of them succeeds. A newer snapshot
    /// of the same file replaces an older one still waiting.
    public func add(_ snapshot: NotesSnapshot, to store: NotesStore, knownStamp: NotesFileStamp?) {
        pending[store.fileURL] = Pending(snapshot: snapshot, store: store, stamp: knownStamp)
        save(store.fileURL)
    }

    /// Tries every pending save now and waits for it (the window is closing); returns the system's reason
    /// for a save that still failed, nil when everything is written.
    public func saveAllAndWait() -> String? {
        retryTimer?.cancel()
        var reason: String?
        for (url, item) in pending {
            let result = persistence.saveAndWait(item.snapshot, to: item.store, knownStamp: item.stamp)
            if case .failure(let error) = result, !Self.isFinal(error) {
                reason = error.reason
            } else {
                pending[url] = nil
            }
        }
        return reason
    }

    /// Stops retrying (the window is gone).
    public func cancel() {
        retryTimer?.cancel()
    }

    private func save(_ url: URL) {
        guard let item = pending[url] else { return }
        persistence.save(item.snapshot, to: item.store, knownStamp: item.stamp) { [weak self] result in
            self?.finished(url, item.snapshot, result)
        }
    }

    private func finished(_ url: URL, _ saved: NotesSnapshot, _ result: Result<NotesSaveOutcome, NotesSaveError>) {
        // A newer snapshot of the file came meanwhile: its own save decides.
        guard pending[url]?.snapshot == saved else { return }
        switch result {
        case .success:
            pending[url] = nil
            lastFailed = false
        case .failure(let error) where Self.isFinal(error):
            pending[url] = nil
        case .failure(let error):
            if !lastFailed { onFailure?(error.reason) }
            lastFailed = true
            if retryTimer?.isPending != true {
                retryTimer = scheduler.after(Self.retryDelay) { [weak self] in
                    guard let self else { return }
                    pending.keys.forEach(save)
                }
            }
        }
    }

    /// A file a newer Recto wrote is never written by this build: retrying cannot help.
    private static func isFinal(_ error: NotesSaveError) -> Bool {
        if case .newerVersion = error { return true }
        return false
    }
}
