/// Finds a highlight's passage again on its page when the book's text layer may have changed (another
/// edition or scan of the book, a file re-made by a tool): quads that point past the page are dropped, the
/// passage is looked up in the page's text with the words around it (then the mark's place) deciding between
/// repeats, and the mark follows the passage to where it is now. A passage no longer on the page keeps its note
/// but loses its mark.
public enum HighlightAnchoring {
    /// What became of one highlight.
    public enum Outcome: Equatable, Sendable {
        /// The mark is where the passage is (or there was no text to check it against).
        case kept
        /// The passage moved on the page; the mark follows it.
        case moved
        /// The passage is no longer on the page: the note stays, without a mark.
        case lost
    }

    /// One highlight re-anchored.
    public struct Result: Equatable, Sendable {
        public let highlight: Highlight
        public let outcome: Outcome
        /// Quads dropped because they lay past the page.
        public let droppedQuads: Int
    }

    /// Re-anchors `highlight` on a page of `pageSize` points whose reading text is `pageText`; `matchAreas` are
    /// where each occurrence of the quote shows on the page (top-left points), in the order `TextMatcher`
    /// counts them. A page without text (a scan) cannot be checked: only its quads' bounds are.
    public static func resolve(_ highlight: Highlight, pageText: String, matchAreas: [[PageRect]],
                               pageSize: Size) -> Result {
        var result = highlight
        result.quads = highlight.quads.filter { $0.fits(pageWidth: pageSize.width, pageHeight: pageSize.height) }
        let dropped = highlight.quads.count - result.quads.count
        guard !pageText.isEmpty, !highlight.quote.isEmpty else {
            return Result(highlight: result, outcome: .kept, droppedQuads: dropped)
        }
        let occurrences = TextMatcher.ranges(of: highlight.quote, in: pageText)
        guard !occurrences.isEmpty else {
            result.quads = []
            return Result(highlight: result, outcome: .lost, droppedQuads: dropped)
        }
        let scalars = Array(pageText.unicodeScalars)
        let best = bestOccurrence(occurrences, of: highlight, in: scalars, matchAreas: matchAreas,
                                  pageHeight: pageSize.height)!
        guard best < matchAreas.count else {
            // The page's find and the text disagree on the count: the quads that fit are the best guess.
            return Result(highlight: result, outcome: .kept, droppedQuads: dropped)
        }
        let found = matchAreas[best].compactMap { HighlightQuad($0, pageHeight: pageSize.height) }
        let stillThere = !result.quads.isEmpty && result.quads.allSatisfy { quad in found.contains { $0.overlaps(quad) } }
        if stillThere { return Result(highlight: result, outcome: .kept, droppedQuads: dropped) }
        result.quads = found
        return Result(highlight: result, outcome: found.isEmpty ? .lost : .moved, droppedQuads: dropped)
    }

    /// How well the text around an occurrence agrees with the words kept beside the passage: characters in
    /// common reading outwards from it, on both sides.
    static func score(_ range: Range<Int>, _ highlight: Highlight, _ scalars: [Unicode.Scalar]) -> Int {
        var common = 0
        var index = range.lowerBound - 1
        for scalar in highlight.before.unicodeScalars.reversed() {
            guard index >= 0, scalars[index] == scalar else { break }
            common += 1
            index -= 1
        }
        index = range.upperBound
        for scalar in highlight.after.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { break }
            common += 1
            index += 1
        }
        return common
    }
}
