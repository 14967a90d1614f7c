import Dispatch
import Foundation

/// Remembers the reader's page without touching the disk on the main thread: a `DebouncedSaver` gathers
/// changes for half a second and retries failed writes every five seconds; this does the writing, on a
/// background queue, and loading there too. Results come back through `deliver`, which runs them on the main
/// actor: GLib's main loop in the app, an inbox a test empties in tests.
///
/// A file written by a newer Recto is never overwritten; its state is then not saved. The store merges what
/// another window or a sync tool wrote meanwhile (newest wins per field).
@MainActor
public final class ReadingStateSaver {
    private let store: ReadingStateStore
    private let queue: DispatchQueue
    private let deliver: MainDelivery
    private let saver: DebouncedSaver<Pending>

    /// A position waiting to be written.
    private struct Pending: Sendable {
        var state: ReadingState
        var key: DocumentKey
    }

    public init(store: ReadingStateStore, scheduler: Scheduler, deliver: @escaping MainDelivery) {
        let queue = DispatchQueue(label: "recto.reading-state", qos: .utility)
        self.store = store
        self.queue = queue
        self.deliver = deliver
        saver = DebouncedSaver(scheduler: scheduler) { pending, done in
            queue.async {
                let outcome = Self.write(pending.state, for: pending.key, to: store)
                deliver { done(outcome) }
            }
        }
    }

    /// Loads the state for `key` in the background; `completion` runs on the main actor.
    public func load(_ key: DocumentKey, completion: @escaping @Sendable @MainActor (ReadingState?) -> Void) {
        let store = store, deliver = deliver
        queue.async {
            let (state, _) = store.load(key)
            deliver { completion(state) }
        }
    }

    /// Saves `state` soon; a newer call within the delay replaces it, keeping the fields of the pending one
    /// that `state` lacks (a page turn right after a colour-mode choice keeps the choice).
    public func save(_ state: ReadingState, for key: DocumentKey) {
        if let earlier = saver.pending, earlier.key == key {
            saver.save(Pending(state: state.merged(with: earlier.state), key: key))
        } else {
            saver.save(Pending(state: state, key: key))
        }
    }

    /// Writes what is pending now, in the background; if the write fails, it stays pending.
    public func flush() {
        saver.flush()
    }

    /// The window is closing and the process may end with it: waits for the writes under way, then writes
    /// what is pending and waits for that too, so the last page is never lost. One small file, once, at close.
    public func flushAndWait() {
        waitUntilWritten()
        guard let pending = saver.takePending() else { return }
        let store = store
        _ = queue.sync { Self.write(pending.state, for: pending.key, to: store) }
    }

    /// Blocks until every read and write asked for so far is done (their results may still be on the way).
    public func waitUntilWritten() {
        queue.sync {}
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
