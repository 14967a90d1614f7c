import Foundation

/// Finds the references in a page's text and the things they refer to: captions ("Figure 3: …", "Table 2.",
/// "Fig. 3.2 The …"), headings ("Chapter 7", "§ 4.1", "4.1 Results", "Appendix B"), theorem-like blocks
/// ("Lemma 3.1."), equation numbers at a line's right edge ("(3.7)"), bibliography entries ("[12] …",
/// "[Knu84] …"), author–year citations and alphabetical bibliographies (`AuthorYearParser`), and their mentions
/// in running text. Case does not matter; thin and non-breaking spaces count
/// as spaces; a word hyphenated over a line end ("Fig-/ure") and a number broken after its dot ("3./7") are
/// joined. Ranges count Unicode scalars of the text, as `PageTextLayout` does.
public enum ReferenceParser {
    /// The references and targets on a page with text `text` (poppler's, one line per line), in text order.
    public static func scan(_ text: String, page: Int) -> [ReferenceOccurrence] {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return [] }
        let source = text as NSString
        let whole = NSRange(location: 0, length: source.length)
        let offsets = ScalarOffsets(text)
        var found: [ReferenceOccurrence] = []

        for match in Patterns.shared.named.matches(in: text, range: whole) {
            guard let kind = Patterns.shared.kind(of: source.substring(with: match.range(at: 1))),
                  let labelRange = Range(match.range(at: 2)) else { continue }
            let label = normalized(source.substring(with: match.range(at: 2)))
            let range = offsets.scalars(match.range)
            let after = offsets.scalar(labelRange.upperBound + (match.range(at: 3).length))
            let defines = kind != .equation && startsLine(range.lowerBound, in: scalars)
                && endsHeading(after, in: scalars)
            found.append(ReferenceOccurrence(key: ReferenceKey(kind, label), page: page, range: range,
                                             isDefinition: defines))
        }
        for match in Patterns.shared.sectionSign.matches(in: text, range: whole) {
            let range = offsets.scalars(match.range)
            let defines = startsLine(range.lowerBound, in: scalars) && endsHeading(range.upperBound, in: scalars)
            found.append(ReferenceOccurrence(
                key: ReferenceKey(.section, normalized(source.substring(with: match.range(at: 1)))), page: page,
                range: range, isDefinition: defines))
        }
        for match in Patterns.shared.numberedHeading.matches(in: text, range: whole) {
            let range = offsets.scalars(match.range(at: 1))
            found.append(ReferenceOccurrence(
                key: ReferenceKey(.section, normalized(source.substring(with: match.range(at: 1)))), page: page,
                range: range, isDefinition: true))
        }
        for match in Patterns.shared.equation.matches(in: text, range: whole) {
            let range = offsets.scalars(match.range)
            // Already part of "Eq. (3.7)".
            if found.contains(where: { $0.range.overlaps(range) }) { continue }
            let label = normalized(source.substring(with: match.range(at: 1)))
            found.append(ReferenceOccurrence(key: ReferenceKey(.equation, label), page: page, range: range,
                                             isDefinition: endsLine(range.upperBound, in: scalars)))
        }
        for match in Patterns.shared.citation.matches(in: text, range: whole) {
            let inside = match.range(at: 1)
            let range = offsets.scalars(match.range)
            let defines = startsLine(range.lowerBound, in: scalars)
            var location = inside.location
            for part in source.substring(with: inside).split(separator: ",", omittingEmptySubsequences: false) {
                let piece = String(part)
                defer { location += (piece as NSString).length + 1 }
                let label = piece.trimmingCharacters(in: .whitespacesAndNewlines)
                guard Patterns.isCitationLabel(label) else { continue }
                let lead = (piece as NSString).length - (piece.drop { $0.isWhitespace } as Substring).utf16.count
                let labelRange = NSRange(location: location + lead, length: (label as NSString).length)
                found.append(ReferenceOccurrence(
                    key: ReferenceKey(.citation, label), page: page,
                    range: defines ? range : offsets.scalars(labelRange), isDefinition: defines))
            }
        }
        // "Knuth (1984)" is a citation, not a mention of equation (1984).
        let authorYear = AuthorYearParser.scan(text, page: page)
        found.removeAll { old in old.key.kind == .equation && authorYear.contains { $0.range.overlaps(old.range) } }
        found += authorYear.filter { new in !found.contains { $0.range.overlaps(new.range) } }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The reference at character `offset` (Unicode scalars) of `text` (the page's reading text, where the
    /// caret is), a mention before a definition; nil when the caret is on none.
    public static func reference(in text: String, at offset: Int) -> ReferenceKey? {
        let found = scan(text, page: 0).filter { $0.range.contains(offset) || $0.range.upperBound == offset }
        return (found.first { !$0.isDefinition } ?? found.first)?.key
    }

    /// A label as a key: line breaks and spaces taken out ("3.\n7" is "3.7").
    static func normalized(_ label: String) -> String {
        String(label.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }

    /// Whether only blanks stand between the line's start and `index`.
    static func startsLine(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var position = index - 1
        while position >= 0, scalars[position] != "\n" {
            guard scalars[position].properties.isWhitespace else { return false }
            position -= 1
        }
        return true
    }

    /// Whether only blanks stand between `index` and the line's end.
    static func endsLine(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var position = index
        while position < scalars.count, scalars[position] != "\n" {
            guard scalars[position].properties.isWhitespace else { return false }
            position += 1
        }
        return true
    }

    /// Whether what follows a label at a line's start makes it a caption or heading: the line's end, a colon,
    /// a full stop, a dash or bar, or a capitalised word ("Fig. 3.2 The layout"); not a sentence going on
    /// ("Figure 3 shows").
    static func endsHeading(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard index < scalars.count else { return true }
        let next = scalars[index]
        if next == "\n" || ":.|—–-".unicodeScalars.contains(next) { return true }
        guard next.properties.isWhitespace else { return false }
        var position = index
        while position < scalars.count, scalars[position].properties.isWhitespace, scalars[position] != "\n" {
            position += 1
        }
        guard position < scalars.count else { return true }
        let first = scalars[position]
        return first == "\n" || first.properties.isUppercase || first == "(" || first == "["
    }
}

/// The expressions `ReferenceParser` matches with, compiled once.
private final class Patterns: Sendable {
    static let shared = Patterns()

    /// A kind's word, a label (optionally in parentheses), e.g. "Fig. 3.2", "Table\u{A0}2", "Eq. (3.7)".
    let named: NSRegularExpression
    /// "§ 4.1", "§4.1".
    let sectionSign: NSRegularExpression
    /// "4.1 Results" at a line's start: a numbered heading.
    let numberedHeading: NSRegularExpression
    /// "(3.7)", "(12)", "(2a)".
    let equation: NSRegularExpression
    /// "[12]", "[3, 12]", "[Knu84]".
    let citation: NSRegularExpression
    private let kinds: [String: ReferenceKind]

    private static let label = #"(\d+(?:\.\n?\d+)*[a-z]?|[A-Z](?:\.\d+)+|[IVXLC]+|[A-Z])"#
    private static let space = #"[\s\u00A0\u2009\u202F]"#

    private init() {
        var kinds: [String: ReferenceKind] = [:]
        var alternatives: [String] = []
        for kind in ReferenceKind.allCases {
            let (full, abbreviated) = kind.words
            for word in full {
                kinds[word] = kind
                // A word may be hyphenated over a line's end anywhere.
                alternatives.append(word.map { String($0) }.joined(separator: "(?:-\\n)?"))
            }
            for word in abbreviated {
                kinds[word + "."] = kind
                alternatives.append(word + "\\.")
            }
        }
        self.kinds = kinds
        let words = alternatives.sorted { $0.count > $1.count }.joined(separator: "|")
        let space = Self.space, label = Self.label
        named = Self.make(#"(?<![\p{L}\p{N}])((?i:"# + words + #"))"# + space + #"*\(?"# + label
            + #"(\)?)(?![\p{L}\p{N}])"#)
        sectionSign = Self.make(#"§"# + space + #"*(\d+(?:\.\n?\d+)*)(?![\p{L}\p{N}])"#)
        numberedHeading = Self.make(#"(?m)^[ \t]*(\d+(?:\.\d+)+)\.?[ \t]+(?=\p{Lu})"#)
        equation = Self.make(#"\((\d+(?:\.\d+)*[a-z]?)\)"#)
        citation = Self.make(#"\[([^\[\]\n]{1,60})\]"#)
    }

    private static func make(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants: a failure is a programming error caught by the unit tests.
        // swiftlint:disable:next force_try
        try! NSRegularExpression(pattern: pattern)
    }

    /// The kind a matched word names ("Fig.", "Abbildung", "Fig-\nure").
    func kind(of word: String) -> ReferenceKind? {
        let plain = word.lowercased().replacingOccurrences(of: "-\n", with: "")
        return kinds[plain]
    }

    /// A bibliography label: a number, or letters and digits ("Knu84", "GHJV95", "Knuth1984a").
    static func isCitationLabel(_ label: String) -> Bool {
        guard !label.isEmpty, label.count <= 16 else { return false }
        if label.allSatisfy(\.isASCIIDigit) { return true }
        let letters = label.prefix { $0.isLetter }
        let rest = label.dropFirst(letters.count)
        return !letters.isEmpty && (2...4).contains(rest.prefix { $0.isASCIIDigit }.count)
            && rest.drop { $0.isASCIIDigit }.allSatisfy { $0.isLetter || $0 == "+" }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
