import Foundation

/// Recognises a PDF by its header rather than its name: the one check for the library's scan and import and
/// for opening a book (`PDFFileCheck`).
///
/// The PDF specification puts `%PDF-` at the very start, but real files often carry a few bytes of junk
/// before it (mail gateways, broken generators) and poppler accepts the header anywhere in the first
/// kilobyte, so we do the same: a file poppler would open is never refused.
public enum PDFHeader {
    /// How far into the file the header may start.
    public static let searchWindow = 1024

    private static let marker = Array("%PDF-".utf8)

    /// Whether `prefix` (the first bytes of a file) contains the header within the search window.
    public static func contains(_ prefix: some Collection<UInt8>) -> Bool {
        let window = Array(prefix.prefix(searchWindow))
        guard window.count >= marker.count else { return false }
        for start in 0...(window.count - marker.count) where window[start] == marker[0] {
            if window[start..<(start + marker.count)].elementsEqual(marker) { return true }
        }
        return false
    }

    /// Reads the start of the file at `path` and checks it; `nil` when the file cannot be opened or read.
    public static func check(_ path: LibraryPath) -> Bool? {
        // Non-blocking, and only a regular file is read: a FIFO put in the folder would otherwise hold the scan.
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        guard let prefix = readPrefix(descriptor) else { return nil }
        return contains(prefix)
    }

    /// Reads up to `searchWindow` bytes from the current position of an open file; `nil` on a read error.
    public static func readPrefix(_ descriptor: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: searchWindow)
        var filled = 0
        while filled < searchWindow {
            let count = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + filled, searchWindow - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        return Array(buffer[..<filled])
    }
}
