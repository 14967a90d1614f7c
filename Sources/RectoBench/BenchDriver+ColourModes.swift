import Foundation
import RectoCore
import RectoPDF

extension BenchDriver {
    /// What a Night (and a Sepia) page costs beside a Day page: the same pages rendered in each mode in turns, so
    /// caches and the clock treat them alike, and the medians compared as a ratio (the goal is under 1.2×).
    static func colourModeBenchmark(_ document: PDFDocument, pages count: Int = 40) {
        let pages = Workloads.samplePages(count: count, pageCount: document.pageCount)
        var times: [ColourMode: [Double]] = [:]
        for page in pages {
            for mode in [ColourMode.day, .night, .sepia] {
                let request = RenderRequest(page: page, boxWidth: box, boxHeight: box, style: PageStyle.plain.coloured(mode))
                let start = ContinuousClock.now
                _ = document.renderNow(request)
                times[mode, default: []].append((ContinuousClock.now - start).milliseconds)
            }
        }
        let day = Statistics.median(times[.day] ?? [])
        for mode in [ColourMode.night, .sepia] {
            row("page render in \(mode.rawValue.capitalized), median", Statistics.median(times[mode] ?? []), day,
                unit: "ms", note: "beside the same pages in Day, goal < 1.2×", reference: "Day")
        }
    }
}
