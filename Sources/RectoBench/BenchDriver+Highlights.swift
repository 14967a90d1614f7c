import Foundation
import RectoCore
import RectoPDF

extension BenchDriver {
    /// A page with 200 highlights beside the same page without: the painting must cost at most 10 % more.
    /// Two sets of marks: 200 words of the page selected as a reader selects them (double-click), in the five
    /// colours, which is what a person sees; and a stress set of 200 long bars laid over one another across the
    /// whole page, so that every pixel of it is under three marks.
    static func highlightBenchmark(_ document: PDFDocument, box: Int) {
        let page = min(2, document.pageCount - 1)
        let words = wordHighlights(document, page: page, count: 200)
        let bars = (0..<200).map { index -> HighlightPaint in
            let top = Double(40 + (index * 13) % 700)
            let left = Double(30 + (index * 29) % 300)
            return HighlightPaint(quads: [HighlightQuad(x1: left, y1: top, x2: left + 200, y2: top + 11)!],
                                  colour: HighlightColour.allCases[index % 5])
        }
        if words.count == 200 {
            highlightRow(document, page: page, box: box, paints: words, label: "200 words")
            // The same words in another order at every render: the same pixels, but never a coverage the book kept
            // (`HighlightCoverageCache`), as on the first render after a mark is added.
            highlightRow(document, page: page, box: box, paints: words, label: "200 words, new to the cache",
                         fresh: true)
        } else {
            print("  page render, 200 words: page \(page + 1) has fewer than 200 words")
        }
        highlightRow(document, page: page, box: box, paints: bars, label: "200 overlapping bars")
        if words.count == 200 { coverageRow(document, page: page, box: box, paints: words, label: "200 words") }
        coverageRow(document, page: page, box: box, paints: bars, label: "200 overlapping bars")
    }

    /// What cutting the marks into bands and spans costs alone, of a render whose marks are new to the cache.
    private static func coverageRow(_ document: PDFDocument, page: Int, box: Int, paints: [HighlightPaint],
                                    label: String) {
        guard let image = document.renderNow(RenderRequest(page: page, boxWidth: box, boxHeight: box)),
              let size = document.pageSizeNow(page) else { return }
        let key = HighlightCoverageCache.Key(highlights: paints, pageHeight: size.height,
                                             scaleX: Double(image.width) / size.width,
                                             scaleY: Double(image.height) / size.height, width: image.width,
                                             height: image.height)
        var times: [Double] = [], spans = 0
        for _ in 0..<201 {
            let start = ContinuousClock.now
            spans = HighlightCoverage(key).spans.count
            times.append((ContinuousClock.now - start).milliseconds * 1000)
        }
        let line = String(format: "  %-42@ %8.1f µs  (median of 201; %d spans)",
                          "highlight coverage made alone, \(label)" as NSString, Statistics.median(times), spans)
        print(line)
    }

    private static func highlightRow(_ document: PDFDocument, page: Int, box: Int, paints: [HighlightPaint],
                                     label: String, fresh: Bool = false) {
        let plain = RenderRequest(page: page, boxWidth: box, boxHeight: box)
        func marked(_ round: Int) -> RenderRequest {
            let turn = fresh ? round % paints.count : 0
            let order = Array(paints[turn...] + paints[..<turn])
            return RenderRequest(page: page, boxWidth: box, boxHeight: box, style: PageStyle(highlights: order))
        }
        var plainTimes: [Double] = [], markedTimes: [Double] = [], ratios: [Double] = [], cpuRatios: [Double] = []
        func time(_ request: RenderRequest) -> (wall: Double, cpu: Double) {
            let start = ContinuousClock.now, cpuStart = threadCPUMilliseconds()
            _ = document.renderNow(request)
            return ((ContinuousClock.now - start).milliseconds, threadCPUMilliseconds() - cpuStart)
        }
        _ = time(plain)
        // In pairs rendered back to back, each pair's order alternating, so a busy moment of the machine or a warm
        // cache costs both alike; the pairs' own ratios are the figure. The render runs on this thread (a sync
        // call on the document's queue), so its CPU time is also taken: on a shared machine it leaves out the
        // time other processes had the core.
        for round in 0..<41 {
            let plainFirst = round % 2 == 0, markedRequest = marked(round)
            let first = time(plainFirst ? plain : markedRequest), second = time(plainFirst ? markedRequest : plain)
            let (plainTime, markedTime) = plainFirst ? (first, second) : (second, first)
            plainTimes.append(plainTime.wall)
            markedTimes.append(markedTime.wall)
            ratios.append(markedTime.wall / plainTime.wall)
            cpuRatios.append(markedTime.cpu / max(plainTime.cpu, 0.001))
        }
        let line = String(format: "  %-42@ Recto %8.2f ms   plain %8.2f ms   ratio %.2f× (CPU time %.2f×)  "
                          + "(median of 41 back-to-back pairs of the same page at %d px; budget 1.10×)",
                          "page render, \(label)" as NSString, Statistics.median(markedTimes),
                          Statistics.median(plainTimes), Statistics.median(ratios), Statistics.median(cpuRatios), box)
        print(line)
    }

    private static func threadCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
    }

    /// Up to `count` different words of `page`, each highlighted as a double-click selects it, spread over the
    /// page, colours in turn.
    private static func wordHighlights(_ document: PDFDocument, page: Int, count: Int) -> [HighlightPaint] {
        guard let size = document.pageSizeNow(page) else { return [] }
        let text = BookText(document: document)
        var seen = Set<[HighlightQuad]>(), found: [[HighlightQuad]] = []
        for y in Swift.stride(from: 4.0, to: size.height, by: 4) {
            for x in Swift.stride(from: 4.0, to: size.width, by: 8) {
                let point = BookText.Point(x: x, y: y)
                let selection = text.selectNow(page: page, from: point, to: point, unit: .word)
                let quads = selection.areas.compactMap { HighlightQuad($0, pageHeight: size.height) }
                guard !selection.isEmpty, !quads.isEmpty, seen.insert(quads).inserted else { continue }
                found.append(quads)
            }
        }
        guard found.count >= count else { return [] }
        let step = Double(found.count) / Double(count)
        return (0..<count).map { index in
            HighlightPaint(quads: found[Int(Double(index) * step)], colour: HighlightColour.allCases[index % 5])
        }
    }
}
