import Foundation

/// Locale-aware, case- and diacritic-insensitive ordering for many titles at once, fast enough for 10,000 rows.
///
/// Foundation's `compare(_:options:range:locale:)` costs about 2 µs a call on Linux whatever the string length
/// (it sets up an ICU collator each time), so sorting 10,000 titles with it takes over 250 ms. Instead we ask
/// the locale to order only the distinct characters that occur in the titles (a few hundred at most), give each
/// a rank (characters the locale finds equal, such as "e" and "é", share it), and compare titles as arrays of
/// ranks. This keeps per-letter tailoring ("å" after "z" in Swedish, before it in English) and drops only
/// multi-letter tailoring (traditional Spanish "ll"), which no reader will miss in a book list.
/// Runs of decimal digits compare by value, so "Volume 2" comes before "Volume 10".
struct LibraryCollation {
    typealias Key = [UInt32]

    private let ranks: [Character: UInt32]
    /// Key values of the ASCII characters (index = byte), so all-ASCII titles skip grapheme breaking and hashing.
    private let asciiValues: [UInt32]
    private let numberMarker: UInt32

    /// Prepares ranks for every character in `strings`, ordered by `locale`.
    init(strings: some Sequence<String>, locale: Locale) {
        // Every ASCII character is ranked, whether it occurs or not, so the ASCII table is complete.
        var characters = Set((1...127).map { Character(Unicode.Scalar(UInt8($0))) }.filter { !Self.isDigit($0) })
        characters.insert("0")
        for string in strings {
            for character in string.lowercased() where !Self.isDigit(character) { characters.insert(character) }
        }
        // Order with case folded but accents kept, then merge neighbours that differ only by accents. Asking
        // Foundation for an accent-insensitive order directly is not transitive: in Swedish it finds "a" = "å"
        // yet "a" < "z" < "å". Merging neighbours only keeps "å" a letter of its own after "z" in Swedish,
        // while in English "a", "á" and "å" end up side by side and share a rank.
        let order = { (lhs: Character, rhs: Character, options: String.CompareOptions) in
            String(lhs).compare(String(rhs), options: options, range: nil, locale: locale)
        }
        let ordered = characters.sorted { order($0, $1, .caseInsensitive) == .orderedAscending }
        var ranks: [Character: UInt32] = [:]
        var rank: UInt32 = 0
        for (index, character) in ordered.enumerated() {
            let accentsOnly: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
            if index > 0, order(ordered[index - 1], character, accentsOnly) != .orderedSame { rank += 1 }
            ranks[character] = rank
        }
        self.ranks = ranks
        asciiValues = (0...127).map { byte in
            let character = Character(Unicode.Scalar(UInt8(byte)))
            return ranks[character].map { 2 * ($0 + 1) } ?? 0
        }
        // Characters use even values and numbers the odd value just above "0": never equal, same place as digits.
        numberMarker = 2 * (ranks["0"] ?? 0) + 3
    }

    /// The sort key of `string`; keys compare with `lexicographicallyPrecedes`.
    /// Characters not seen at construction sort after all known ones, by scalar value.
    func key(for string: String) -> Key {
        if let key = asciiKey(for: string) { return key }
        var key: Key = []
        key.reserveCapacity(string.utf8.count)
        var inNumber = false
        var digits: [UInt32] = []  // the run's digits without leading zeros
        func endNumber() {
            guard inNumber else { return }
            // Marker, then the count of significant digits, then the digits: shorter numbers are smaller.
            key.append(numberMarker)
            key.append(UInt32(digits.count))
            key.append(contentsOf: digits)
            digits.removeAll(keepingCapacity: true)
            inNumber = false
        }
        for character in string.lowercased() {
            if Self.isDigit(character), let value = character.wholeNumberValue {
                inNumber = true
                if !(digits.isEmpty && value == 0) { digits.append(UInt32(value)) }
                continue
            }
            endNumber()
            if let rank = ranks[character] {
                key.append(2 * (rank + 1))
            } else {
                key.append(UInt32.max / 2 + (character.unicodeScalars.first?.value ?? 0))
            }
        }
        endNumber()
        return key
    }

    /// The key of an all-ASCII string from its bytes (same values as the general path); `nil` for other strings.
    private func asciiKey(for string: String) -> Key? {
        var key: Key = []
        var result: Key?
        string.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return }
            key.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                var byte = bytes[index]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
                    let start = index
                    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                        index += 1
                    }
                    key.append(numberMarker)
                    key.append(UInt32(index - start))
                    for digit in bytes[start..<index] { key.append(UInt32(digit - UInt8(ascii: "0"))) }
                    continue
                }
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                key.append(asciiValues[Int(byte)])
                index += 1
            }
            result = key
        }
        return result
    }

    /// Compares two keys, three-way.
    static func compare(_ lhs: Key, _ rhs: Key) -> ComparisonResult {
        if lhs == rhs { return .orderedSame }
        return lhs.lexicographicallyPrecedes(rhs) ? .orderedAscending : .orderedDescending
    }

    private static func isDigit(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.numericType == .decimal
    }
}
