import Dispatch
import Foundation
import GObjectSupport
import RectoCore

extension PDFDocument {
    /// Opens the PDF at `url` on a background thread and hands the outcome to `completion` on the main loop,
    /// so the window stays responsive while a large or slow file is parsed.
    public static func open(
        url: URL, password: String? = nil,
        completion: @escaping @Sendable @MainActor (Result<PDFDocument, PDFOpenError>) -> Void
    ) {
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result { () throws(PDFOpenError) in try open(url: url, password: password) }
            MainLoop.post { completion(result) }
        }
    }
}
