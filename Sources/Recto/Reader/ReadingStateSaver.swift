import Dispatch
import Foundation
import GObjectSupport
import RectoCore

/// Remembers the reader's page without touching the disk on the main thread: changes are gathered for half
/// a second, then written on a background queue. Loading happens there too.
///
/// A failed write is not forgotten: the state stays pending and is tried again with the next page turn, on a
/// timer, and at close. A file written by a newer Recto is never overwritten; its state is then not saved.
@MainActor
final class ReadingStateSaver {
    /// How long after a failed write the next try is made, while the page does not change.
    static let retryDelay: UInt32 = 5000

    private let store: ReadingStateStore
    private let queue = DispatchQueue(label: "recto.reading-state", qos: .utility)
    private var pending: (ReadingState, DocumentKey)?
    private var timer: MainLoopTimer?
    private var retryTimer: MainLoopTimer?

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
        // A pending state of the same book lends the fields this one lacks (a per-book choice saved just
        // before a page turn).
        if let (older, oldKey) = pending, oldKey == key {
            pending = (state.merged(with: older), key)
        } else {
            pending = (state, key)
        }
        if timer?.isPending != true {
            timer = MainLoop.after(milliseconds: 500) { [weak self] in self?.flush() }
        }
    }

    /// Writes what is pending now, in the background; if the write fails, it stays pending.
    func flush() {
        timer?.cancel()
        retryTimer?.cancel()
        guard let (state, key) = pending else { return }
        pending = nil
        let store = store
        queue.async {
            guard let error = Self.write(state, for: key, to: store) else { return }
            MainLoop.post { [weak self] in self?.failed(state, for: key, error) }
        }
    }

    /// The window is closing and the process may end with it: writes what is pending and waits for the
    /// queue, so the last page is never lost. One small file, once, at close.
    func flushAndWait() {
        timer?.cancel()
        retryTimer?.cancel()
        queue.sync {}
        guard let (state, key) = pending else { return }
        pending = nil
        let store = store
        _ = queue.sync { Self.write(state, for: key, to: store) }
    }

    private func failed(_ state: ReadingState, for key: DocumentKey, _ error: ReadingStateStore.SaveError) {
        if case .newerVersion = error { return }
        // A newer position asked for meanwhile replaces this one; otherwise this one waits for the retry.
        if pending == nil { pending = (state, key) }
        if retryTimer?.isPending != true {
            retryTimer = MainLoop.after(milliseconds: Self.retryDelay) { [weak self] in self?.flush() }
        }
    }

    nonisolated private static func write(
        _ state: ReadingState, for key: DocumentKey, to store: ReadingStateStore
    ) -> ReadingStateStore.SaveError? {
        do throws(ReadingStateStore.SaveError) {
            try store.save(state, for: key)
            SaveReport.stateSaved(state, to: store.url(for: key))
            return nil
        } catch {
            return error
        }
    }
}
