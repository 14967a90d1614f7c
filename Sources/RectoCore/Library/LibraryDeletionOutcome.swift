/// How moving one book to the trash (or deleting it for good) went.
public enum LibraryDeletionOutcome: Equatable, Sendable {
    case done
    /// The file's volume has no trash (some network and removable mounts): ask before deleting for good.
    case trashUnavailable
    /// The message the file system gave.
    case failed(String)
}
