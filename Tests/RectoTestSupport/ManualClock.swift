import RectoCore

/// A `Scheduler` whose time moves only when a test says so: timed work (saves after a pause, retries) runs
/// inside `advance(by:)`, in the order it falls due, never by itself.
@MainActor
public final class ManualClock: Scheduler {
    /// Seconds since the clock was made.
    public private(set) var now: Double = 0
    private var pending: [Entry] = []
    private var nextOrder = 0

    public init() {}

    /// How many pieces of work are waiting.
    public var pendingCount: Int { pending.filter(\.isPending).count }

    /// When the next piece of work falls due, or nil when none waits.
    public var nextDue: Double? { pending.filter(\.isPending).map(\.due).min() }

    @discardableResult
    public func after(_ delay: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let entry = Entry(due: now + max(delay, 0), order: nextOrder, work: work)
        nextOrder += 1
        pending.append(entry)
        return entry
    }

    /// Moves time on by `seconds`, running everything that falls due on the way (work scheduled meanwhile
    /// included), earliest first, work due at the same moment in the order it was scheduled.
    public func advance(by seconds: Double) {
        let end = now + seconds
        while let next = pending.filter({ $0.isPending && $0.due <= end })
            .min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            now = next.due
            next.run()
            pending.removeAll { !$0.isPending }
        }
        now = end
    }

    private final class Entry: ScheduledWork {
        let due: Double
        let order: Int
        private var work: (@MainActor () -> Void)?

        init(due: Double, order: Int, work: @escaping @MainActor () -> Void) {
            self.due = due
            self.order = order
            self.work = work
        }

        var isPending: Bool { work != nil }

        func cancel() { work = nil }

        func run() {
            let work = work
            self.work = nil
            work?()
        }
    }
}
