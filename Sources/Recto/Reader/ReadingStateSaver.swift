import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Remembers the reader's page without touching the disk on the main thread: the core's `DebouncedSaver`
/// gathers changes for half a second and retries failed writes every five seconds; this does the writing, on
/// a background queue, and loading there too.
///
/// A file written by a newer Recto is never overwritten; its state is then not saved. The store merges what
/// another window or a sync tool wrote meanwhile (newest wins per field).
@MainActor
final class ReadingStateSaver {
    private let store: ReadingStateStore
    private let queue: DispatchQueue
    private let saver: DebouncedSaver<Pending>

    /// A position waiting to be written.
    private struct Pending: Sendable {
        var state: ReadingState
        var key: DocumentKey
    }

    init(store: ReadingStateStore, scheduler: Scheduler = GLibScheduler.shared) {
        let queue = DispatchQueue(label: "recto.reading-state", qos: .utility)
        self.store = store
        self.queue = queue
        saver = DebouncedSaver(scheduler: scheduler) { pending, done in
            queue.async {
                let outcome = Self.write(pending.state, for: pending.key, to: store)
                MainLoop.post { done(outcome) }
            }
        }
    }

    /// Loads the state for `key` in the background; `completion` runs on the main loop.
    func load(_ key: DocumentKey, completion: @escaping @Sendable @MainActor (ReadingState?) -> Void) {
        let store = store
        queue.async {
            let (state, _) = store.load(key)
            MainLoop.post { completion(state) }
        }
    }

    /// Saves `state` soon; a newer call within the delay replaces it, keeping the fields of the pending one
    /// that `state` lacks (a page turn right after a colour-mode choice keeps the choice).
    func save(_ state: ReadingState, for key: DocumentKey) {
        if let earlier = saver.pending, earlier.key == key {
            saver.save(Pending(state: state.merged(with: earlier.state), key: key))
        } else {
            saver.save(Pending(state: state, key: key))
        }
    }

    /// Writes what is pending now, in the background; if the write fails, it stays pending.
    func flush() {
        saver.flush()
    }

    /// The window is closing and the process may end with it: waits for the writes under way, then writes
    /// what is pending and waits for that too, so the last page is never lost. One small file, once, at close.
    func flushAndWait() {
        queue.sync {}
        guard let pending = saver.takePending() else { return }
        let store = store
        _ = queue.sync { Self.write(pending.state, for: pending.key, to: store) }
    }

    nonisolated private static func write(
        _ state: ReadingState, for key: DocumentKey, to store: ReadingStateStore
    ) -> DebouncedSaver<Pending>.Outcome {
        do throws(ReadingStateStore.SaveError) {
            try store.save(state, for: key)
            SaveReport.stateSaved(state, to: store.url(for: key))
            return .saved
        } catch .newerVersion {
            return .refused
        } catch {
            return .failed
        }
    }
}
