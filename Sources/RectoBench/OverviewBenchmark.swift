import Foundation
import RectoCore
import RectoPDF

/// The page overview's costs on one book, beside pdftocairo drawing the same pages at the same size: the first
/// grid (open the book, group its pages by its outline, lay out the rows, draw the thumbnails of the first
/// screen) and End from the top (the planner's rest delay, then the last screen's thumbnails). Each render is
/// the one the app's thumbnail lane makes, on one worker, one page after another.
enum OverviewBenchmark {
    /// The app's standard cell (112 px wide, 8 px of margin) at scale 1, and a screen of it: 6 columns, 5 rows.
    static let box = (width: 104, height: 150)
    static let columns = 6
    static let screenRows = 5

    static func run(paths: [String]) -> Int32 {
        print("Page overview (first screen \(columns)×\(screenRows) thumbnails in a \(box.width)×\(box.height) px box;"
              + " pdftocairo draws the same pages at the same size)")
        for path in paths {
            guard run(path: path) else {
                print("  overview: cannot open \(path)")
                return 1
            }
        }
        return 0
    }

    private static func run(path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        // The app has the book open and its outline read (the contents) before the overview is asked for.
        let opening = ContinuousClock.now
        guard let document = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else { return false }
        let outline = document.outlineNow()
        let openTime = (ContinuousClock.now - opening).milliseconds
        let start = ContinuousClock.now
        let overview = OverviewModel(pageCount: document.pageCount, contents: outline)
        let rows = overview.rows(fitting: columns)
        let modelTime = (ContinuousClock.now - start).milliseconds
        let first = screen(of: rows, from: 0)
        guard render(first, document) else { return false }
        let firstGrid = (ContinuousClock.now - start).milliseconds
        let endStart = ContinuousClock.now
        let last = screen(of: rows, from: max(rows.count - screenRows - 1, 0))
        guard render(last, document) else { return false }
        // The view rests 0.12 s after the jump before the planner asks for renders (`OverviewFeature`).
        let end = (ContinuousClock.now - endStart).milliseconds + 120
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("recto-overview-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let popplerFirst = pdftocairo(path, pages: first, into: scratch)
        let popplerLast = pdftocairo(path, pages: last, into: scratch)
        print("  \(name): \(document.pageCount) pages, \(overview.groups.count) groups, \(rows.count) rows;"
              + String(format: " open and outline %.1f ms (before the overview), model and rows %.1f ms",
                       openTime, modelTime))
        BenchDriver.row("overview: first grid (rows, \(first.count) pages)", firstGrid, popplerFirst, unit: "ms")
        BenchDriver.row("overview: End from the top (\(last.count) pages)", end, popplerLast, unit: "ms",
                        note: "Recto's includes the 120 ms rest before rendering")
        return true
    }

    /// The pages of `screenRows` page rows from row `start` on (headers take no cell).
    private static func screen(of rows: [OverviewRow], from start: Int) -> [Int] {
        Array(rows[start...].filter { !$0.isHeader }.prefix(screenRows).flatMap(\.pages))
    }

    private static func render(_ pages: [Int], _ document: PDFDocument) -> Bool {
        pages.allSatisfy {
            document.renderNow(RenderRequest(page: $0, boxWidth: box.width, boxHeight: box.height)) != nil
        }
    }

    /// pdftocairo drawing the pages' span (one process for the first..last page) at the box's height, in ms.
    private static func pdftocairo(_ path: String, pages: [Int], into folder: String) -> Double {
        guard let first = pages.min(), let last = pages.max() else { return .nan }
        let measured = ChildProcess.measure(["pdftocairo", "-f", "\(first + 1)", "-l", "\(last + 1)", "-scale-to",
                                             "\(box.height)", "-png", path, folder + "/page"])
        return measured.seconds * 1000
    }
}
