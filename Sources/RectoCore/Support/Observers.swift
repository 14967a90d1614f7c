/// The observers of one model, told of its typed changes in the order they were added. `add` returns the
/// `ObservationToken` that keeps the observation: the list holds each observer only weakly, through its token,
/// so an observer that goes stops hearing without unsubscribing, and a model never keeps its observers alive.
public final class Observers<Change> {
    private final class Subscription {
        let handler: (Change) -> Void
        var active = true
        init(_ handler: @escaping (Change) -> Void) { self.handler = handler }
    }

    private struct Entry {
        weak var subscription: Subscription?
    }

    private var entries: [Entry] = []

    /// No observers yet.
    public init() {}

    /// Calls `handler` with every change sent from now on, while the returned token lives.
    public func add(_ handler: @escaping (Change) -> Void) -> ObservationToken {
        let subscription = Subscription(handler)
        entries.removeAll { $0.subscription == nil }
        entries.append(Entry(subscription: subscription))
        return ObservationToken(keeping: subscription) { subscription.active = false }
    }

    /// Tells every live observer of `change`, in the order they were added. One added during the delivery hears
    /// the next change; one cancelled during it (by an observer told before it) hears nothing more.
    public func send(_ change: Change) {
        let live = entries.compactMap(\.subscription)
        for subscription in live where subscription.active { subscription.handler(change) }
    }

    /// How many observers still listen.
    public var count: Int { entries.filter { $0.subscription?.active == true }.count }
}
