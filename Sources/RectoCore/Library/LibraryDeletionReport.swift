/// What became of one deletion of one or several books, sorted into what the app does next: a toast with
/// Undo for the books now in the trash, one confirmation for those whose volume has no trash, and a message
/// for those that stayed. Every list keeps the order the books were given in (the list's order).
public struct LibraryDeletionReport: Equatable, Sendable {
    /// Books that left the folder.
    public private(set) var done: [LibraryPath] = []
    /// Books on a volume without a trash: still in the folder, to delete for good only if the reader agrees.
    public private(set) var needingConfirmation: [LibraryPath] = []
    /// Books that stayed, with the reason.
    public private(set) var failed: [Failure] = []

    /// A book that could not be deleted.
    public struct Failure: Equatable, Sendable {
        /// The book.
        public let path: LibraryPath
        /// The file system's message.
        public let reason: String

        /// Creates a failure.
        public init(path: LibraryPath, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Sorts `outcomes` (one per book, in order).
    public init(_ outcomes: [(LibraryPath, LibraryDeletionOutcome)]) {
        for (path, outcome) in outcomes {
            switch outcome {
            case .done: done.append(path)
            case .trashUnavailable: needingConfirmation.append(path)
            case let .failed(reason): failed.append(Failure(path: path, reason: reason))
            }
        }
    }

    /// Books whose deletion did not happen (to bring their rows back).
    public var kept: [LibraryPath] { needingConfirmation + failed.map(\.path) }
}
