import Foundation
import RectoCore
import RectoPDF

extension BenchDriver {
    /// Find in the book, beside `pdftotext FILE - | grep -c WORD` on the same file: the first match from the
    /// first page, the whole count on a first search (the text is extracted then), the same count again (from
    /// the kept text), and the memory the kept text costs.
    static func searchBenchmark(_ path: String, word: String) {
        guard let document = try? PDFDocument.open(url: URL(fileURLWithPath: path)) else { return }
        let reference = (0..<3).map { _ in
            ChildProcess.measure(["sh", "-c", "pdftotext \"$0\" - | grep -c -i \"$1\" > /dev/null", path, word])
        }
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

        let fresh = BookText(document: document)
        let before = residentKiB()
        start = ContinuousClock.now
        let cpuBefore = rusage.ofThisProcess().cpuSeconds
        let count = fresh.searchNow(word).count
        let cold = (ContinuousClock.now - start).milliseconds
        let coldCPU = (rusage.ofThisProcess().cpuSeconds - cpuBefore) * 1000
        let kept = Double(residentKiB() - before) / 1024
        row("  every match, first search", cold, grep, unit: "ms", reference: "pdftotext|grep")
        // CPU time says the same on a busy machine, where wall times swing with what else runs.
        row("  every match, first search, CPU time", coldCPU, grepCPU, unit: "ms", reference: "pdftotext|grep")
        start = ContinuousClock.now
        _ = fresh.searchNow(word)
        let warm = (ContinuousClock.now - start).milliseconds
        row("  every match, second search", warm, grep, unit: "ms", reference: "pdftotext|grep")
        print(String(format: "    %d matches; the kept text adds %.1f MiB", count, kept))
    }

    /// This process's resident memory, from /proc.
    private static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
