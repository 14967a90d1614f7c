import Foundation

/// Copies chosen files into the library folder so that a half-copied file never appears under a real name
/// and an existing file is never overwritten.
///
/// For each source: check the `%PDF-` header (see `PDFHeader`), copy to a hidden temporary name in
/// the library folder (hidden names are never listed), flush it to disk, then give it the first free name
/// with `link()`, which fails instead of replacing a file that appeared meanwhile; on that failure the next
/// free name is tried. The temporary name is then removed. (Foundation does not expose `renameat2` with
/// `RENAME_NOREPLACE`, and `link` + `unlink` gives the same guarantee.) On file systems without hard links
/// (FAT, some network mounts) the name is reserved with an exclusive create and the copy renamed over that
/// reservation, so an empty file may show for an instant but nothing of anyone else's is replaced.
///
/// Synchronous and slow for large files: the app runs it on a background queue and keeps Add insensitive
/// until it returns.
public struct LibraryImporter: Sendable {
    /// The library folder files are copied into.
    public let folder: LibraryPath
    /// Whether names differing only in case count as taken ("book.pdf" blocks "Book.pdf"). On by default:
    /// such pairs look like duplicates in the sidebar and collide when the library is copied to FAT or exFAT.
    public var caseInsensitiveNames: Bool
    /// How a name that already ends in a number is continued (see `FirstFreeName.TrailingNumberPolicy`).
    public var trailingNumbers: FirstFreeName.TrailingNumberPolicy
    /// The device the folder was on when the library listed it; a copy into a folder now on another device
    /// (its drive unmounted) is refused. `nil`: not checked.
    public var expectedDevice: UInt64?

    /// Temporary copies are named `PREFIX<UUID>.tmp`; the leading dot keeps them out of every listing.
    public static let temporaryPrefix = ".recto-import-"

    /// The largest name length (in UTF-8 bytes) a copy gets, leaving room for " 9999" under Linux's 255.
    static let maximumNameBytes = 240

    private static let chunkSize = 1 << 20

    /// An importer into `folder`.
    public init(
        folder: LibraryPath,
        caseInsensitiveNames: Bool = true,
        trailingNumbers: FirstFreeName.TrailingNumberPolicy = .appendCounter,
        expectedDevice: UInt64? = nil
    ) {
        self.folder = folder
        self.caseInsensitiveNames = caseInsensitiveNames
        self.trailingNumbers = trailingNumbers
        self.expectedDevice = expectedDevice
    }

    /// Imports each source in turn, reporting progress on the calling thread; one result per source, in order.
    public func importFiles(
        _ sources: [LibraryPath],
        progress: (LibraryImportProgress) -> Void = { _ in }
    ) -> [LibraryImportResult] {
        sources.enumerated().map { index, source in
            let outcome = importFile(source) { copied, total in
                progress(LibraryImportProgress(
                    sourceIndex: index, sourceCount: sources.count, bytesCopied: copied, bytesTotal: total
                ))
            }
            return LibraryImportResult(source: source, outcome: outcome)
        }
    }

    /// The name a source gets in the library before numbering: its own name (display form), with ".pdf"
    /// added when it lacks that extension (the scanner lists by extension), leading dots removed (a hidden
    /// name would never be listed) and overly long names shortened.
    public static func libraryName(for source: LibraryPath) -> String {
        var name = Substring(source.fileName)
        while name.first == "." { name = name.dropFirst() }
        var (stem, fileExtension) = FirstFreeName.split(String(name))
        if fileExtension?.lowercased() != "pdf" {
            stem = String(name)
            fileExtension = "pdf"
        }
        if stem.isEmpty { stem = "PDF" }
        let room = maximumNameBytes - 1 - (fileExtension?.utf8.count ?? 0)
        while stem.utf8.count > room { stem.removeLast() }
        return "\(stem).\(fileExtension ?? "pdf")"
    }

    /// Imports one file; `progress` receives bytes copied and the total.
    func importFile(_ source: LibraryPath, progress: (Int64, Int64) -> Void) -> LibraryImportResult.Outcome {
        // Without O_NONBLOCK, opening a FIFO waits for a writer forever; a device may block too. The check is
        // made on the opened descriptor, so it is the file then read.
        let input = source.withCString { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard input >= 0 else { return .failed(errno == ENXIO ? .notAFile : .cannotRead(code: errno)) }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0 else { return .failed(.cannotRead(code: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failed(.notAFile) }
        // A regular file reads the same either way; blocking reads keep the copy loop simple.
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) & ~O_NONBLOCK)
        guard let head = PDFHeader.readPrefix(input) else { return .failed(.cannotRead(code: errno)) }
        guard PDFHeader.contains(head) else { return .notPDF }
        // The folder is never created here: one deleted or unmounted meanwhile is the reader's to restore.
        if case let .failure(error) = LibraryFolderCheck.check(folder, expectedDevice: expectedDevice) {
            return .failed(.cannotWrite(code: Self.code(of: error)))
        }

        let temporary = folder.appending("\(Self.temporaryPrefix)\(UUID().uuidString).tmp")
        let output = temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard output >= 0 else { return .failed(.cannotWrite(code: errno)) }
        let copied = Self.copy(from: input, head: head, to: output, total: Int64(info.st_size), progress: progress)
        var written = stat()
        let flushed = copied == nil && fsync(output) == 0 && fstat(output, &written) == 0
        let flushError = errno
        close(output)
        guard flushed else {
            _ = temporary.withCString { unlink($0) }
            return .failed(copied ?? .cannotWrite(code: flushError))
        }
        switch commit(temporary: temporary, as: Self.libraryName(for: source)) {
        case .success(let path):
            let nanoseconds = Int64(written.st_mtim.tv_sec) * 1_000_000_000 + Int64(written.st_mtim.tv_nsec)
            let item = LibraryItem(path: path, size: Int64(written.st_size), modificationNanoseconds: nanoseconds)
            return .imported(item)
        case .failure(let failure):
            _ = temporary.withCString { unlink($0) }
            return .failed(failure)
        }
    }

    /// Copies `head` (already read) then the rest of `input` to `output`; `nil` on success.
    private static func copy(
        from input: Int32, head: [UInt8], to output: Int32, total: Int64, progress: (Int64, Int64) -> Void
    ) -> LibraryImportFailure? {
        var copied: Int64 = 0
        progress(0, total)
        if let failure = writeAll(head[...], to: output) { return failure }
        copied += Int64(head.count)
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress!, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                return .cannotRead(code: errno)
            }
            if count == 0 { break }
            if let failure = writeAll(buffer[..<count], to: output) { return failure }
            copied += Int64(count)
            progress(copied, max(total, copied))
        }
        progress(copied, copied)
        return nil
    }

    private static func writeAll(_ bytes: ArraySlice<UInt8>, to output: Int32) -> LibraryImportFailure? {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let count = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .cannotWrite(code: errno)
            }
            offset += count
        }
        return nil
    }
}
