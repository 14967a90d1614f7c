import Foundation

/// The locale rules of an indexed list: how titles are folded, which section each belongs to, and how sections
/// and titles are ordered.
///
/// Titles are folded with Foundation (`folding(options:locale:)`: case, accents and width ignored), so "Émile"
/// sorts beside "Emile" under "E" and a full-width "Ａ" counts as "A". Folding through Foundation costs about
/// two microseconds a call, too slow for 100,000 titles, so the collation folds every scalar of the common
/// alphabets (`tableRanges`) once, through Foundation with the same locale, and composes titles made only of
/// those scalars from that table; any other title goes through Foundation whole. Sorting uses the folded prefix of
/// each title (`prefixLength` scalars); titles that fold the same are ordered by a locale comparison
/// (`compare(_:options:range:locale:)`), so the order is total and the same however the list was built.
public struct IndexCollation: Sendable {
    /// The locale whose folding and comparison rules apply.
    public let locale: Locale

    /// How many scalars of a title take part in the folded sort key; longer titles that share it are ordered
    /// by comparing the whole titles.
    public static let prefixLength = 32

    /// The options used to fold titles for sorting and grouping.
    public static let foldingOptions: String.CompareOptions = [
        .caseInsensitive, .diacriticInsensitive, .widthInsensitive,
    ]

    /// The scalar ranges folded through the table: Latin-1 and Latin Extended-A, Greek and Cyrillic, kana.
    static let tableRanges: [Range<UInt32>] = [0x0000..<0x0180, 0x0370..<0x0530, 0x3040..<0x3100]

    /// Marks a scalar whose folding the table does not hold.
    private static let untabled = UInt64.max

    /// For each scalar of `tableRanges`, in order: its folded UTF-8 packed as length (low byte) and up to seven
    /// bytes, or `untabled`.
    private let table: [UInt64]

    /// Creates the rules for `locale` (the reader's locale by default).
    public init(locale: Locale = .current) {
        self.locale = locale
        table = Self.tableRanges.joined().map { value in
            guard let scalar = Unicode.Scalar(value) else { return Self.untabled }
            // A combining mark folds differently alone than after its base letter.
            if case .nonspacingMark = scalar.properties.generalCategory { return Self.untabled }
            let folded = Array(String(scalar).folding(options: Self.foldingOptions, locale: locale).utf8)
            guard folded.count < 8 else { return Self.untabled }
            return folded.reversed().reduce(0) { $0 << 8 | UInt64($1) } << 8 | UInt64(folded.count)
        }
    }

    /// The folded prefix of `title` that orders it: lowercase, accents and width removed, by this locale's rules.
    public func foldedPrefix(of title: String) -> String {
        String(decoding: fold(title), as: UTF8.self)
    }

    /// The section `title` is grouped under.
    public func sectionKey(forTitle title: String) -> IndexSectionKey {
        sectionKey(folded: fold(title))
    }

    /// The section an index letter stands for ("A", "#", "Ж"); letters are folded like titles, so "é" is "E".
    public func sectionKey(forIndexLetter letter: String) -> IndexSectionKey {
        sectionKey(forTitle: letter)
    }

    /// Orders two sections: Latin letters A–Z, then other scripts by the locale's order, then "#".
    public func compareSections(_ lhs: IndexSectionKey, _ rhs: IndexSectionKey) -> ComparisonResult {
        if lhs.group != rhs.group { return lhs.group < rhs.group ? .orderedAscending : .orderedDescending }
        if lhs.title == rhs.title { return .orderedSame }
        if lhs.group == .otherScript {
            let localized = lhs.title.compare(rhs.title, options: [], range: nil, locale: locale)
            if localized != .orderedSame { return localized }
        }
        return lhs.title < rhs.title ? .orderedAscending : .orderedDescending
    }

    /// Computes the sort key of a title.
    func key(forTitle title: String) -> IndexKey {
        IndexKey(folded: fold(title), title: title)
    }

    /// The section of a title with this key.
    func sectionKey(of key: IndexKey) -> IndexSectionKey {
        sectionKey(folded: key.folded)
    }

    /// Orders two keys of the same section: by folded text, then by the whole titles in the locale's order
    /// (which tells case and accents apart), then by code points. `.orderedSame` only for equal titles.
    func compareKeys(_ lhs: IndexKey, _ rhs: IndexKey) -> ComparisonResult {
        let folded = IndexKey.compareFolded(lhs, rhs)
        if folded != 0 { return folded < 0 ? .orderedAscending : .orderedDescending }
        if lhs.title == rhs.title { return .orderedSame }
        let localized = lhs.title.compare(rhs.title, options: [], range: nil, locale: locale)
        if localized != .orderedSame { return localized }
        return lhs.title < rhs.title ? .orderedAscending : .orderedDescending
    }

    /// Folded UTF-8 of the first `prefixLength` scalars of `title`.
    func fold(_ title: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(title.utf8.count, 2 * Self.prefixLength))
        var taken = 0
        for scalar in title.unicodeScalars {
            if taken == Self.prefixLength { break }
            var entry = tableEntry(scalar.value)
            if entry == Self.untabled { return foundationFold(title) }
            var length = entry & 0xFF
            while length > 0 {
                entry >>= 8
                bytes.append(UInt8(truncatingIfNeeded: entry))
                length -= 1
            }
            taken += 1
        }
        return bytes
    }

    private func tableEntry(_ value: UInt32) -> UInt64 {
        if value < 0x80 { return table[Int(value)] }
        var offset = 0
        for range in Self.tableRanges {
            if value < range.lowerBound { break }
            if value < range.upperBound { return table[offset + Int(value - range.lowerBound)] }
            offset += range.count
        }
        return Self.untabled
    }

    private func foundationFold(_ title: String) -> [UInt8] {
        let scalars = title.unicodeScalars
        let end = scalars.index(scalars.startIndex, offsetBy: Self.prefixLength, limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        let prefix = String(scalars[..<end])
        return Array(prefix.folding(options: Self.foldingOptions, locale: locale).utf8)
    }

    /// The section of a folded title: its first character, uppercased without locale so that Turkish "i" and
    /// "ı" both land under "I"; basic Latin letters go to A–Z, other letters to their own section, the rest to "#".
    private func sectionKey(folded: [UInt8]) -> IndexSectionKey {
        guard let first = folded.first else { return .symbols }
        if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") {
            return IndexSectionKey.latinLetters[Int(first - UInt8(ascii: "a"))]
        }
        if first < 0x80 && !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) { return .symbols }
        guard let character = String(decoding: folded, as: UTF8.self).first, character.isLetter else {
            return .symbols
        }
        let upper = String(character).uppercased()
        if let scalar = upper.unicodeScalars.first, upper.unicodeScalars.count == 1,
           scalar.value >= UInt32(UInt8(ascii: "A")), scalar.value <= UInt32(UInt8(ascii: "Z")) {
            return IndexSectionKey.latinLetters[Int(scalar.value) - Int(UInt8(ascii: "A"))]
        }
        return IndexSectionKey(title: upper.first.map(String.init) ?? upper, group: .otherScript)
    }
}
