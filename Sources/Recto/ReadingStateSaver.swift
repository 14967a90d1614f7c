import Dispatch
import Foundation
import GObjectSupport
import RectoCore

/// Remembers the reader's page without touching the disk on the main thread: changes are gathered for half
/// a second, then written on a background queue. Loading happens there too.
@MainActor
final class ReadingStateSaver {
    private let store: ReadingStateStore
    private let queue = DispatchQueue(label: "recto.reading-state", qos: .utility)
    private var pending: (ReadingState, DocumentKey)?
    private var timer: MainLoopTimer?

    init(store: ReadingStateStore) {
        self.store = store
    }

    /// Loads the state for `key` in the background; `completion` runs on the main loop.
    func load(_ key: DocumentKey, completion: @escaping @Sendable @MainActor (ReadingState?) -> Void) {
        let store = store
        queue.async {
            let (state, _) = store.load(key)
            MainLoop.post { completion(state) }
        }
    }

    /// Saves `state` soon; a newer call within the delay replaces it.
    func save(_ state: ReadingState, for key: DocumentKey) {
        pending = (state, key)
        if timer?.isPending != true {
            timer = MainLoop.after(milliseconds: 500) { [weak self] in self?.flush() }
        }
    }

    /// Writes what is pending now, in the background. A failed write loses only this position.
    func flush() {
        timer?.cancel()
        guard let (state, key) = pending else { return }
        pending = nil
        let store = store
        queue.async { try? store.save(state, for: key) }
    }

    /// The window is closing and the process may end with it: writes what is pending and waits for the
    /// queue, so the last page is never lost. One small file, once, at close.
    func flushAndWait() {
        flush()
        queue.sync {}
    }
}
