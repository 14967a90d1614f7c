import Foundation
import RectoCore
import RectoPDF

extension BenchDriver {
    /// What a Night (and a Sepia) page costs beside a Day page: the same pages rendered in each mode in turns, so
    /// caches and the clock treat them alike, and the medians compared as a ratio (the goal is under 1.2×). A
    /// page's first Night render also finds its pictures (poppler's image mapping, a second pass over the page);
    /// later ones reuse them. Recolouring alone is timed apart.
    static func colourModeBenchmark(_ document: PDFDocument, pages count: Int = 40) {
        let pages = Workloads.samplePages(count: count, pageCount: document.pageCount)
        var times: [ColourMode: [Double]] = [:]
        // Each page once first, so fonts and the page's objects are loaded before any mode is timed, and the
        // modes in turns, so no mode always goes first.
        for page in pages { _ = document.renderNow(RenderRequest(page: page, boxWidth: box, boxHeight: box)) }
        for (index, page) in pages.enumerated() {
            let modes: [ColourMode] = [.day, .night, .sepia]
            for turn in 0..<modes.count {
                let mode = modes[(turn + index) % modes.count]
                let request = RenderRequest(page: page, boxWidth: box, boxHeight: box, style: PageStyle.plain.coloured(mode))
                let start = ContinuousClock.now
                _ = document.renderNow(request)
                times[mode, default: []].append((ContinuousClock.now - start).milliseconds)
            }
        }
        // Night again, now that the pages' picture areas are known (another size, a zoom, the page again).
        var again: [Double] = []
        for page in pages {
            let request = RenderRequest(page: page, boxWidth: box, boxHeight: box, style: PageStyle.plain.coloured(.night))
            let start = ContinuousClock.now
            _ = document.renderNow(request)
            again.append((ContinuousClock.now - start).milliseconds)
        }
        let day = Statistics.median(times[.day] ?? [])
        for mode in [ColourMode.night, .sepia] {
            print(String(format: "  %-42@ %10.2f ms", "recolouring alone in \(mode.rawValue.capitalized), 636×900 px" as NSString,
                         RecolouringBenchmark.milliseconds(mode: mode)))
        }
        for mode in [ColourMode.night, .sepia] {
            row("page render in \(mode.rawValue.capitalized), median", Statistics.median(times[mode] ?? []), day,
                unit: "ms", note: mode == .night ? "first Night render of each page, finding its pictures; goal < 1.2×"
                    : "beside the same pages in Day, goal < 1.2×", reference: "Day")
        }
        row("page render in Night again, median", Statistics.median(again), day, unit: "ms",
            note: "picture areas known; goal < 1.2×", reference: "Day")
    }
}
