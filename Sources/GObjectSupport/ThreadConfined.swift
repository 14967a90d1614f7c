import Dispatch

/// A value that only one serial queue may touch, such as a PopplerDocument (poppler documents must never be
/// used from two threads at once). Work reaches the value only through `async`/`sync`, which run on the queue.
///
/// Invariant for `@unchecked Sendable`: `value` is read and written only inside blocks running on `queue`,
/// and in `deinit`, when no block can still be queued (each queued block retains `self`).
public final class ThreadConfined<Value>: @unchecked Sendable {
    private var value: Value
    private let queue: DispatchQueue
    private let finalize: (Value) -> Void

    /// - Parameters:
    ///   - finalize: releases the value (e.g. `g_object_unref`) when the last reference goes.
    public init(_ value: Value, label: String, qos: DispatchQoS = .userInitiated, finalize: @escaping (Value) -> Void) {
        self.value = value
        self.queue = DispatchQueue(label: label, qos: qos)
        self.finalize = finalize
    }

    deinit { finalize(value) }

    /// Runs `work` with the value on the owning queue, later.
    public func async(_ work: @escaping @Sendable (Value) -> Void) {
        queue.async { work(self.value) }
    }

    /// Runs `work` on the owning queue once `delay` has passed; it may replace the value (a document opened
    /// afresh), and releases the old one itself.
    public func async(after delay: DispatchTimeInterval, _ work: @escaping @Sendable (inout Value) -> Void) {
        queue.asyncAfter(deadline: .now() + delay) { work(&self.value) }
    }

    /// Runs `work` with the value on the owning queue and waits for it. Never call this from the main thread
    /// in the app (the main thread never waits on rendering); it is for set-up, tests and benchmarks.
    public func sync<Result>(_ work: (Value) throws -> Result) rethrows -> Result {
        try queue.sync { try work(value) }
    }
}
