/// Finds footnote markers in a page's text: digits (or *, †, ‡) stuck to the end of a word or a sentence and
/// printed smaller and raised, which a voice would otherwise read as a number glued to the word ("theory12").
/// Where the layout has no boxes, a short run of digits straight after a lowercase word stands in.
public enum FootnoteMarkers {
    private static let signs: Set<Unicode.Scalar> = ["*", "†", "‡", "§", "¹", "²", "³"]
    private static let closers: Set<Unicode.Scalar> = [".", ",", ";", ":", ")", "\"", "”", "’", "!", "?"]

    /// The indices of `layout.scalars` that are footnote markers.
    public static func find(in layout: PageTextLayout) -> Set<Int> {
        let scalars = layout.scalars, boxes = layout.boxes
        let measured = boxes.contains { $0.height > 0 }
        var found = Set<Int>()
        var index = 1
        while index < scalars.count {
            let previous = scalars[index - 1]
            guard isMarker(scalars[index]), isLetter(previous) || closers.contains(previous) else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, isMarker(scalars[end]), end - index < 3 { end += 1 }
            let followedByWordEnd = end == scalars.count || !isLetter(scalars[end]) && !isDigit(scalars[end])
            let marker: Bool
            if measured {
                let base = boxes[index - 1]
                let run = (index..<end).map { boxes[$0] }
                let height = run.map(\.height).max() ?? 0
                let bottom = run.map { $0.y + $0.height }.max() ?? 0
                marker = base.height > 0 && height < base.height * 0.85
                    && bottom < base.y + base.height - base.height * 0.1 && followedByWordEnd
            } else {
                marker = previous.properties.isLowercase && isDigit(scalars[index]) && end - index <= 2
                    && followedByWordEnd && index >= 2 && scalars[index - 2].properties.isLowercase
            }
            if marker { found.formUnion(index..<end) }
            index = end
        }
        return found
    }

    private static func isMarker(_ scalar: Unicode.Scalar) -> Bool { isDigit(scalar) || signs.contains(scalar) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic }
}
