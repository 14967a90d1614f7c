import Foundation

/// What the PDF itself says about a book, read by the PDF engine and kept in `LibraryMetadataCache`.
public struct LibraryMetadata: Hashable, Sendable, Codable {
    /// The most pages a book is believed to have: poppler counts pages in a C `int`.
    public static let maximumPageCount = Int(Int32.max)
    /// The longest title or author kept, in characters; metadata past that is junk or an attack on the layout.
    public static let maximumTextLength = 4096

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
    /// Why nothing could be read, when nothing could; absent in caches written before it existed.
    public var failure: LibraryMetadataFailure?

    /// Metadata for a file the engine could not read. Store it anyway so the file is not retried on every
    /// launch; the cache retries by itself once the file's size or modification time changes.
    public static let unreadable = LibraryMetadata(failure: .notOpened)

    /// Creates metadata; blank strings become `nil` so "title or file name" needs one check, and text past
    /// `maximumTextLength` is cut there.
    public init(
        title: String? = nil, author: String? = nil, pageCount: Int? = nil, documentKey: DocumentKey? = nil,
        failure: LibraryMetadataFailure? = nil
    ) {
        self.title = Self.cleaned(title)
        self.author = Self.cleaned(author)
        self.pageCount = pageCount
        self.documentKey = documentKey
        self.failure = failure
    }

    /// Metadata for a file whose reading failed this way.
    public static func failed(_ failure: LibraryMetadataFailure) -> LibraryMetadata {
        LibraryMetadata(failure: failure)
    }

    /// Whether every value is one Recto could have written: a page count from 1 to `maximumPageCount`, a key
    /// that is a plain file name of Recto's own form, text within bounds. Decoders of files and of the helper's
    /// answers drop records that fail this, so nothing read from outside reaches arithmetic or a file path.
    public var isPlausible: Bool {
        if let pageCount, !(1...Self.maximumPageCount).contains(pageCount) { return false }
        if let documentKey, !Self.isPlausibleKey(documentKey) { return false }
        for text in [title, author] {
            if let text, text.count > Self.maximumTextLength { return false }
        }
        return true
    }

    /// `id-`, `fp-` or `path-` and lower-case hex, as `DocumentKey` makes them: the reading-state store uses
    /// the key as a file name, so a key from a tampered cache must not name another path.
    static func isPlausibleKey(_ key: DocumentKey) -> Bool {
        let raw = key.rawValue
        guard raw.utf8.count <= 128, let dash = raw.firstIndex(of: "-") else { return false }
        guard ["id", "fp", "path"].contains(String(raw[..<dash])) else { return false }
        let hex = raw[raw.index(after: dash)...]
        return !hex.isEmpty && hex.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private static func cleaned(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed.count > maximumTextLength ? String(trimmed.prefix(maximumTextLength)) : trimmed
    }
}
