import Synchronization

/// One book's background indexing of references, stopped when another book opens: the text queue asks
/// whether to go on between pages.
final class ReferenceIndexingRun: Sendable {
    private let running = Mutex(true)
    var isRunning: Bool { running.withLock { $0 } }
    func stop() { running.withLock { $0 = false } }
}
