import Foundation

/// Finds a file in the freedesktop.org trash by its original location, reading the trash folders directly.
///
/// The app asks GIO's `trash:///` first; this is the fallback for systems without gvfs, where that location
/// cannot be listed. It looks where `g_file_trash` puts files: the home trash, then the trash at the top of
/// the file's volume (`.Trash/UID` or `.Trash-UID`).
public enum TrashSearch {
    /// A trash folder (holding `files/` and `info/`) and the folder its relative paths start from.
    public struct Folder: Equatable, Sendable {
        /// The trash folder.
        public let path: LibraryPath
        /// Where relative `Path=` entries start (the volume's top); `/` for the home trash.
        public let topDirectory: LibraryPath

        /// Creates a folder.
        public init(path: LibraryPath, topDirectory: LibraryPath) {
            self.path = path
            self.topDirectory = topDirectory
        }
    }

    /// A trashed file found by `locate`.
    public struct Match: Equatable, Sendable {
        /// The file inside `files/`.
        public let file: LibraryPath
        /// Its `.trashinfo` file, to remove once the file is restored.
        public let info: LibraryPath
    }

    /// The trash folders that may hold a file trashed from `original`: `homeTrash` first, then the volume's.
    public static func folders(for original: LibraryPath, homeTrash: LibraryPath, userID: UInt32 = getuid())
        -> [Folder] {
        var result = [Folder(path: homeTrash, topDirectory: LibraryPath("/"))]
        if let top = topDirectory(of: original.parent) {
            result.append(Folder(path: top.appending(".Trash").appending("\(userID)"), topDirectory: top))
            result.append(Folder(path: top.appending(".Trash-\(userID)"), topDirectory: top))
        }
        return result
    }

    /// The most recently trashed file whose original location was `original`, or `nil`.
    public static func locate(_ original: LibraryPath, in folders: [Folder]) -> Match? {
        locate([original], in: folders)[original]
    }

    /// For each of `originals`, the most recently trashed file that came from there; originals with nothing
    /// in the trash are left out. Reads each trash folder once, however many books are restored.
    public static func locate(_ originals: [LibraryPath], in folders: [Folder]) -> [LibraryPath: Match] {
        let wanted = Set(originals)
        var best: [LibraryPath: (match: Match, date: String)] = [:]
        for folder in folders {
            let infoFolder = folder.path.appending("info")
            guard let names = try? LibraryScanner.entryNames(in: infoFolder) else { continue }
            let suffix = Array(".trashinfo".utf8)
            for name in names where name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix) {
                let infoPath = infoFolder.appending(component: name)
                guard let contents = contents(of: infoPath), let info = TrashInfo(parsing: contents) else { continue }
                let original = info.resolved(against: folder.topDirectory)
                guard wanted.contains(original) else { continue }
                let file = folder.path.appending("files").appending(component: name.dropLast(suffix.count))
                var status = stat()
                guard file.withCString({ lstat($0, &status) }) == 0 else { continue }
                let date = info.deletionDate ?? ""
                if let current = best[original], current.date > date { continue }
                best[original] = (Match(file: file, info: infoPath), date)
            }
        }
        return best.mapValues(\.match)
    }

    /// The top of the volume holding `folder`: its highest ancestor on the same device. `nil` when it
    /// cannot be examined.
    static func topDirectory(of folder: LibraryPath) -> LibraryPath? {
        var status = stat()
        guard folder.withCString({ stat($0, &status) }) == 0 else { return nil }
        let device = status.st_dev
        var current = folder
        while current.bytes != Array("/".utf8) {
            let parent = current.parent
            guard parent.withCString({ stat($0, &status) }) == 0, status.st_dev == device else { break }
            current = parent
        }
        return current
    }

    /// A small file's bytes (info files are a few hundred bytes; anything past 64 KiB is not one).
    private static func contents(of path: LibraryPath) -> [UInt8]? {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        guard count >= 0 else { return nil }
        return Array(buffer[..<count])
    }
}
