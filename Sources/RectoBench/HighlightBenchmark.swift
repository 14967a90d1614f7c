import Foundation
import RectoCore

/// The main-thread cost of adding a highlight to a book with 10,000 notes: the insert into the sorted list,
/// the marks by page, and the page's paint list for its render request. `make bench` prints the line.
enum HighlightBenchmark {
    static func run() -> [String] {
        let collation = IndexCollation(locale: Locale(identifier: "en_US"))
        var notes = BookNotes(
            notes: (0..<10_000).map { index in
                let highlight = index % 4 == 0 ? sampleHighlight(index) : nil
                return Note(text: index % 3 == 0 ? "" : "note \(index)", pageIndex: index % 400,
                            highlight: highlight ?? (index % 3 == 0 ? sampleHighlight(index) : nil))
            },
            collation: collation)
        let clock = ContinuousClock()
        var times: [Double] = []
        for index in 0..<200 {
            let start = clock.now
            _ = try? notes.add(highlight: sampleHighlight(index), pageIndex: index % 400)
            _ = PageStyle(highlights: notes.highlights.paint(onPage: index % 400))
            let elapsed = clock.now - start
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        }
        times.sort()
        return [String(format: "highlights: add one to 10,000 notes (list insert, marks, page paint): median %.3f ms, "
                       + "worst %.3f ms (budget 5 ms)", times[times.count / 2], times[times.count - 1])]
    }

    static func sampleHighlight(_ index: Int) -> Highlight {
        let top = Double(100 + (index * 37) % 600)
        return Highlight(quads: [HighlightQuad(x1: 72, y1: top, x2: 500, y2: top + 12)!],
                         quote: "passage \(index) of the book", colour: HighlightColour.allCases[index % 5])
    }
}
