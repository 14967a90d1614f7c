/// What became of an Undo that brings several books back from the trash.
public struct LibraryRestoreReport: Equatable, Sendable {
    /// Books back in the library: where each was, and where it is now (its old name, or "Name 2.pdf" when
    /// another file took that meanwhile).
    public private(set) var restored: [(original: LibraryPath, target: LibraryPath)] = []
    /// Books no longer in the trash (emptied, or restored by another program).
    public private(set) var missing: [LibraryPath] = []
    /// Books that could not be moved back, with the reason.
    public private(set) var failed: [LibraryDeletionReport.Failure] = []

    /// Sorts `results` (one per book, in order).
    public init(_ results: [(LibraryPath, Result<LibraryPath, LibraryRestoreFailure>)]) {
        for (original, result) in results {
            switch result {
            case let .success(target): restored.append((original, target))
            case .failure(.notInTrash): missing.append(original)
            case let .failure(.cannotMove(reason)): failed.append(.init(path: original, reason: reason))
            }
        }
    }

    /// Where `original` went, if it came back.
    public func target(of original: LibraryPath) -> LibraryPath? {
        restored.first { $0.original == original }?.target
    }

    public static func == (lhs: LibraryRestoreReport, rhs: LibraryRestoreReport) -> Bool {
        lhs.restored.map(\.original) == rhs.restored.map(\.original)
            && lhs.restored.map(\.target) == rhs.restored.map(\.target)
            && lhs.missing == rhs.missing && lhs.failed == rhs.failed
    }
}
