import Foundation

/// Stands in for the main loop a background queue posts results to: work handed to `post` waits here until the
/// test calls `drain()`, on the main actor, so a test decides when results arrive and sees them in order.
public final class MainInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [@Sendable @MainActor () -> Void] = []

    public init() {}

    /// Keeps `work` to run at the next `drain()`; safe from any thread.
    @Sendable
    public func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        lock.withLock { waiting.append(work) }
    }

    /// How many pieces of work wait.
    public var count: Int { lock.withLock { waiting.count } }

    /// Runs what waits, oldest first, and what that posts in turn; returns whether anything ran.
    @MainActor
    @discardableResult
    public func drain() -> Bool {
        var ran = false
        while let next = lock.withLock({ waiting.isEmpty ? nil : waiting.removeFirst() }) {
            next()
            ran = true
        }
        return ran
    }
}
