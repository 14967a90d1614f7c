import Foundation
import GObjectSupport
import RectoCore

/// The notes of books no longer open in the window (another book was opened) whose save has not succeeded:
/// kept, and tried again every few seconds and at close, until they are written. Without it, opening another
/// book while the disk refused a save would lose the first book's latest notes.
@MainActor
final class NotesPendingSaves {
    private struct Pending {
        let snapshot: NotesSnapshot
        let store: NotesStore
        let stamp: NotesFileStamp?
    }

    private let persistence: NotesPersistence
    private var pending: [URL: Pending] = [:]
    private var retryTimer: MainLoopTimer?
    private var lastFailed = false
    /// Told the system's reason when a streak of failures starts (one message, not one per retry).
    var onFailure: (@MainActor (String) -> Void)?

    init(persistence: NotesPersistence) {
        self.persistence = persistence
    }

    /// Saves the notes of a book that is going; they stay here until a save of them succeeds.
    func add(_ snapshot: NotesSnapshot, to store: NotesStore, knownStamp: NotesFileStamp?) {
        pending[store.fileURL] = Pending(snapshot: snapshot, store: store, stamp: knownStamp)
        save(store.fileURL)
    }

    /// Tries every pending save now and waits for it (the window is closing); returns the system's reason
    /// for a save that still failed, nil when everything is written.
    func saveAllAndWait() -> String? {
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
    func cancel() {
        retryTimer?.cancel()
    }

    private func save(_ url: URL) {
        guard let item = pending[url] else { return }
        persistence.save(item.snapshot, to: item.store, knownStamp: item.stamp) { [weak self] result in
            self?.finished(url, result)
        }
    }

    private func finished(_ url: URL, _ result: Result<NotesSaveOutcome, NotesSaveError>) {
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
                retryTimer = MainLoop.after(milliseconds: 5000) { [weak self] in
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
