import Foundation
import RectoCore
import RectoPDF

extension BenchDriver {
    /// A page with 200 highlights beside the same page without: the painting must cost at most 10 % more.
    static func highlightBenchmark(_ document: PDFDocument, box: Int) {
        let page = min(2, document.pageCount - 1)
        let paints = (0..<200).map { index -> HighlightPaint in
            let top = Double(40 + (index * 13) % 700)
            let left = Double(30 + (index * 29) % 300)
            return HighlightPaint(quads: [HighlightQuad(x1: left, y1: top, x2: left + 200, y2: top + 11)!],
                                  color: HighlightColor.allCases[index % 5])
        }
        let plain = RenderRequest(page: page, boxWidth: box, boxHeight: box)
        let marked = RenderRequest(page: page, boxWidth: box, boxHeight: box, style: PageStyle(highlights: paints))
        var plainTimes: [Double] = [], markedTimes: [Double] = []
        // Interleaved, so a busy moment of the machine costs both alike.
        for _ in 0..<15 {
            for (request, isMarked) in [(plain, false), (marked, true)] {
                let start = ContinuousClock.now
                _ = document.renderNow(request)
                let elapsed = (ContinuousClock.now - start).milliseconds
                if isMarked { markedTimes.append(elapsed) } else { plainTimes.append(elapsed) }
            }
        }
        row("page render with 200 highlights, median", Statistics.median(markedTimes), Statistics.median(plainTimes),
            unit: "ms", note: "the same page without highlights; budget 1.10×", reference: "plain")
    }
}
