import Foundation
import RectoCore
import RectoPDF
import Synchronization

/// The reference previews' figures on one book, as the app does the work: the index built in the background on
/// the book's text document (`BookText`) while page turns render on the main document, side by side with the
/// same turns alone; and the time from the pointer's rest to a preview's pixels (its region measured on the
/// text document, the destination page rendered at the preview's scale), for the book's links and mentions.
enum ReferencesBenchmark {
    /// The pixel box a turn renders into, and how many turns are timed each way.
    private static let turnBox = 900
    private static let turns = 60
    /// How many references' previews are timed.
    private static let previews = 200

    static func run(path: String) -> Int32 {
        let url = URL(fileURLWithPath: path)
        guard let document = try? PDFDocument.open(url: url), let indexed = try? PDFDocument.open(url: url) else {
            print("references: cannot open \(path)")
            return 1
        }
        print("references: \(url.lastPathComponent), \(document.pageCount) pages")
        let pages = Workloads.samplePages(count: turns, pageCount: document.pageCount)
        let alone = turnTimes(document, pages: pages)

        // The index on its own document and thread, as the app's text queue builds it, while the turns go on.
        let text = BookText(document: indexed)
        let before = BenchDriver.residentKiB()
        let result = Mutex<(index: ReferenceIndex, seconds: Double, processor: Double)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let start = Date()
            let built = text.referenceIndexNow()
            let finished = (built, Date().timeIntervalSince(start), processorSeconds())
            result.withLock { $0 = finished }
            done.signal()
        }
        var during: [Double] = []
        while done.wait(timeout: .now()) == .timedOut {
            during += turnTimes(document, pages: pages)
        }
        guard let (index, seconds, cpuSeconds) = result.withLock({ $0 }) else { return 1 }
        let kept = Double(BenchDriver.residentKiB() - before) / 1024
        let occurrences = (0..<text.pageCount).flatMap { index.occurrences(onPage: $0) }
        let definitions = occurrences.filter(\.isDefinition).count
        let authorYear = occurrences.filter { $0.key.kind == .citation && $0.key.label.contains(" ") }.count
        print(String(format: "  index in the background: %d pages in %.2f s (%.2f ms a page), %d references and "
                     + "targets (%d definitions, %d author-year), %.1f MiB kept", text.pageCount, seconds,
                     seconds * 1000 / Double(max(1, text.pageCount)), occurrences.count, definitions, authorYear, kept))
        print(String(format: "  the index's own processor time: %.2f s (the machine's load stretches the wall time)",
                     cpuSeconds))
        let sample = Workloads.samplePages(count: previews, pageCount: text.pageCount).map { text.readNow($0) }
        let parse = processorTime { for page in sample { _ = ReferenceParser.scan(page, page: 0) } }
        let authorYearParse = processorTime { for page in sample { _ = AuthorYearParser.scan(page, page: 0) } }
        print(String(format: "  parsing alone: %.2f ms a page, of which author-year %.2f ms (%d pages' text)",
                     parse * 1000 / Double(max(1, sample.count)), authorYearParse * 1000 / Double(max(1, sample.count)),
                     sample.count))
        print(String(format: "  a turn's render (%d px box): median %.1f ms alone, %.1f ms while indexing "
                     + "(p95 %.1f vs %.1f ms; %d turns while indexing)", turnBox, Statistics.median(alone),
                     Statistics.median(during), Statistics.percentile(alone, 0.95),
                     Statistics.percentile(during, 0.95), during.count))

        let targets = previewTargets(text, index: index)
        var rests: [Double] = []
        for target in targets.prefix(previews) {
            guard let destination = target.destinations.first else { continue }
            let start = Date()
            guard let (size, region) = text.previewRegionNow(ofPage: destination.page, anchor: destination.anchor)
            else { continue }
            let scale = PreviewRegion.scale(forWidth: region.width, maximumWidth: 560)
            _ = document.renderNow(RenderRequest(
                page: destination.page, boxWidth: Int((size.width * scale).rounded()),
                boxHeight: Int((size.height * scale).rounded())))
            rests.append(Date().timeIntervalSince(start) * 1000)
        }
        let linked = targets.prefix(previews).filter {
            if case .point = $0.destinations.first?.anchor { true } else { false }
        }
        print(String(format: "  rest to preview: median %.1f ms, p95 %.1f ms over %d references (%d linked, %d "
                     + "mentions); goal under 100 ms", Statistics.median(rests), Statistics.percentile(rests, 0.95),
                     rests.count, linked.count, rests.count - linked.count))
        return 0
    }

    /// The processor time the calling thread has used, in seconds.
    private static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The calling thread's processor time for `work`, in seconds.
    private static func processorTime(_ work: () -> Void) -> Double {
        let start = processorSeconds()
        work()
        return processorSeconds() - start
    }

    /// The render time of each of `pages` in a turn's box, in milliseconds.
    private static func turnTimes(_ document: PDFDocument, pages: [Int]) -> [Double] {
        pages.map { page in
            let start = Date()
            _ = document.renderNow(RenderRequest(page: page, boxWidth: turnBox, boxHeight: turnBox))
            return Date().timeIntervalSince(start) * 1000
        }
    }

    /// The book's references that preview something, spread through it: its links to its pages, and its
    /// mentions without links that the index resolves, alternately.
    private static func previewTargets(_ text: BookText, index: ReferenceIndex) -> [ReferenceTarget] {
        var links: [ReferenceTarget] = [], mentions: [ReferenceTarget] = []
        for page in Workloads.samplePages(count: previews, pageCount: text.pageCount) {
            links += text.linksNow(page).compactMap { ReferenceTarget(link: $0, onPage: page) }.prefix(1)
            let resolved = index.occurrences(onPage: page).first { !$0.isDefinition && !index.targets(of: $0).isEmpty }
            if let mention = resolved {
                mentions += ReferenceTarget(mention: mention, area: PageRect(x: 0, y: 0, width: 1, height: 1),
                                            targets: index.targets(of: mention)).map { [$0] } ?? []
            }
        }
        var mixed: [ReferenceTarget] = []
        for position in 0..<max(links.count, mentions.count) {
            if position < links.count { mixed.append(links[position]) }
            if position < mentions.count { mixed.append(mentions[position]) }
        }
        return mixed
    }
}
