import Dispatch
import Foundation

/// Reads and writes one window's notes files on a serial background queue, so the main thread never waits on
/// the disk and writes land in the order they were asked for. Results come back through `deliver`, which runs
/// them on the main actor: GLib's main loop in the app, an inbox a test empties in tests.
@MainActor
public final class NotesPersistence {
    private let queue = DispatchQueue(label: "recto.notes", qos: .utility)
    private let deliver: MainDelivery

    public init(deliver: @escaping MainDelivery) {
        self.deliver = deliver
    }

    /// Loads a book's notes and sorts them off the main thread; `completion` runs on the main actor.
    public func load(
        _ store: NotesStore, completion: @escaping @Sendable @MainActor (BookNotes, NotesLoadResult) -> Void
    ) {
        let deliver = deliver
        queue.async {
            let result = store.load()
            let notes = BookNotes(snapshot: result.snapshot)
            deliver { completion(notes, result) }
        }
    }

    /// Reads the file again if it is no longer as `knownStamp` says (someone else wrote it); `completion` runs
    /// on the main actor with what was read, and not at all when the file is unchanged or gone.
    public func reloadIfChanged(
        _ store: NotesStore, knownStamp: NotesFileStamp?,
        completion: @escaping @Sendable @MainActor (NotesLoadResult) -> Void
    ) {
        let deliver = deliver
        queue.async {
            guard let now = NotesFileStamp.of(store.fileURL), now != knownStamp else { return }
            let result = store.load()
            deliver { completion(result) }
        }
    }

    /// Saves `snapshot` in the background, merged with outside changes; `completion` runs on the main actor.
    public func save(
        _ snapshot: NotesSnapshot, to store: NotesStore, knownStamp: NotesFileStamp?,
        completion: @escaping @Sendable @MainActor (Result<NotesSaveOutcome, NotesSaveError>) -> Void
    ) {
        let deliver = deliver
        queue.async {
            let result = Self.write(snapshot, to: store, knownStamp: knownStamp)
            deliver { completion(result) }
        }
    }

    /// Saves now and waits for the result, after every write asked for before. Only for a closing window: the
    /// process may exit right after, and a note the reader saw saved must not be lost with it.
    public func saveAndWait(
        _ snapshot: NotesSnapshot, to store: NotesStore, knownStamp: NotesFileStamp?
    ) -> Result<NotesSaveOutcome, NotesSaveError> {
        queue.sync { Self.write(snapshot, to: store, knownStamp: knownStamp) }
    }

    /// Blocks until every read and write asked for so far is done (their results may still be on the way).
    public func waitUntilWritten() {
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
