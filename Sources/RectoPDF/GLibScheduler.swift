import GObjectSupport
import RectoCore

/// The app's `Scheduler`: GLib timeouts on the default main context, where every model's timed work runs.
///
/// It lives here rather than in GObjectSupport, which stays below RectoCore and cannot see the protocol; the
/// engine's `PageRenderSession` is the first model handed one.
@MainActor
public final class GLibScheduler: Scheduler {
    /// One for the app: it holds no state of its own.
    public static let shared = GLibScheduler()

    private init() {}

    @discardableResult
    public func after(_ delay: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        // Clamped before the conversion: a delay from arithmetic must not reach a trapping `UInt32(Double)`.
        let milliseconds = delay.isFinite ? UInt32(min(max(delay * 1000, 0), Double(UInt32.max)).rounded()) : 0
        return Timer(MainLoop.after(milliseconds: milliseconds, work))
    }

    /// A `MainLoopTimer` seen through the core's protocol.
    private final class Timer: ScheduledWork {
        private let timer: MainLoopTimer
        init(_ timer: MainLoopTimer) { self.timer = timer }
        var isPending: Bool { timer.isPending }
        func cancel() { timer.cancel() }
    }
}
