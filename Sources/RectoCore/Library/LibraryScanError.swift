import Foundation

/// Why the library folder as a whole could not be listed; the app turns it into its own message
/// (a missing folder is reported, and created only when it is the default one at a first start).
public enum LibraryScanError: Error, Equatable, Sendable {
    /// Nothing exists at the folder's path.
    case missing(LibraryPath)
    /// Something exists there but it is not a folder.
    case notAFolder(LibraryPath)
    /// The folder exists but cannot be listed; `code` is the POSIX `errno` (EACCES, EIO, …).
    case unreadable(LibraryPath, code: Int32)
    /// The folder was missing and could not be created; `code` is the POSIX `errno`.
    case cannotCreate(LibraryPath, code: Int32)
    /// The folder is there but on another file system than when it was listed: the drive it lives on was
    /// unmounted, and what shows is the empty mount point (or the folder under it), not the library.
    case notMounted(LibraryPath)
}
