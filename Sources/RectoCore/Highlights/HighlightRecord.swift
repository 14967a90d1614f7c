import Foundation

/// A highlight as the notes file and the JSON export store it: `{"quads": [[x1, y1, x2, y2]…], "quote",
/// "before", "after", "color"}`, quads in PDF space. Reading checks every number: a quad that is not four
/// finite numbers within `HighlightQuad.coordinateLimit` makes the record unreadable (the note is skipped and
/// counted, as any damaged note is); a colour from a newer Recto reads as yellow.
struct HighlightRecord: Codable {
    let quads: [[Double]]
    let quote: String
    let before: String?
    let after: String?
    let colour: String?

    /// The file's keys, which keep the American spelling of the format as first written.
    private enum CodingKeys: String, CodingKey {
        case quads, quote, before, after, colour = "color"
    }

    init(_ highlight: Highlight) {
        quads = highlight.quads.map { [$0.x1, $0.y1, $0.x2, $0.y2] }
        quote = highlight.quote
        before = highlight.before
        after = highlight.after
        colour = highlight.colour.rawValue
    }

    /// The highlight, or nil if any quad is damaged or there are more than `Highlight.quadLimit`.
    var highlight: Highlight? {
        guard quads.count <= Highlight.quadLimit, quote.count <= Highlight.quoteLimit else { return nil }
        var checked: [HighlightQuad] = []
        for quad in quads {
            guard quad.count == 4, let value = HighlightQuad(x1: quad[0], y1: quad[1], x2: quad[2], y2: quad[3])
            else { return nil }
            checked.append(value)
        }
        return Highlight(quads: checked, quote: quote, before: before ?? "", after: after ?? "",
                         colour: colour.flatMap(HighlightColour.init(rawValue:)) ?? .yellow)
    }
}
