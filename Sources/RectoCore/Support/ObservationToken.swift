/// What `observe` hands back: delivery goes on while the token lives and stops when it is cancelled or let go.
/// The rule is ownership, not bookkeeping: the observer keeps the token as long as it wants to hear (a stored
/// property, so the observation ends with the observer), and nothing has to remember to unsubscribe.
/// An observation whose token is dropped at once hears nothing, which the compiler's unused-result warning
/// catches.
public final class ObservationToken {
    private var subscription: AnyObject?
    private var onCancel: (() -> Void)?
    private var joined: [ObservationToken] = []

    /// A token keeping `subscription` alive (an `Observers` entry, which the list holds weakly).
    init(keeping subscription: AnyObject, onCancel: @escaping () -> Void) {
        self.subscription = subscription
        self.onCancel = onCancel
    }

    /// One token for several observations: cancelling it, or letting it go, ends them all.
    public init(joining tokens: [ObservationToken]) {
        joined = tokens
    }

    deinit {
        onCancel?()
    }

    /// Whether delivery goes on.
    public var isActive: Bool { subscription != nil || joined.contains { $0.isActive } }

    /// Stops delivery at once, even of a change being delivered to other observers now; cancelling twice does
    /// nothing.
    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        subscription = nil
        cancel?()
        joined.forEach { $0.cancel() }
        joined = []
    }
}
