import Foundation

/// Identifies one state of a file on disk (device, inode, size, modification time to the nanosecond), to tell
/// whether someone else wrote it since Recto last read or wrote it. An atomic replace gives a new inode, so
/// even a write within the same clock tick is noticed.
public struct NotesFileStamp: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int64
    let nanoseconds: Int64

    /// The stamp of the file at `url` now, or nil when there is no file there.
    public static func of(_ url: URL) -> NotesFileStamp? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return NotesFileStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
    }
}
