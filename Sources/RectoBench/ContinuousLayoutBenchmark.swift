import Foundation
import RectoCore

/// Speed figures for `make bench`: the continuous strip's layout of a 2,415-page book (refman.pdf's length,
/// pages of two shapes), built once per width, and what every scroll frame asks of it (the current row and
/// the render plan), which must not grow with the book.
enum ContinuousLayoutBenchmark {
    static let pageCount = 2_415

    static func run() -> [String] {
        let sizes = (0..<pageCount).map {
            $0.isMultiple(of: 9) ? Size(width: 842, height: 595) : Size(width: 595, height: 842)
        }
        var lines: [String] = []
        lines.append(measure("strip layout \(pageCount) pages (once per width)") {
            _ = ContinuousLayout(pageSizes: sizes, pageCount: pageCount, layout: .single, width: 900)
        })
        let layout = ContinuousLayout(pageSizes: sizes, pageCount: pageCount, layout: .single, width: 900)
        let frames = 1_000
        let step = layout.maximumOffset(viewportHeight: 900) / Double(frames)
        let perFrame = duration {
            for frame in 0..<frames {
                let offset = Double(frame) * step
                _ = layout.currentRow(offset: offset, viewportHeight: 900)
                _ = layout.renderPlan(offset: offset, viewportHeight: 900, scaleFactor: 1)
            }
        }
        lines.append(String(format: "strip scroll frame (current row + render plan), %d pages: %.2f µs a frame",
                            pageCount, perFrame * 1e6 / Double(frames)))
        return lines
    }

    private static func duration(_ body: () -> Void) -> Double {
        let (seconds, attoseconds) = ContinuousClock().measure(body).components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private static func measure(_ name: String, iterations: Int = 7, _ body: () -> Void) -> String {
        var samples = (0..<iterations).map { _ in duration(body) }
        samples.sort()
        return name + String(format: ": %.2f ms best, %.2f ms median", samples[0] * 1e3, samples[iterations / 2] * 1e3)
    }
}
