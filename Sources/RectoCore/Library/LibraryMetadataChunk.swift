/// Part of a batch of library metadata, as it goes to the main thread: the answers, the reading progress of
/// those books, and after the batch's last part, whether the next batch may start.
public struct LibraryMetadataChunk: Sendable {
    /// The books answered, with what the helper read.
    public var loaded: [(item: LibraryItem, metadata: LibraryMetadata)]
    /// The reading progress of the books answered, by key, for those read before.
    public var progress: [DocumentKey: LibraryProgress]
    /// Whether this is the batch's last part (it may be empty).
    public var isLast: Bool
    /// After the last part: whether every book was asked about, so the next batch may start. False when a
    /// book could not be (no helper would start): it is tried again at the next activation, not in a loop.
    public var mayContinue: Bool
}
