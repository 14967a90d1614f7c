import Foundation

extension LibraryScanner {
    /// Looks at one path with the scan's rules. The app calls this for each folder-monitor event and turns the
    /// answer into a `LibraryEvent` (`LibraryEvent.observed(_:_:)`), so events carry the file's current state.
    public func examine(_ path: LibraryPath) -> Examination {
        let name = path.lastComponent
        if Self.isHidden(name) { return .notListed }
        let named = Self.hasPDFExtension(name)
        if !named && !includesPDFsWithoutExtension { return .notListed }

        var linkInfo = stat()
        guard path.withCString({ lstat($0, &linkInfo) }) == 0 else { return .missing }
        let isSymlink = linkInfo.st_mode & S_IFMT == S_IFLNK
        var info = linkInfo
        if isSymlink, path.withCString({ stat($0, &info) }) != 0 {
            // ENOENT: the target is gone; ELOOP: the link points at itself. Either way nothing to open.
            return named ? .brokenLink : .notListed
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notListed }

        let readable = readability(path)
        if !named {
            guard readable, PDFHeader.check(path) == true else { return .notListed }
        }
        let nanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        return .item(LibraryItem(
            path: path,
            size: Int64(info.st_size),
            modificationNanoseconds: nanoseconds,
            isReadable: readable,
            isSymlink: isSymlink
        ))
    }
}
