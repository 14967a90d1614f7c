/// Moves the library's books to the trash or deletes them: GIO in the app (whose trash, inside Flatpak, is the
/// host's, through the portal), a fake in tests. Every call blocks on the disk: the library makes them on a
/// background queue.
public protocol LibraryTrashing: Sendable {
    /// Whether the file's volume has a trash, asked before a deletion is offered with Undo: a book on a volume
    /// without one is deleted for good, and only after the reader agrees.
    func canTrash(_ path: LibraryPath) -> Bool
    /// Moves the file to the trash.
    func trash(_ path: LibraryPath) -> LibraryDeletionOutcome
    /// Deletes the file for good.
    func delete(_ path: LibraryPath) -> LibraryDeletionOutcome
}
