/// Why one file could not be imported; the app builds its message from the case and `strerror(code)`.
public enum LibraryImportFailure: Error, Equatable, Sendable {
    /// The source could not be opened or read; `code` is the POSIX `errno` (ENOENT, EACCES, EIO, …).
    case cannotRead(code: Int32)
    /// The source is a folder or a device, not a file.
    case notAFile
    /// The copy could not be written into the library folder; `code` is the POSIX `errno` (ENOSPC, EACCES, …).
    case cannotWrite(code: Int32)
    /// Every candidate name was taken while we tried (another program keeps creating files).
    case noFreeName
}
