/// The form in which text is compared when searching a book: case folded, accents and other marks dropped
/// ("Étude" matches "etude"), compatibility forms taken apart (the ligature "ﬁ" is "fi"), soft hyphens gone
/// and every run of white space one space. The same folding is applied to the query and to the page.
public enum SearchFolding {
    /// `text` folded for comparison.
    public static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        var lastWasSpace = true
        for character in text {
            appendFolded(character, to: &folded, lastWasSpace: &lastWasSpace)
        }
        if lastWasSpace, folded.last == " " { folded.removeLast() }
        return String(folded)
    }

    /// `text` folded, with the offset (in `Character`s of `text`) each folded scalar came from, so that a match
    /// found in the folded text can be shown in the original.
    public static func foldWithOrigins(_ text: String) -> (folded: [Unicode.Scalar], origins: [Int]) {
        // An array, not a scalar view: its count is constant time, read once per character here.
        var folded: [Unicode.Scalar] = []
        folded.reserveCapacity(text.utf8.count)
        var origins: [Int] = []
        origins.reserveCapacity(text.utf8.count)
        var lastWasSpace = true
        for (offset, character) in text.enumerated() {
            let before = folded.count
            appendFolded(character, to: &folded, lastWasSpace: &lastWasSpace)
            origins.append(contentsOf: repeatElement(offset, count: folded.count - before))
        }
        return (folded, origins)
    }

    private static func appendFolded<Scalars: RangeReplaceableCollection>(
        _ character: Character, to folded: inout Scalars, lastWasSpace: inout Bool
    ) where Scalars.Element == Unicode.Scalar {
        if character.isWhitespace {
            if !lastWasSpace { folded.append(" ") }
            lastWasSpace = true
            return
        }
        if character == "\u{00AD}" { return }
        // Most of a book is ASCII: fold it without building strings.
        if let ascii = character.asciiValue {
            let lower = ascii >= 65 && ascii <= 90 ? ascii + 32 : ascii
            folded.append(Unicode.Scalar(lower))
            lastWasSpace = false
            return
        }
        let decomposed = String(character).decomposedStringWithCompatibilityMapping.lowercased()
        for scalar in decomposed.unicodeScalars where !isMark(scalar) {
            folded.append(scalar)
            lastWasSpace = false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
