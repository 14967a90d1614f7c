import Foundation

/// Reads library metadata in a helper process, so a PDF that crashes or hangs the PDF engine costs that
/// book, not the app: each book the helper dies on is answered `.failed(.crashedReader)`, each it does not
/// answer in time `.failed(.timedOut)` (the helper is then killed), and a fresh helper goes on with the rest.
///
/// Synchronous and slow: call it on a background queue. Each call starts its own helper and ends it, so
/// nothing is shared between calls or threads.
public struct LibraryMetadataHelperClient: LibraryMetadataReader {
    /// The helper's command line: the executable (absolute) and its arguments.
    public var command: [String]
    /// The limits; the helper applies the memory and CPU limits itself, the client the answer timeout.
    public var limits: LibraryMetadataHelperLimits
    /// Variables added to the helper's environment.
    public var environment: [String: String]

    /// A client starting `command`.
    public init(command: [String], limits: LibraryMetadataHelperLimits = .standard,
                environment: [String: String] = [:]) {
        self.command = command
        self.limits = limits
        self.environment = environment
    }

    /// Reads each of `items`, in order: one answer per item. Unreadable files (`isReadable` false) are not
    /// sent. A helper that does not start, or does not greet before any book is asked for, is not the books'
    /// fault: the books left are answered `nil` (unknown, to try another time), never marked unreadable.
    public func read(_ items: [LibraryItem]) -> [(item: LibraryItem, metadata: LibraryMetadata?)] {
        var results: [(item: LibraryItem, metadata: LibraryMetadata?)] = []
        results.reserveCapacity(items.count)
        read(items) { results.append(($0, $1)) }
        return results
    }

    /// Reads each of `items`, in order, handing each answer to `answer` as soon as it is known, so a long
    /// batch (one helper start for many books) still shows its first books at once.
    public func read(_ items: [LibraryItem], answer: (LibraryItem, LibraryMetadata?) -> Void) {
        var helper: LibraryHelperProcess?
        var broken = false
        for item in items {
            guard item.isReadable else {
                answer(item, .unreadable)
                continue
            }
            if helper == nil && !broken {
                helper = start()
                broken = helper == nil
            }
            guard let running = helper else {
                answer(item, nil)
                continue
            }
            let reply = ask(running, about: item.path)
            if reply.metadata == nil {
                running.kill()
                helper = nil
            }
            answer(item, reply.metadata ?? .failed(reply.failure))
        }
        helper?.finish(timeout: limits.answerTimeout)
    }

    /// A helper that has said it is ready, else `nil`.
    private func start() -> LibraryHelperProcess? {
        guard let helper = LibraryHelperProcess.start(command, extraEnvironment: environment) else { return nil }
        guard helper.nextLine(timeout: limits.answerTimeout) == .line(LibraryMetadataWire.greeting) else {
            helper.kill()
            return nil
        }
        return helper
    }

    /// One round trip: the answer, or why none came (the helper is then to be given up).
    private func ask(
        _ helper: LibraryHelperProcess, about path: LibraryPath
    ) -> (metadata: LibraryMetadata?, failure: LibraryMetadataFailure) {
        guard helper.send(LibraryMetadataWire.request(for: path)) else { return (nil, .crashedReader) }
        switch helper.nextLine(timeout: limits.answerTimeout) {
        case let .line(line):
            // An answer out of range means the helper is not itself: treat it as a crash of this book.
            guard let metadata = LibraryMetadataWire.metadata(fromAnswer: line) else {
                return (nil, .crashedReader)
            }
            return (metadata, .crashedReader)
        case .timedOut:
            return (nil, .timedOut)
        case .closed, .tooLong:
            return (nil, .crashedReader)
        }
    }
}
