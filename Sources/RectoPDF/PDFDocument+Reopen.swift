import Dispatch
import Foundation
import GObjectSupport
import RectoCore

extension PDFDocument {
    /// Opens this book's file afresh, as the same book (its key and password), on a background thread, and
    /// renders `page` (clamped into the new page count) there, small, to know the new file can be read; hands
    /// the new document to `completion` on the main loop, or nil when it cannot be opened yet (half written,
    /// truncated, gone).
    public func reopen(at page: Int, completion: @escaping @Sendable @MainActor (PDFDocument?) -> Void) {
        let url = url, password = password, key = key
        DispatchQueue.global(qos: .userInitiated).async {
            guard let fresh = try? PDFDocument.open(url: url, password: password, key: key) else {
                MainLoop.post { completion(nil) }
                return
            }
            let shown = BookReload.page(page, inBookOf: fresh.pageCount)
            let rendered = fresh.renderNow(RenderRequest(page: shown, boxWidth: 64, boxHeight: 64)) != nil
            MainLoop.post { completion(rendered ? fresh : nil) }
        }
    }
}
