/// Where a search's matches show on a page, found by the same matcher that counts them: `TextMatcher` finds
/// the query in the page's reading text (`ReadingText`), and each match is drawn over the boxes of the
/// characters it came from in the layout. The count in the find bar and the rectangles drawn are one list, so
/// they cannot disagree (poppler's own find joined lines and folded text its own way).
extension PageTextLayout {
    /// Where each matching non-overlapping occurrence of `query` shows, one rectangle per line it covers, in the
    /// order `TextMatcher.ranges` (and `TextMatcher.count`) finds them. `readingText` must be
    /// `ReadingText.join` of this layout's text.
    public func matchAreas(of query: String, readingText: String) -> [[PageRect]] {
        let ranges = TextMatcher.ranges(of: query, in: readingText)
        guard !ranges.isEmpty else { return [] }
        let origins = origins(ofReading: readingText)
        return ranges.map { range in
            guard range.lowerBound < origins.count, range.upperBound - 1 < origins.count else { return [] }
            return areas(of: origins[range.lowerBound]..<origins[range.upperBound - 1] + 1)
        }
    }

    /// The index in `scalars` each scalar of `readingText` came from. The reading text is the layout's text
    /// with lines trimmed, line ends made a space, a line break or nothing, and hyphens at a joined word's
    /// break dropped: every other scalar is kept in order, so walking both finds each one's origin. A scalar
    /// with no counterpart (which `ReadingText` does not make) takes its predecessor's, so one stray scalar
    /// cannot shift the rest.
    func origins(ofReading readingText: String) -> [Int] {
        var origins: [Int] = []
        origins.reserveCapacity(readingText.unicodeScalars.count)
        var next = 0
        for scalar in readingText.unicodeScalars {
            var probe = next
            while probe < scalars.count, !Self.stands(for: scalars[probe], reading: scalar) { probe += 1 }
            if probe < scalars.count {
                origins.append(probe)
                next = probe + 1
            } else {
                origins.append(max(0, min(next, scalars.count) - 1))
            }
        }
        return origins
    }

    /// Whether the layout's `scalar` can be where the reading text's `reading` came from: itself, or a line
    /// end made a space or a line break.
    private static func stands(for scalar: Unicode.Scalar, reading: Unicode.Scalar) -> Bool {
        if scalar == reading { return true }
        guard reading == " " || reading == "\n" else { return false }
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }
}
