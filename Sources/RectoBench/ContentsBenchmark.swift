import Foundation
import RectoCore

/// Speed figures for `make bench`: a 10,000-entry sidecar parsed and sorted (target under 50 ms in release),
/// plus the other work done when a large contents page opens.
enum ContentsBenchmark {
    /// Number of chapters in the generated sidecar.
    static let entryCount = 10_000

    /// Runs each measurement several times and returns printable lines with the best and median times.
    static func run() -> [String] {
        let pageCount = entryCount * 3
        let dictionaryData = ContentsSidecarWriter.data(for: sample(parts: 1, pageCount: pageCount))
        let partsData = ContentsSidecarWriter.data(for: sample(parts: 10, pageCount: pageCount))
        guard let parsed = try? ContentsSidecar.parse(partsData, pageCount: pageCount).contents,
              parsed.entryCount == entryCount else {
            return ["contents benchmark: generated sidecar did not parse back"]
        }
        var lines: [String] = []
        lines.append(measure("contents parse+sort 10k (dictionary layout, \(dictionaryData.count / 1024) KiB)") {
            _ = try? ContentsSidecar.parse(dictionaryData, pageCount: pageCount)
        })
        lines.append(measure("contents parse+sort 10k (10 parts)") {
            _ = try? ContentsSidecar.parse(partsData, pageCount: pageCount)
        })
        lines.append(measure("contents sort 10k reversed entries") {
            _ = ContentsPart(entries: parsed.parts.flatMap(\.entries).reversed())
        })
        lines.append(measure("contents write 10k") {
            _ = ContentsSidecarWriter.data(for: parsed)
        })
        lines.append(measure("contents rows 10k") {
            _ = parsed.rows
        })
        lines.append(measure("contents entry(containing:) x100 on 10k") {
            for page in stride(from: 0, to: pageCount, by: pageCount / 100) {
                _ = parsed.entry(containing: page)
            }
        })
        return lines
    }

    /// A table with `entryCount` chapters spread over `parts` parts, every third page, titles of varied length.
    static func sample(parts partCount: Int, pageCount: Int) -> TableOfContents {
        let perPart = entryCount / partCount
        let parts = (0..<partCount).map { part in
            ContentsPart(
                heading: partCount == 1 ? nil : "BOOK \(part + 1)",
                entries: (0..<perPart).map { index in
                    let number = part * perPart + index
                    return ContentsEntry(title: "Chapter \(number): The Coming of the Martians", page: number * 3)
                }
            )
        }
        return TableOfContents(parts: parts)
    }

    private static func measure(_ name: String, iterations: Int = 7, _ body: () -> Void) -> String {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<iterations {
            samples.append(clock.measure(body))
        }
        samples.sort()
        return "\(name): \(milliseconds(samples[0])) ms best, \(milliseconds(samples[iterations / 2])) ms median"
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return String(format: "%.1f", value)
    }
}
