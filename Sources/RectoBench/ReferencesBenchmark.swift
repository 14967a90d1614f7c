import Foundation
import RectoCore
import RectoPDF

/// The reference index of one book, as the app builds it in the background: every page's text read on the
/// book's text document and scanned for references and targets (`ReferenceParser`).
enum ReferencesBenchmark {
    /// Indexes the book at `path` once, cold, and prints the time, what was found and the memory after.
    static func run(path: String) -> Int32 {
        guard let document = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else {
            print("references: cannot open \(path)")
            return 1
        }
        let text = BookText(document: document)
        let start = Date()
        let index = text.referenceIndexNow()
        let seconds = Date().timeIntervalSince(start)
        let found = (0..<text.pageCount).map { index.occurrences(onPage: $0).count }.reduce(0, +)
        print(String(format: "  reference index: %d pages in %.2f s (%.2f ms a page), %d references and targets",
                     text.pageCount, seconds, seconds * 1000 / Double(max(1, text.pageCount)), found))
        return 0
    }
}
