/// The form in which text is compared when searching a book: case folded, accents and other marks dropped
/// ("Étude" matches "etude"), compatibility forms taken apart (the ligature "ﬁ" is "fi"), soft hyphens gone
/// and every run of white space one space. The same folding is applied to the query and to the page.
///
/// It works on Unicode scalars, not `Character`s: marks are dropped anyway, so grapheme clusters need not be
/// found, and a book's mostly ASCII text folds a byte at a time.
public enum SearchFolding {
    /// `text` folded for comparison.
    public static func fold(_ text: String) -> String {
        // Over the UTF-8 bytes: a book's mostly ASCII text folds a byte at a time, and only the rest is decoded.
        var text = text
        return text.withUTF8 { bytes in
            var folded = FoldedBytes()
            folded.bytes.reserveCapacity(bytes.count)
            var lastWasSpace = true
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte >= 0x80 else {
                    folded.appendASCII(byte, lastWasSpace: &lastWasSpace)
                    index += 1
                    continue
                }
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var iterator = UnsafeBufferPointer(rebasing: bytes[index..<min(index + length, bytes.count)])
                    .makeIterator()
                var decoder = UTF8()
                if case let .scalarValue(scalar) = decoder.decode(&iterator) {
                    appendFolded(scalar, to: &folded, lastWasSpace: &lastWasSpace)
                }
                index += length
            }
            if lastWasSpace, folded.bytes.last == 32 { folded.bytes.removeLast() }
            return String(decoding: folded.bytes, as: UTF8.self)
        }
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

    private static func appendFolded<Folded: FoldedText>(
        _ scalar: Unicode.Scalar, to folded: inout Folded, lastWasSpace: inout Bool
    ) {
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

/// Where folded scalars go: an array of them (with their origins), or UTF-8 bytes.
private protocol FoldedText {
    mutating func append(_ scalar: Unicode.Scalar)
}

extension Array: FoldedText where Element == Unicode.Scalar {}

/// Folded text as UTF-8 bytes.
private struct FoldedBytes: FoldedText {
    var bytes: [UInt8] = []

    /// An ASCII byte folded: lower case, and white space run into one space.
    mutating func appendASCII(_ byte: UInt8, lastWasSpace: inout Bool) {
        if byte == 32 || (9...13).contains(byte) {
            if !lastWasSpace { bytes.append(32) }
            lastWasSpace = true
        } else {
            bytes.append(byte >= 65 && byte <= 90 ? byte + 32 : byte)
            lastWasSpace = false
        }
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            bytes.append(UInt8(scalar.value))
        } else {
            bytes.append(contentsOf: UTF8.encode(scalar)!)
        }
    }
}
