import Foundation
import RectoCore
import RectoPDF

extension BenchDriver {
    private static let grepCommand = "pdftotext \"$0\" - | grep -c -i \"$1\" > /dev/null"

    /// Find in the book, beside `pdftotext FILE - | grep -c WORD` on the same file: the first match from the
    /// first page, the whole count on a first search (the text is extracted then), the same count again (from
    /// the kept text), and the memory the kept text costs.
    static func searchBenchmark(_ path: String, word: String) {
        guard let document = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else { return }
        let reference = (0..<3).map { _ in ChildProcess.measure(["sh", "-c", grepCommand, path, word]) }
        let grep = Statistics.median(reference.map(\.seconds)) * 1000
        let grepCPU = Statistics.median(reference.map(\.cpuSeconds)) * 1000
        print(String(format: "  find “%@”", word))

        let text = BookText(document: document)
        var start = ContinuousClock.now
        var firstMatch = Double.nan
        for page in 0..<document.pageCount where !text.searchNow(word, pages: [page]).isEmpty {
            firstMatch = (ContinuousClock.now - start).milliseconds
            break
        }
        if firstMatch.isNaN {
            print("    no match in this book")
            return
        }
        row("  first match from page 1", firstMatch, grep, unit: "ms", reference: "pdftotext|grep")

        // Cold searches alternate with the reference's runs, so both meet the same load.
        var cold: [Double] = [], coldCPU: [Double] = [], grepRuns: [ChildProcess.Measurement] = []
        var count = 0, kept = 0.0, beside = 0
        var fresh = text
        for _ in 0..<3 {
            grepRuns.append(ChildProcess.measure(["sh", "-c", grepCommand, path, word]))
            guard let reopened = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else { return }
            fresh = BookText(document: reopened)
            let before = residentKiB()
            start = ContinuousClock.now
            let cpuBefore = rusage.ofThisProcess().cpuSeconds
            count = MainActor.assumeIsolated { MainLoopSearch.count(word, in: fresh) }
            cold.append((ContinuousClock.now - start).milliseconds)
            coldCPU.append((rusage.ofThisProcess().cpuSeconds - cpuBefore) * 1000)
            // Freed memory is not given back to the system, so only the first run says what the text keeps.
            if cold.count == 1 { kept = Double(residentKiB() - before) / 1024 }
            beside = fresh.pagesFoldedBeside
        }
        let grepNow = Statistics.median(grepRuns.map(\.seconds)) * 1000
        row("  every match, first search", Statistics.median(cold), grepNow, unit: "ms", reference: "pdftotext|grep")
        // CPU time says the same on a busy machine, where wall times swing with what else runs.
        row("  every match, first search, CPU time", Statistics.median(coldCPU),
            Statistics.median(grepRuns.map(\.cpuSeconds)) * 1000, unit: "ms", reference: "pdftotext|grep")
        start = ContinuousClock.now
        _ = MainActor.assumeIsolated { MainLoopSearch.count(word, in: fresh) }
        let warm = (ContinuousClock.now - start).milliseconds
        row("  every match, second search", warm, grep, unit: "ms", reference: "pdftotext|grep")
        // A pause long enough for the second document, which read every page, to be opened afresh
        // (DocumentRenewal): the folded text is kept outside it, so the next search is as quick.
        Thread.sleep(forTimeInterval: 2.5)
        start = ContinuousClock.now
        _ = MainActor.assumeIsolated { MainLoopSearch.count(word, in: fresh) }
        let renewed = (ContinuousClock.now - start).milliseconds
        row("  every match, second search after a pause", renewed, grep, unit: "ms", reference: "pdftotext|grep")
        marksBenchmark(fresh, word: word)
        print(String(format: "    %d matches; the first search adds %.1f MiB (the kept text, and the second extractor "
                     + "while it was open), which read %d of the %d pages", count, kept, beside, fresh.pageCount))
    }

    /// The marks of a page on screen with matches (its links, and the match areas: the matcher's matches over
    /// the layout's boxes), after a search has kept the book's folded text, as the pages shown are marked.
    private static func marksBenchmark(_ text: BookText, word: String) {
        let pages = Array(Set(text.searchNow(word).map(\.page))).sorted().prefix(20)
        guard !pages.isEmpty else { return }
        var start = ContinuousClock.now
        for page in pages { _ = text.marksNow(page, query: word) }
        let each = (ContinuousClock.now - start).milliseconds / Double(pages.count)
        // Another letter typed marks the same page again, from its kept layout.
        let again = pages.last!
        start = ContinuousClock.now
        _ = text.marksNow(again, query: String(word.dropLast()))
        let kept = (ContinuousClock.now - start).milliseconds
        print(String(format: "    marks of a page with matches: %.2f ms a page, over %d pages; %.2f ms again with "
                     + "another query", each, pages.count, kept))
    }

    /// This process's resident memory, from /proc.
    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
