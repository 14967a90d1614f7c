import Foundation

/// One PDF found in the library folder, as the file system describes it (no PDF parsing involved).
public struct LibraryItem: Hashable, Sendable, Codable {
    /// Where the file is; its identity in the library. For a symlink, the link's own path.
    public let path: LibraryPath
    /// Size in bytes of the file (the link target for a symlink).
    public let size: Int64
    /// Last modification time in nanoseconds since 1970, exact as the kernel gives it (cache keys compare it).
    public let modificationNanoseconds: Int64
    /// Whether this process may read the file; unreadable files are listed so the app can say why they do not open.
    public let isReadable: Bool
    /// Whether `path` is a symbolic link (to a regular file).
    public let isSymlink: Bool

    /// Creates an item; `LibraryScanner` is the usual source.
    public init(path: LibraryPath, size: Int64, modificationNanoseconds: Int64, isReadable: Bool = true,
                isSymlink: Bool = false) {
        self.path = path
        self.size = size
        self.modificationNanoseconds = modificationNanoseconds
        self.isReadable = isReadable
        self.isSymlink = isSymlink
    }

    /// The file name for display ("Book.pdf"); bytes that are not UTF-8 show as U+FFFD.
    public var fileName: String { path.fileName }

    /// The file name without its extension ("Book"), the title shown until (or unless) the PDF has one.
    public var displayName: String {
        let name = fileName
        return FirstFreeName.split(name).stem
    }

    /// A file URL when the path is valid UTF-8 (see `LibraryPath.url`).
    public var url: URL? { path.url }

    /// The modification time as a `Date` (sub-microsecond precision may be lost; compare nanoseconds instead).
    public var modificationDate: Date {
        Date(timeIntervalSince1970: Double(modificationNanoseconds) / 1_000_000_000)
    }
}
