/// Why a book's metadata could not be read, remembered in the metadata cache with the file's size and time so
/// the file is not tried again until it changes.
public enum LibraryMetadataFailure: String, Codable, Sendable, Hashable {
    /// The PDF engine refused the file (damaged, locked, not a PDF, a name it cannot be handed).
    case notOpened
    /// Reading it killed the helper process (a crash in the PDF engine, or the memory limit).
    case crashedReader
    /// Reading it took longer than the helper's time limit, which was then stopped.
    case timedOut

    /// Whether the library lists the book as unreadable: the engine did not just refuse it, it fell over it,
    /// so opening it in the reader would be no better.
    public var isUnreadable: Bool { self != .notOpened }
}
