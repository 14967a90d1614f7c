import CPoppler
import Foundation
import GObjectSupport

/// The checks before and after poppler that turn failures into a precise `PDFOpenError`.
enum PDFFileCheck {
    /// poppler accepts a header anywhere in the first kilobyte, as Acrobat does.
    static let headerWindow = 1024

    /// Fails early for a missing, unreadable or non-PDF file, so the reader gets the real reason rather than
    /// poppler's generic one.
    static func check(_ url: URL) throws(PDFOpenError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw .notFound }
        guard !isFolder.boolValue else { throw .unreadable(reason: "is a folder") }
        let head: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            head = try handle.read(upToCount: headerWindow) ?? Data()
        } catch {
            throw .unreadable(reason: String(cString: strerror(Int32((error as NSError).code))))
        }
        guard head.range(of: Data("%PDF-".utf8)) != nil else { throw .notPDF }
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
