import Foundation

/// Lists the PDFs in the library folder (not its subfolders) with POSIX calls on raw byte names.
///
/// Rules, shared by `scan()` and `examine(_:)` so a monitor event and a full scan always agree:
/// - Hidden names (leading ".") are never listed: they cover temporary files such as ".name.tmp", the
///   importer's in-flight copies and `AtomicFile`'s temporaries, so a half-written file never shows.
/// - A PDF is recognised by its extension, `.pdf` in any case, without opening the file: opening 10,000 files
///   would cost the first rows their speed, and a misnamed file is reported by the engine when opened.
///   Files without that extension are listed only with `includesPDFsWithoutExtension`, when their first
///   kilobyte holds `%PDF-` (see `PDFHeader`).
/// - Symbolic links are followed to regular files; a link to a folder is ignored and a dangling link is
///   reported in `LibraryScanResult.brokenLinks`, not listed.
/// - Files that cannot be read are still listed, with `isReadable == false`.
///
/// Scanning is synchronous and touches the disk: the app runs it off the main thread.
public struct LibraryScanner: Sendable {
    /// What `examine(_:)` found at one path.
    public enum Examination: Equatable, Sendable {
        /// A PDF to list.
        case item(LibraryItem)
        /// Something that exists but is not listed (hidden, not a PDF, a folder).
        case notListed
        /// Nothing at that path (deleted, or renamed away).
        case missing
        /// A symbolic link with a PDF name whose target is missing or loops.
        case brokenLink
    }

    /// The folder to scan.
    public let folder: LibraryPath
    /// Whether files without a `.pdf` extension are opened and listed when they start like a PDF.
    public var includesPDFsWithoutExtension: Bool
    /// Decides whether a file can be read. `access(R_OK)` by default; tests replace it because root reads anything.
    public var readability: @Sendable (LibraryPath) -> Bool

    /// A scanner for `folder`.
    public init(
        folder: LibraryPath,
        includesPDFsWithoutExtension: Bool = false,
        readability: @escaping @Sendable (LibraryPath) -> Bool = LibraryScanner.canRead
    ) {
        self.folder = folder
        self.includesPDFsWithoutExtension = includesPDFsWithoutExtension
        self.readability = readability
    }

    /// Lists the folder. Files that vanish while the scan runs are simply left out.
    public func scan() throws(LibraryScanError) -> LibraryScanResult {
        let names = try Self.entryNames(in: folder)
        var result = LibraryScanResult()
        result.items.reserveCapacity(names.count)
        for name in names {
            switch examine(folder.appending(component: name)) {
            case .item(let item): result.items.append(item)
            case .brokenLink: result.brokenLinks.append(folder.appending(component: name))
            case .notListed, .missing: break
            }
        }
        result.items.sort { $0.path < $1.path }
        result.brokenLinks.sort()
        return result
    }

    /// Whether a name can be listed at all, judged by the name alone: not hidden, and `.pdf` in any case.
    public static func hasListableName(_ name: some Collection<UInt8>) -> Bool {
        !isHidden(name) && hasPDFExtension(name)
    }

    /// Whether a name is hidden (starts with "."): hidden files, temporaries, "." and "..".
    public static func isHidden(_ name: some Collection<UInt8>) -> Bool {
        name.first == UInt8(ascii: ".")
    }

    /// Whether a name ends in ".pdf", compared as ASCII without regard to case, with something before the dot.
    public static func hasPDFExtension(_ name: some Collection<UInt8>) -> Bool {
        let suffix = Array(name.suffix(4))
        guard name.count > 4, suffix[0] == UInt8(ascii: ".") else { return false }
        // Setting bit 5 lower-cases an ASCII letter and maps no other byte onto "p", "d" or "f".
        return suffix[1...].map { $0 | 0x20 } == Array("pdf".utf8)
    }

    /// The default readability check: `access(R_OK)`, which follows symlinks and asks the kernel.
    @Sendable public static func canRead(_ path: LibraryPath) -> Bool {
        path.withCString { access($0, R_OK) == 0 }
    }

    /// Makes sure the library folder exists, creating it (and its parents) when missing.
    public static func prepareFolder(_ folder: LibraryPath) throws(LibraryScanError) {
        var info = stat()
        if folder.withCString({ stat($0, &info) }) == 0 {
            if info.st_mode & S_IFMT != S_IFDIR { throw .notAFolder(folder) }
            return
        }
        guard errno == ENOENT else { throw .cannotCreate(folder, code: errno) }
        var missing = [folder]
        var current = folder.parent
        while current.bytes.count > 1, current.withCString({ stat($0, &info) }) != 0 {
            guard errno == ENOENT else { throw .cannotCreate(folder, code: errno) }
            missing.append(current)
            current = current.parent
        }
        for path in missing.reversed() where path.withCString({ mkdir($0, 0o755) }) != 0 && errno != EEXIST {
            throw .cannotCreate(folder, code: errno)
        }
    }

    /// The raw names in `folder`, "." and ".." excluded.
    static func entryNames(in folder: LibraryPath) throws(LibraryScanError) -> [[UInt8]] {
        guard let directory = folder.withCString({ opendir($0) }) else {
            switch errno {
            case ENOENT: throw .missing(folder)
            case ENOTDIR: throw .notAFolder(folder)
            case let code: throw .unreadable(folder, code: code)
            }
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw .unreadable(folder, code: errno) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
        return names
    }
}
