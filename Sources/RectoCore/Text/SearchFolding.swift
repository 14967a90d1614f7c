/// The form in which text is compared when searching a book: case folded, accents and other marks dropped
/// ("Étude" matches "etude"), compatibility forms taken apart (the ligature "ﬁ" is "fi"), soft hyphens gone
/// and every run of white space one space. The same folding is applied to the query and to the page.
///
/// It works on Unicode scalars, not `Character`s: marks are dropped anyway, so grapheme clusters need not be
/// found, and a book's mostly ASCII text folds a byte at a time.
public enum SearchFolding {
    /// `text` folded for comparison.
    public static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        var lastWasSpace = true
        for scalar in text.unicodeScalars {
            appendFolded(scalar, to: &folded, lastWasSpace: &lastWasSpace)
        }
        if lastWasSpace, folded.last == " " { folded.removeLast() }
        return String(folded)
    }

    /// `text` folded, with the offset (in Unicode scalars of `text`) each folded scalar came from, so that a
    /// match found in the folded text can be shown in the original.
    public static func foldWithOrigins(_ text: String) -> (folded: [Unicode.Scalar], origins: [Int]) {
        // An array, not a scalar view: its count is constant time, read once per scalar here.
        var folded: [Unicode.Scalar] = []
        folded.reserveCapacity(text.utf8.count)
        var origins: [Int] = []
        origins.reserveCapacity(text.utf8.count)
        var lastWasSpace = true
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let before = folded.count
            appendFolded(scalar, to: &folded, lastWasSpace: &lastWasSpace)
            origins.append(contentsOf: repeatElement(offset, count: folded.count - before))
        }
        return (folded, origins)
    }

    private static func appendFolded<Scalars: RangeReplaceableCollection>(
        _ scalar: Unicode.Scalar, to folded: inout Scalars, lastWasSpace: inout Bool
    ) where Scalars.Element == Unicode.Scalar {
        // Most of a book is ASCII: fold it without building strings.
        if scalar.isASCII {
            let value = UInt8(scalar.value)
            if value == 32 || (9...13).contains(value) {
                if !lastWasSpace { folded.append(" ") }
                lastWasSpace = true
                return
            }
            folded.append(Unicode.Scalar(value >= 65 && value <= 90 ? value + 32 : value))
            lastWasSpace = false
            return
        }
        if scalar.properties.isWhitespace {
            if !lastWasSpace { folded.append(" ") }
            lastWasSpace = true
            return
        }
        if scalar == "\u{00AD}" || isMark(scalar) { return }
        let decomposed = String(scalar).decomposedStringWithCompatibilityMapping.lowercased()
        for part in decomposed.unicodeScalars where !isMark(part) {
            folded.append(part)
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
