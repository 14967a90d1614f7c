import Foundation
import RectoCore
import RectoPDF

/// Prints Recto's figures beside pdftocairo's for each book, then the core model benchmarks.
enum BenchDriver {
    /// The render box: a window's page area at scale 1, the size the app asks for.
    static let box = 900
    static let repetitions = 7

    static func run(extraPDFs: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recto-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let longBook = folder.appendingPathComponent("long-book-2000.pdf").path
        BenchBook.write(to: longBook, pages: 2000)
        var books = [longBook] + extraPDFs
        let sample = "data/sample-book.pdf" // `make bench` runs from the checkout
        if FileManager.default.fileExists(atPath: sample) { books.insert(sample, at: 0) }

        print("Recto benchmarks (release build, static Swift runtime), render box \(box)×\(box) px;"
              + " reference: pdftocairo (poppler-utils) on the same file")
        let idle = (0..<repetitions).map { _ in ChildProcess.measure([CommandLine.arguments[0], "first-page", "/"]) }
        print(String(format: "  a Recto process that opens nothing: %.2f ms, %.1f MiB "
                         + "(GTK, poppler and Foundation loaded)",
                     Statistics.median(idle.map(\.seconds)) * 1000, Double(idle[0].peakKiB) / 1024))
        for book in books { benchmark(book, scratch: folder.path) }
        print("")
        print("Core models")
        for line in ContentsBenchmark.run() + NotesBenchmark.run() + HighlightBenchmark.run() + LibraryBenchmark.run()
            + ContinuousLayoutBenchmark.run() {
            print("  " + line)
        }
    }

    private static func benchmark(_ path: String, scratch: String) {
        guard let document = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else {
            print("\n\(path): could not open")
            return
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        print("\n\(name) (\(document.pageCount) pages)")
        let me = CommandLine.arguments[0]
        let output = scratch + "/out"

        // Open and show the first page. pdftocairo is a whole process; Recto is timed both in process (what the
        // app does when a book is opened) and as a whole process (which adds loading GTK and the Swift runtime).
        let poppler = (0..<repetitions).map { _ in
            ChildProcess.measure(["pdftocairo", "-f", "1", "-l", "1", "-scale-to", "\(box)", "-tiff", path, output])
        }
        let popplerFirst = Statistics.median(poppler.map(\.seconds)) * 1000
        let inProcess = (0..<repetitions).map { _ in
            let start = ContinuousClock.now
            _ = Workloads.firstPage(path: path, box: box)
            return (ContinuousClock.now - start).milliseconds
        }
        row("open + first page, in the app's process", Statistics.median(inProcess), popplerFirst, unit: "ms")
        let recto = (0..<repetitions).map { _ in ChildProcess.measure([me, "first-page", path, "\(box)"]) }
        row("open + first page, whole process", Statistics.median(recto.map(\.seconds)) * 1000, popplerFirst,
            unit: "ms")

        // Page render time at the window size, in process, over pages spread through the book.
        let pages = Workloads.samplePages(count: 100, pageCount: document.pageCount)
        var times: [Double] = []
        for page in pages {
            let start = ContinuousClock.now
            _ = document.renderNow(RenderRequest(page: page, boxWidth: box, boxHeight: box))
            times.append((ContinuousClock.now - start).milliseconds)
        }
        let span = pages.count
        let popplerPages = ChildProcess.measure(
            ["pdftocairo", "-f", "1", "-l", "\(span)", "-scale-to", "\(box)", "-tiff", path, output])
        let popplerPerPage = popplerPages.seconds * 1000 / Double(span)
        row("page render, median", Statistics.median(times), popplerPerPage, unit: "ms",
            note: "pdftocairo: mean of pages 1–\(span), TIFF written")
        print(String(format: "  %-42@ %10.2f ms", "page render, p95 (Recto)" as NSString,
                     Statistics.percentile(times, 0.95)))

        colourModeBenchmark(document)

        // Peak memory rendering the same pages.
        let rectoMemory = ChildProcess.measure([me, "render-pages", path, "\(span)", "\(box)"])
        row("peak memory, \(span) pages", Double(rectoMemory.peakKiB) / 1024, Double(popplerPages.peakKiB) / 1024,
            unit: "MiB")
        highlightBenchmark(document, box: box)
        // refman.pdf is searched for the word its users look for most; the generated book for one of its own.
        searchBenchmark(path, word: name == "refman.pdf" ? "function" : "measuring")
    }

    static func row(
        _ label: String, _ recto: Double, _ reference: Double, unit: String, note: String? = nil,
        reference tool: String = "pdftocairo"
    ) {
        let ratio = reference > 0 ? recto / reference : .nan
        var line = String(format: "  %-42@ Recto %8.2f %@   %@ %8.2f %@   ratio %.2f×",
                          label as NSString, recto, unit as NSString, tool as NSString, reference,
                          unit as NSString, ratio)
        if let note { line += "  (\(note))" }
        print(line)
    }
}
