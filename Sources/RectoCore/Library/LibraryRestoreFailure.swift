/// Why a book could not be brought back from the trash.
public enum LibraryRestoreFailure: Error, Equatable, Sendable {
    /// Nothing in the trash came from that path (emptied, or restored by another program).
    case notInTrash
    /// The move failed; the file system's message.
    case cannotMove(String)
}
