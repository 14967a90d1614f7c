import Foundation
import Testing
import RectoCore
import RectoPDF
import RectoTestSupport

/// Other programs rewrite a book while it is open (pdflatex in place, sync tools by rename); poppler reads the
/// file lazily, so the open document's workers may read bytes of another file, or none. A read that fails
/// costs that render or that text, never the app.
@Suite("A file rewritten under an open document")
struct PDFRewrittenFileTests {
    private func exercise(_ document: PDFDocument, pages: Int) {
        for page in 0..<pages {
            _ = document.renderNow(RenderRequest(page: page, boxWidth: 120, boxHeight: 160))
            _ = document.pageSizeNow(page)
        }
        _ = document.labelsNow()
        _ = document.outlineNow()
        let text = BookText(document: document)
        for page in 0..<pages {
            _ = text.readNow(page)
            _ = text.linksNow(page)
        }
        _ = text.searchNow("Page")
    }

    @Test("Rewritten in place as another, shorter book: every worker's read comes back")
    func rewrittenInPlace() throws {
        let folder = try TemporaryFolder("rewrite")
        defer { folder.remove() }
        let pages = (1...12).map { TestPDF.Page(label: "p\($0)", content: .text("Page \($0)")) }
        let url = folder.pdf("book.pdf", pages: pages, outline: [("One", 0), ("Two", 6)])
        let document = try PDFDocument.open(url: url)
        _ = document.renderNow(RenderRequest(page: 0, boxWidth: 120, boxHeight: 160))
        let other = folder.book("other.pdf", count: 3)
        let replacement = try Data(contentsOf: other)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: replacement.prefix(replacement.count / 2))
        exercise(document, pages: 12) // half written
        try handle.write(contentsOf: replacement.suffix(from: replacement.count / 2))
        try handle.close()
        exercise(document, pages: 12) // another book entirely
    }

    @Test("Truncated to nothing, or to a few bytes, or deleted: nothing crashes")
    func truncated() throws {
        let folder = try TemporaryFolder("rewrite")
        defer { folder.remove() }
        for length in [0, 9, 600] {
            let url = folder.book("book-\(length).pdf", count: 8)
            let document = try PDFDocument.open(url: url)
            _ = document.renderNow(RenderRequest(page: 0, boxWidth: 120, boxHeight: 160))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(length))
            try handle.close()
            exercise(document, pages: 8)
            try FileManager.default.removeItem(at: url)
            exercise(document, pages: 8)
        }
    }
}
