import CPoppler
import Foundation
import GObjectSupport
import RectoCore

/// The checks before and after poppler that turn failures into a precise `PDFOpenError`.
enum PDFFileCheck {
    /// Fails early for a missing, unreadable, non-regular or non-PDF file, so the reader gets the real reason
    /// rather than poppler's generic one.
    ///
    /// The file is opened without blocking and examined through that descriptor: a plain `open` of a FIFO
    /// (dropped on the window, or chosen as a book) waits for a writer forever, and a `stat` before opening
    /// could be answered by another file than the one then read.
    static func check(_ url: URL) throws(PDFOpenError) {
        let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
            guard let path else { return -1 }
            return open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        }
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound }
            if code == ENXIO { throw .unreadable(reason: "it is not a regular file") }
            throw .unreadable(reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(reason: "is a folder")
        default: throw .unreadable(reason: "it is not a regular file")
        }
        // poppler accepts a header anywhere in the first kilobyte, as Acrobat does: `PDFHeader` too.
        guard let head = PDFHeader.readPrefix(descriptor) else {
            throw .unreadable(reason: String(cString: strerror(errno)))
        }
        guard PDFHeader.contains(head) else { throw .notPDF }
    }

    /// Maps poppler's GError to our cases and frees it.
    static func openError(from error: UnsafeMutablePointer<GError>?, hadPassword: Bool) -> PDFOpenError {
        defer { g_clear_error_wrapper(error) }
        guard let error, error.pointee.domain == poppler_error_quark() else {
            return .damaged(detail: error.flatMap { borrowString($0.pointee.message) } ?? "")
        }
        if error.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue) {
            return hadPassword ? .wrongPassword : .needsPassword
        }
        return .damaged(detail: borrowString(error.pointee.message) ?? "")
    }

    private static func g_clear_error_wrapper(_ error: UnsafeMutablePointer<GError>?) {
        if let error { g_error_free(error) }
    }
}
