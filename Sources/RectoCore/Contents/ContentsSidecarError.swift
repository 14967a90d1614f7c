import Foundation

/// Why a sidecar could not be used at all. The book still opens; the app falls back to the PDF's outline.
public enum ContentsSidecarError: Error, Hashable, Sendable {
    /// The file could not be read (permissions, I/O); `reason` is the system's description.
    case unreadable(path: String, reason: String)
    /// The file is larger than `ContentsSidecar.maximumByteCount`; it is not read further.
    case tooLarge(byteCount: Int, limit: Int)
    /// The bytes are not a property list (random data, truncated XML, an empty file).
    case notAPropertyList
    /// A property list whose root is neither a page dictionary nor an array of parts.
    case unexpectedRoot
}
