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
        _ store: NotesStore, completion: @escaping @Sendable @MainActor (BookNotes, NotesLoadProblem?) -> Void
    ) {
        queue.async {
            let result = store.load()
            let notes = BookNotes(notes: result.notes)
            MainLoop.post { completion(notes, result.problem) }
        }
    }

    /// Writes `notes` in the background; `failed` runs on the main loop with the system's reason if it did not work.
    func save(_ notes: [Note], to store: NotesStore, failed: @escaping @Sendable @MainActor (String) -> Void) {
        queue.async {
            do throws(AtomicFile.WriteError) {
                try store.save(notes)
            } catch {
                let reason: String
                switch error {
                case .cannotCreateFolder(path: _, reason: let why), .cannotWrite(path: _, reason: let why):
                    reason = why
                }
                MainLoop.post { failed(reason) }
            }
        }
    }

    /// Blocks until every write asked for so far is on disk. Only for a closing window: the process may exit
    /// right after, and a note the reader saw saved must not be lost with it.
    func waitUntilWritten() {
        queue.sync {}
    }
}
