/// The main-loop seam: models that wait (saving after a pause, retrying, looking again at a slow render) ask a
/// scheduler rather than a timer, so the app runs them on GLib's main loop and tests on a manual clock.
@MainActor
public protocol Scheduler: AnyObject {
    /// Runs `work` once, on the main actor, after `delay` seconds; the returned handle can cancel it first.
    @discardableResult
    func after(_ delay: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
}

/// Work a `Scheduler` will run later.
@MainActor
public protocol ScheduledWork: AnyObject {
    /// Whether the work is still to run (neither run nor cancelled).
    var isPending: Bool { get }
    /// Cancels the work if it has not run yet; harmless afterwards.
    func cancel()
}
