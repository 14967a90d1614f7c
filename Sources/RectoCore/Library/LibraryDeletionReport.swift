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

    /// What to tell of the books that stayed, or nil when all went: the books (those that failed, then those
    /// left unconfirmed) and one reason, the first failure's, else `fallbackReason` (why a book needing a
    /// confirmation could not simply be trashed).
    public func stayed(fallbackReason: String) -> (books: [LibraryPath], reason: String)? {
        let books = failed.map(\.path) + needingConfirmation
        guard !books.isEmpty else { return nil }
        return (books, failed.first?.reason ?? fallbackReason)
    }
}
