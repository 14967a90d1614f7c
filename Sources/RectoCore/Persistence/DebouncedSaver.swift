/// Writes the latest of a stream of changes without writing each one: changes are gathered for `delay`, then
/// the newest is handed to `write` (which does the disk work elsewhere and reports back). A failed write is not
/// forgotten: the item stays pending and is tried again with the next change, after `retryDelay`, and when the
/// owner flushes. A write refused for good (a file from a newer Recto) is dropped.
///
/// Time comes from a `Scheduler`: GLib's main loop in the app, a manual clock in tests.
@MainActor
public final class DebouncedSaver<Item: Sendable> {
    /// How a write ended.
    public enum Outcome: Sendable, Equatable {
        /// On disk.
        case saved
        /// Not written this time (read-only folder, full disk): try again.
        case failed
        /// Never to be written (the file is from a newer version): do not try again.
        case refused
    }

    /// Does one write, off the main thread, and calls `done` on the main actor when it ends.
    public typealias Write = @MainActor (Item, _ done: @escaping @Sendable @MainActor (Outcome) -> Void) -> Void

    /// How long changes are gathered before a write.
    public let delay: Double
    /// How long after a failed write the next try is made, while nothing changes.
    public let retryDelay: Double
    /// The newest item not yet handed to a write (or handed to one that failed).
    public private(set) var pending: Item?

    private let scheduler: Scheduler
    private let write: Write
    private var timer: ScheduledWork?
    private var retryTimer: ScheduledWork?

    public init(scheduler: Scheduler, delay: Double = 0.5, retryDelay: Double = 5, write: @escaping Write) {
        self.scheduler = scheduler
        self.delay = delay
        self.retryDelay = retryDelay
        self.write = write
    }

    /// Saves `item` soon; a newer call within the delay replaces it.
    public func save(_ item: Item) {
        pending = item
        if timer?.isPending != true {
            timer = scheduler.after(delay) { [weak self] in self?.flush() }
        }
    }

    /// Hands what is pending to a write now; if that write fails, the item is pending again.
    public func flush() {
        guard let item = takePending() else { return }
        write(item) { [weak self] outcome in self?.finished(item, outcome) }
    }

    /// Takes what is pending and cancels the timers, for an owner that writes it itself (at close, waiting for
    /// the disk); nil when nothing is pending.
    public func takePending() -> Item? {
        timer?.cancel()
        retryTimer?.cancel()
        defer { pending = nil }
        return pending
    }

    private func finished(_ item: Item, _ outcome: Outcome) {
        guard outcome == .failed else { return }
        // A newer item asked for meanwhile replaces this one; otherwise this one waits for the retry.
        if pending == nil { pending = item }
        if retryTimer?.isPending != true {
            retryTimer = scheduler.after(retryDelay) { [weak self] in self?.flush() }
        }
    }
}
