/// Which of a passage's occurrences on its page a highlight means, when the passage is repeated there ("the
/// end" twice on a page): the words kept around it decide first, and where its mark lies decides between
/// occurrences whose surroundings agree equally (a highlight made without context, or repeats whose words
/// around are the same too).
extension HighlightAnchoring {
    /// The index into `occurrences` (ranges of unicode scalars of the page text, in order) that `highlight` means;
    /// `matchAreas` are where each occurrence shows on the page (top-left points), as many as `occurrences` or
    /// fewer when the page's find disagreed.
    static func bestOccurrence(_ occurrences: [Range<Int>], of highlight: Highlight, in scalars: [Unicode.Scalar],
                               matchAreas: [[PageRect]], pageHeight: Double) -> Int? {
        guard !occurrences.isEmpty else { return nil }
        let marked = bounds(highlight.quads.compactMap { $0.pageRect(pageHeight: pageHeight) })
        func distance(_ index: Int) -> Double {
            guard let marked, index < matchAreas.count, let found = bounds(matchAreas[index]) else {
                return .infinity
            }
            let dx = (found.x + found.width / 2) - (marked.x + marked.width / 2)
            let dy = (found.y + found.height / 2) - (marked.y + marked.height / 2)
            return dx * dx + dy * dy
        }
        let scores = occurrences.map { score($0, highlight, scalars) }
        return occurrences.indices.min { lhs, rhs in
            if scores[lhs] != scores[rhs] { return scores[lhs] > scores[rhs] }
            let (left, right) = (distance(lhs), distance(rhs))
            return left != right ? left < right : lhs < rhs
        }
    }

    /// `highlight` with the words just before and after it filled in from `pageText`, taken around the
    /// occurrence of its passage that its mark covers (`matchAreas`: each occurrence's areas on the page, in the
    /// order `TextMatcher` finds them). A selection knows where it is, not the words around it; taking the first
    /// occurrence would give a repeated passage the wrong ones, and re-anchoring would then move the mark.
    /// Unchanged when the passage is not found in the text.
    public static func withContext(_ highlight: Highlight, pageText: String, matchAreas: [[PageRect]],
                                   pageHeight: Double) -> Highlight {
        let occurrences = TextMatcher.ranges(of: highlight.quote, in: pageText)
        let scalars = Array(pageText.unicodeScalars)
        // The context the highlight has now means nothing yet: only the mark's place decides.
        var bare = highlight
        bare.before = ""
        bare.after = ""
        guard let best = bestOccurrence(occurrences, of: bare, in: scalars, matchAreas: matchAreas,
                                        pageHeight: pageHeight) else { return highlight }
        let range = occurrences[best]
        let start = max(0, range.lowerBound - Highlight.contextLength)
        let end = min(scalars.count, range.upperBound + Highlight.contextLength)
        let before = String(String.UnicodeScalarView(scalars[start..<range.lowerBound]))
        let after = String(String.UnicodeScalarView(scalars[range.upperBound..<end]))
        return Highlight(quads: highlight.quads, quote: highlight.quote, before: before, after: after,
                         colour: highlight.colour)
    }

    /// The rectangle around `rects`; nil for none.
    private static func bounds(_ rects: [PageRect]) -> PageRect? {
        guard let first = rects.first else { return nil }
        var left = first.x, top = first.y, right = first.x + first.width, bottom = first.y + first.height
        for rect in rects.dropFirst() {
            left = min(left, rect.x)
            top = min(top, rect.y)
            right = max(right, rect.x + rect.width)
            bottom = max(bottom, rect.y + rect.height)
        }
        return PageRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
