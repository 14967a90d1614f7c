import Foundation

/// Looks at the library folder before it is listed or written to, without creating anything: a folder that
/// was deleted, or whose drive was unmounted, while Recto runs is reported, never silently made again (which
/// would put the reader's next books on the wrong disk, or under an empty mount point).
public enum LibraryFolderCheck {
    /// The device the folder is on when it is a folder; `expectedDevice`, when given, is the device it was on
    /// when first listed, and another one means the drive is gone (`.notMounted`).
    public static func check(_ folder: LibraryPath, expectedDevice: UInt64? = nil) -> Result<UInt64, LibraryScanError> {
        var info = stat()
        guard folder.withCString({ stat($0, &info) }) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .failure(.missing(folder)) }
            return .failure(.unreadable(folder, code: code))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .failure(.notAFolder(folder)) }
        let device = UInt64(info.st_dev)
        if let expectedDevice, expectedDevice != device { return .failure(.notMounted(folder)) }
        return .success(device)
    }
}
