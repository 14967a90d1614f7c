import Foundation

/// What the PDF itself says about a book, read by the PDF engine and kept in `LibraryMetadataCache`.
public struct LibraryMetadata: Hashable, Sendable, Codable {
    /// The document's title metadata, trimmed; `nil` when absent or blank.
    public var title: String?
    /// The document's author metadata, trimmed; `nil` when absent or blank.
    public var author: String?
    /// Number of pages; `nil` when the engine could not open the file.
    public var pageCount: Int?
    /// The key the book's reading state is saved under, so the sidebar can show progress without opening
    /// the PDF again; `nil` when the engine could not open the file. Absent in caches written before it
    /// existed, which decode with `nil` (the row then shows no progress until the file changes).
    public var documentKey: DocumentKey?

    /// Metadata for a file the engine could not read. Store it anyway so the file is not retried on every
    /// launch; the cache retries by itself once the file's size or modification time changes.
    public static let unreadable = LibraryMetadata()

    /// Creates metadata; blank strings become `nil` so "title or file name" needs one check.
    public init(title: String? = nil, author: String? = nil, pageCount: Int? = nil, documentKey: DocumentKey? = nil) {
        self.title = Self.cleaned(title)
        self.author = Self.cleaned(author)
        self.pageCount = pageCount
        self.documentKey = documentKey
    }

    private static func cleaned(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}
