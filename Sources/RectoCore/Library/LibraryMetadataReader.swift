/// Reads what a library row shows from each PDF: the helper process in the app (`LibraryMetadataHelperClient`),
/// a fake in tests. Blocks on the disk and the helper: the library calls it on a background queue.
public protocol LibraryMetadataReader: Sendable {
    /// Reads each of `items`, in order, handing each answer to `answer` as soon as it is known; `nil` means
    /// the book could not be asked about (no helper would start), to try another time.
    func read(_ items: [LibraryItem], answer: (LibraryItem, LibraryMetadata?) -> Void)
}
