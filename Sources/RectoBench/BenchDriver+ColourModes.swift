import Foundation
import RectoCore
import RectoPDF

extension BenchDriver {
    /// What a Night (and a Sepia) page costs beside a Day page: the same pages rendered in each mode in turns, so
    /// caches and the clock treat them alike, and the medians compared as a ratio (the goal is under 1.2×). A
    /// page's first Night render also finds its pictures (poppler's image mapping, a second pass over the page);
    /// later ones reuse them. Recolouring alone is timed apart.
    static func colourModeBenchmark(_ document: PDFDocument, pages count: Int = 40) {
        firstRenderBenchmark(document.url, pages: count)
        let pages = Workloads.samplePages(count: count, pageCount: document.pageCount)
        var times: [ColourMode: [Double]] = [:]
        // Each page once first, so fonts and the page's objects are loaded before any mode is timed, and the
        // modes in turns, so no mode always goes first.
        for page in pages { _ = document.renderNow(RenderRequest(page: page, boxWidth: box, boxHeight: box)) }
        for (index, page) in pages.enumerated() {
            let modes: [ColourMode] = [.day, .night, .sepia]
            for turn in 0..<modes.count {
                let mode = modes[(turn + index) % modes.count]
                let request = colouredRequest(page, mode)
                let start = ContinuousClock.now
                _ = document.renderNow(request)
                times[mode, default: []].append((ContinuousClock.now - start).milliseconds)
            }
        }
        // Night again, now that the pages' picture areas are known (another size, a zoom, the page again), in
        // turns with Day again, so that both meet the same load on a shared machine.
        var again: [ColourMode: [Double]] = [:]
        for (index, page) in pages.enumerated() {
            for mode in index % 2 == 0 ? [ColourMode.night, .day] : [.day, .night] {
                let request = colouredRequest(page, mode)
                let start = ContinuousClock.now
                _ = document.renderNow(request)
                again[mode, default: []].append((ContinuousClock.now - start).milliseconds)
            }
        }
        let day = Statistics.median(times[.day] ?? [])
        for mode in [ColourMode.night, .sepia] {
            let label = "recolouring alone in \(mode.rawValue.capitalized), 636×900 px"
            print(String(format: "  %-42@ %10.2f ms", label as NSString,
                         RecolouringBenchmark.milliseconds(mode: mode)))
        }
        for mode in [ColourMode.night, .sepia] {
            row("page render in \(mode.rawValue.capitalized), median", Statistics.median(times[mode] ?? []), day,
                unit: "ms", note: mode == .night
                    ? "first Night render of each page, watching for pictures; goal < 1.2×"
                    : "beside the same pages in Day, goal < 1.2×", reference: "Day")
        }
        row("page render in Night again, median", Statistics.median(again[.night] ?? []),
            Statistics.median(again[.day] ?? []), unit: "ms",
            note: "picture areas known, beside Day again; goal < 1.2×", reference: "Day")
    }

    /// What a person waits for when a page is shown for the first time in Night, beside the same page shown for
    /// the first time in Day: in each round two documents are opened fresh on the book, one per mode, and each
    /// page is requested from each in turns (the first alternating), timed from the request to the recoloured
    /// page ready to hand over. Rounds, as the shared machine's noise is large beside a page's few milliseconds.
    static func firstRenderBenchmark(_ url: URL, pages count: Int, rounds: Int = 3) {
        var times: [ColourMode: [Double]] = [:]
        var mappings = 0, pages: [Int] = []
        for round in 0..<rounds {
            guard let day = try? PDFDocument.open(url: url), let night = try? PDFDocument.open(url: url) else { return }
            pages = Workloads.samplePages(count: count, pageCount: day.pageCount)
            for (index, page) in pages.enumerated() {
                for (document, mode) in (index + round) % 2 == 0 ? [(day, ColourMode.day), (night, .night)]
                    : [(night, ColourMode.night), (day, .day)] {
                    let request = colouredRequest(page, mode)
                    let start = ContinuousClock.now
                    _ = document.renderNow(request)
                    times[mode, default: []].append((ContinuousClock.now - start).milliseconds)
                }
            }
            mappings = night.pictureMappings
        }
        row("first render of a page in Night, median", Statistics.median(times[.night] ?? []),
            Statistics.median(times[.day] ?? []), unit: "ms",
            note: "request to recoloured page, fresh documents, \(rounds)×\(pages.count) pages; the image mapping "
                + "ran on \(mappings) of them; goal < 1.2×", reference: "Day")
    }

    private static func colouredRequest(_ page: Int, _ mode: ColourMode) -> RenderRequest {
        RenderRequest(page: page, boxWidth: box, boxHeight: box, style: PageStyle.plain.coloured(mode))
    }
}
