import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// What the child processes do: the same work the app does for a page, without a window.
enum Workloads {
    /// Opens the book and renders its first page into a `box`×`box` pixel box, as the app does at start.
    static func firstPage(path: String, box: Int) -> Int32 {
        guard let document = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else { return 1 }
        return document.renderNow(RenderRequest(page: 0, boxWidth: box, boxHeight: box)) == nil ? 1 : 0
    }

    /// One cold search of the book's first `pages` pages (all when nil) for `word`, printing the count: the
    /// same work as `pdftotext -l N FILE - | grep -c WORD`, for instruction counts under callgrind.
    static func searchPages(path: String, word: String, pages: Int?) -> Int32 {
        guard let document = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else { return 1 }
        let text = BookText(document: document)
        print(text.searchNow(word, pages: Array(0..<min(pages ?? document.pageCount, document.pageCount))).count)
        return 0
    }

    /// Renders `count` pages spread over the book through a byte-budgeted cache like the app's, for peak memory.
    static func renderPages(path: String, count: Int, box: Int) -> Int32 {
        guard let document = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else { return 1 }
        var cache = ByteBudgetCache<RenderRequest, PageImage>(budget: 64 * 1024 * 1024)
        for page in samplePages(count: count, pageCount: document.pageCount) {
            let request = RenderRequest(page: page, boxWidth: box, boxHeight: box)
            guard let image = document.renderNow(request) else { return 1 }
            cache.insert(image, cost: image.byteCount, for: request)
        }
        return 0
    }

    /// `count` pages evenly spread through the book (all of them if it is shorter).
    static func samplePages(count: Int, pageCount: Int) -> [Int] {
        guard pageCount > count else { return Array(0..<pageCount) }
        return (0..<count).map { $0 * pageCount / count }
    }
}
