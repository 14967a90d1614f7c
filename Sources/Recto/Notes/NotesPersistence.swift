import Dispatch
import Foundation
import GObjectSupport
import RectoCore

/// Reads and writes one window's notes files on a serial background queue, so the main thread never waits on
/// the disk and writes land in the order they were asked for.
@MainActor
final class NotesPersistence {
    private let queue = DispatchQueue(label: "recto.notes", qos: .utility)

    /// Loads a book's notes and sorts them off the main thread; `completion` runs on the main loop.
    func load(
        _ store: NotesStore, completion: @escaping @Sendable @MainActor (BookNotes, NotesLoadResult) -> Void
    ) {
        queue.async {
            let result = store.load()
            let notes = BookNotes(snapshot: result.snapshot)
            MainLoop.post { completion(notes, result) }
        }
    }

    /// Reads the file again if it is no longer as `knownStamp` says (someone else wrote it); `completion` runs
    /// on the main loop with what was read, or nil when the file is unchanged or gone.
    func reloadIfChanged(
        _ store: NotesStore, knownStamp: NotesFileStamp?,
        completion: @escaping @Sendable @MainActor (NotesLoadResult) -> Void
    ) {
        queue.async {
            guard let now = NotesFileStamp.of(store.fileURL), now != knownStamp else { return }
            let result = store.load()
            MainLoop.post { completion(result) }
        }
    }

    /// Saves `snapshot` in the background, merged with outside changes; `completion` runs on the main loop.
    func save(
        _ snapshot: NotesSnapshot, to store: NotesStore, knownStamp: NotesFileStamp?,
        completion: @escaping @Sendable @MainActor (Result<NotesSaveOutcome, NotesSaveError>) -> Void
    ) {
        queue.async {
            let result = Self.write(snapshot, to: store, knownStamp: knownStamp)
            MainLoop.post { completion(result) }
        }
    }

    /// Saves now and waits for the result, after every write asked for before. Only for a closing window: the
    /// process may exit right after, and a note the reader saw saved must not be lost with it.
    func saveAndWait(
        _ snapshot: NotesSnapshot, to store: NotesStore, knownStamp: NotesFileStamp?
    ) -> Result<NotesSaveOutcome, NotesSaveError> {
        queue.sync { Self.write(snapshot, to: store, knownStamp: knownStamp) }
    }

    /// Blocks until every write asked for so far is on disk.
    func waitUntilWritten() {
        queue.sync {}
    }

    nonisolated private static func write(
        _ snapshot: NotesSnapshot, to store: NotesStore, knownStamp: NotesFileStamp?
    ) -> Result<NotesSaveOutcome, NotesSaveError> {
        do throws(NotesSaveError) {
            let outcome = try store.save(snapshot, knownStamp: knownStamp)
            SaveReport.notesSaved(outcome, to: store)
            return .success(outcome)
        } catch {
            return .failure(error)
        }
    }
}
