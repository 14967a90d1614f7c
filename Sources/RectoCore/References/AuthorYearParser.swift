import Foundation

/// Finds author–year citations and the entries of an alphabetical bibliography they lead to: "(Knuth 1984)",
/// "Knuth (1984)", "Knuth and Plass (1981)", "Smith et al. 2001a", "(Lamport, 1994; Knuth 1984)", "Knuth (1984,
/// 1986)"; and entries such as "Knuth, D. E. (1984). The TeXbook." at a line's start. Both are keyed by the first
/// author's surname, folded (case and accents), and the year with its letter: `ReferenceKey(.citation,
/// "knuth 1984a")`, so that a mention finds its entry. Ranges count Unicode scalars, as `PageTextLayout` does.
public enum AuthorYearParser {
    /// The author–year mentions and bibliography entries in a page's text (poppler's, one line per line).
    public static func scan(_ text: String, page: Int) -> [ReferenceOccurrence] {
        let source = text as NSString
        let whole = NSRange(location: 0, length: source.length)
        let offsets = ScalarOffsets(text)
        var found = entries(in: text, source: source, whole: whole, offsets: offsets, page: page)
        for match in Patterns.shared.mention.matches(in: text, range: whole) {
            let authors = source.substring(with: match.range(at: 1))
            guard let surname = firstSurname(authors) else { continue }
            // The first year names the whole "Knuth (1984"; later ones in a list ("1984, 1986") only themselves.
            var years = [(match.range(at: 2), NSRange(location: match.range.location,
                                                       length: NSMaxRange(match.range(at: 2)) - match.range.location))]
            let list = match.range(at: 3)
            if list.length > 0 {
                for more in Patterns.shared.year.matches(in: text, range: list) {
                    years.append((more.range, more.range))
                }
            }
            for (year, range) in years {
                let occurrence = ReferenceOccurrence(
                    key: key(surname, source.substring(with: year)), page: page, range: offsets.scalars(range),
                    isDefinition: false)
                if !found.contains(where: { $0.range.overlaps(occurrence.range) }) { found.append(occurrence) }
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The key of a work by `surname` (as printed) in `year` ("1984a").
    public static func key(_ surname: String, _ year: String) -> ReferenceKey {
        ReferenceKey(.citation, fold(surname) + " " + year.lowercased())
    }

    /// The bibliography's entries on the page, when they are alphabetical: two or more in order of their first
    /// authors, or one under a heading that names a bibliography. Elsewhere "Smith, J. 1984" is not an entry.
    private static func entries(
        in text: String, source: NSString, whole: NSRange, offsets: ScalarOffsets, page: Int
    ) -> [ReferenceOccurrence] {
        var entries: [(surname: String, occurrence: ReferenceOccurrence)] = []
        for match in Patterns.shared.entry.matches(in: text, range: whole) {
            let surname = source.substring(with: match.range(at: 1))
            let range = NSRange(location: match.range(at: 1).location,
                                length: NSMaxRange(match.range(at: 2)) - match.range(at: 1).location)
            entries.append((fold(surname), ReferenceOccurrence(
                key: key(surname, source.substring(with: match.range(at: 2))), page: page,
                range: offsets.scalars(range), isDefinition: true)))
        }
        let inOrder = zip(entries, entries.dropFirst()).filter { $0.surname <= $1.surname }.count
        let alphabetical = entries.count >= 2 ? inOrder * 5 >= (entries.count - 1) * 4
            : entries.count == 1 && Patterns.shared.bibliographyHeading.firstMatch(in: text, range: whole) != nil
        return alphabetical ? entries.map(\.occurrence) : []
    }

    /// The first author's surname in "Knuth and Plass", "van der Berg et al.", "Lamport,": particles kept.
    static func firstSurname(_ authors: String) -> String? {
        let words = authors.split { $0.isWhitespace || $0 == "," }
        var surname: [Substring] = []
        for word in words {
            surname.append(word)
            if let first = word.first, first.isUppercase { break }
        }
        guard let last = surname.last, last.first?.isUppercase == true else { return nil }
        return surname.joined(separator: " ")
    }

    /// A surname as a key: lower case, accents and apostrophes taken off, particles and parts joined.
    static func fold(_ surname: String) -> String {
        let plain = surname.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return String(plain.unicodeScalars.filter { CharacterSet.letters.contains($0) }.map(Character.init))
    }
}

/// The expressions `AuthorYearParser` matches with, compiled once.
private final class Patterns: Sendable {
    static let shared = Patterns()

    /// Authors, then a year or a list of years, in parentheses or not: "Knuth and Plass (1981)".
    let mention: NSRegularExpression
    /// A year in a list.
    let year: NSRegularExpression
    /// An entry at a line's start: "Knuth, D. E. (1984).", "Lamport, Leslie. 1994.", "Smith, J., Jones, K., 2001a."
    let entry: NSRegularExpression
    /// "References", "Bibliography", "Literatur" alone on a line.
    let bibliographyHeading: NSRegularExpression

    private init() {
        let particle = #"(?:(?:van|von|de|der|den|di|du|da|del|dos|la|le|ten|ter)\s+)"#
        let name = particle + #"*\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)?"#
        let year = #"(1[5-9]\d\d[a-z]?|20\d\d[a-z]?)"#
        let authors = "(" + name + #"(?:\s+et\s+al\.?|(?:,\s+"# + name + #")*,?\s+(?:and|&|und)\s+"# + name + ")?)"
        mention = Self.make(#"(?<![\p{L}\p{N}])"# + authors + #",?\s+\(?"# + year + #"((?:,\s*"# + year
            + #")*)(?![\p{L}\p{N}])"#)
        self.year = Self.make(year)
        // The surname, then initials or given names (up to a line's end), then within the line the year.
        entry = Self.make(#"(?m)^[ \t]*("# + name + #"),[ \t]+\p{Lu}[^\n]{0,160}?[ \t(]"# + year
            + #"(?=[).,;:])"#)
        bibliographyHeading = Self.make(
            #"(?mi)^[ \t]*(references|bibliography|works cited|literatur|literaturverzeichnis)[ \t]*$"#)
    }

    private static func make(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants: a failure is a programming error caught by the unit tests.
        // swiftlint:disable:next force_try
        try! NSRegularExpression(pattern: pattern)
    }
}
