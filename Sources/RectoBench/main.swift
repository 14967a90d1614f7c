import Foundation
import RectoCore
import RectoPDF

// `make bench`: Recto's figures beside pdftocairo's on the same files. Subcommands `first-page` and
// `render-pages` are what the driver runs in child processes, so both tools are measured the same way;
// `search` runs find alone (for profiling); `bare-window` and `write-book` serve the desktop benchmark
// (tools/desktop-bench.py).
let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "first-page":
    exit(Workloads.firstPage(path: arguments[2], box: Int(arguments[3]) ?? 900))
case "render-pages":
    exit(Workloads.renderPages(path: arguments[2], count: Int(arguments[3]) ?? 200, box: Int(arguments[4]) ?? 900))
case "colour-modes":
    // Only the colour-mode render costs, on `colour-modes PDF`.
    guard arguments.count > 2, let document = try? PDFDocument.open(url: URL(fileURLWithPath: arguments[2])) else {
        exit(1)
    }
    print(URL(fileURLWithPath: arguments[2]).lastPathComponent)
    BenchDriver.colourModeBenchmark(document)
    exit(0)
case "bare-window":
    exit(MainActor.assumeIsolated { BareWindow.run() })
case "write-book":
    // The desktop benchmark's books: `write-book PATH [PAGES [CHAPTERS]]` (100 chapters of 14 sections by default).
    BenchBook.write(to: arguments[2], pages: arguments.count > 3 ? Int(arguments[3]) ?? 2000 : 2000,
                    chapters: arguments.count > 4 ? Int(arguments[4]) ?? 100 : 100)
    exit(0)
case "search":
    // Find alone, for profiling: `search PATH WORD`.
    BenchDriver.searchBenchmark(arguments[2], word: arguments[3])
    exit(0)
case "search-pages":
    // `search-pages PATH WORD [PAGES]`: one cold search, the count printed.
    let pages = arguments.count > 4 ? Int(arguments[4]) : nil
    exit(Workloads.searchPages(path: arguments[2], word: arguments[3], pages: pages))
case "references":
    // `references PATH`: the reference index built in the background beside page turns, and rest-to-preview.
    exit(ReferencesBenchmark.run(path: arguments[2]))
case "write-referenced-book":
    // `write-referenced-book PATH [PAGES]`: a book of figures, tables, equations and citations (2,000 pages).
    BenchReferencedBook.write(to: arguments[2], pages: arguments.count > 3 ? Int(arguments[3]) ?? 2000 : 2000)
    exit(0)
case "overview":
    // The page overview: `overview PDF…`, first grid and End from the top beside pdftocairo.
    exit(OverviewBenchmark.run(paths: Array(arguments.dropFirst(2))))
case "read-aloud":
    // `read-aloud PATH`: preparing pages, the main thread per sentence, and the first sound.
    exit(ReadAloudBenchmark.run(path: arguments[2]))
case "write-stamps":
    BenchBook.writeStamps(to: arguments[2])
    exit(0)
case "highlights":
    // Only the highlight figures: `highlights [PDF]` (the sample book by default).
    for line in HighlightBenchmark.run() { print("  " + line) }
    if arguments.count > 2, let document = try? PDFDocument.open(url: URL(fileURLWithPath: arguments[2])) {
        BenchDriver.highlightBenchmark(document, box: 900)
    }
    exit(0)
default:
    BenchDriver.run(extraPDFs: Array(arguments.dropFirst()))
}
