import Foundation
import RectoCore

/// Highlights for the tests: a page 600 points tall, passages as one or two lines of quads.
enum HighlightTestData {
    static let pageSize = Size(width: 400, height: 600)

    static func quad(_ x: Double, _ top: Double, width: Double = 100, height: Double = 12) -> HighlightQuad {
        HighlightQuad(PageRect(x: x, y: top, width: width, height: height), pageHeight: pageSize.height)!
    }

    static func highlight(_ quote: String, top: Double = 100, colour: HighlightColour = .yellow,
                          before: String = "", after: String = "") -> Highlight {
        Highlight(quads: [quad(50, top)], quote: quote, before: before, after: after, colour: colour)
    }

    static func note(_ text: String, quote: String?, page: Int = 0, top: Double = 100,
                     created: Date = Date(timeIntervalSince1970: 1_700_000_000)) -> Note {
        Note(text: text, pageIndex: page, created: created, highlight: quote.map { highlight($0, top: top) })
    }
}
