/// A passage of the book a note holds: where it is marked on its page, what it says, and the words around it,
/// so that the mark can be found again when the text layer of the file shifts (another edition, a re-OCR).
public struct Highlight: Hashable, Sendable {
    /// How much text before and after the passage is kept for re-anchoring.
    public static let contextLength = 40
    /// The longest passage kept: a whole-page highlight of a dense page is a few thousand characters.
    public static let quoteLimit = 20_000
    /// The most quads one highlight keeps (a whole page of lines is under 100).
    public static let quadLimit = 2_000

    /// The marked areas, in PDF space; empty when the passage could not be found again (a note without a mark).
    public var quads: [HighlightQuad]
    /// The passage, as Copy would give it (line ends joined).
    public var quote: String
    /// The text just before and just after the passage on its page.
    public var before: String
    public var after: String
    public var colour: HighlightColour

    public init(quads: [HighlightQuad], quote: String, before: String = "", after: String = "",
                colour: HighlightColour = .yellow) {
        self.quads = Array(quads.prefix(Self.quadLimit))
        self.quote = String(quote.prefix(Self.quoteLimit))
        self.before = String(before.suffix(Self.contextLength))
        self.after = String(after.prefix(Self.contextLength))
        self.colour = colour
    }

    /// Whether the passage is marked on its page.
    public var isMarked: Bool { !quads.isEmpty }

    /// A highlight of `selection` on a page `pageHeight` points tall whose reading text is `pageText`: the
    /// selection's rectangles as quads, and the words around the passage where it is found in the page's text
    /// (the first occurrence; empty context when it is not found).
    public static func of(_ selection: TextSelection, pageHeight: Double, pageText: String,
                          colour: HighlightColour = .yellow) -> Highlight {
        let quads = selection.areas.compactMap { HighlightQuad($0, pageHeight: pageHeight) }
        var before = "", after = ""
        if !selection.text.isEmpty, let range = pageText.range(of: selection.text) {
            before = String(pageText[..<range.lowerBound].suffix(contextLength))
            after = String(pageText[range.upperBound...].prefix(contextLength))
        }
        return Highlight(quads: quads, quote: selection.text, before: before, after: after, colour: colour)
    }

    /// A fixed order of two highlights' contents, so that both sides of a merge pick the same copy of a note.
    static func isOrdered(_ lhs: Highlight?, after rhs: Highlight?) -> Bool {
        func key(_ highlight: Highlight?) -> String {
            guard let highlight else { return "" }
            let quads = highlight.quads.map { "\($0.x1),\($0.y1),\($0.x2),\($0.y2)" }.joined(separator: ";")
            return "\(highlight.colour.rawValue)|\(highlight.quote)|\(highlight.before)|\(highlight.after)|\(quads)"
        }
        return key(lhs) > key(rhs)
    }
}
