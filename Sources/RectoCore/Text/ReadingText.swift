/// Turns a page's text as a PDF library extracts it (every printed line ending in a line break) into text in
/// reading order as a person reads it: a word hyphenated at a line end is whole again, the lines of a paragraph
/// run on, and paragraphs stay apart. Screen readers get this, and so will copying and searching.
///
/// Every page of a book passes through here before a search, so it works on the UTF-8 bytes: lines are copied
/// whole, and only the scalars at their ends are decoded, for the rules look at nothing else.
public enum ReadingText {
    /// Line ends that close a sentence; a short line ending in one ends its paragraph.
    private static let sentenceEnds: Set<Unicode.Scalar> = [".", "!", "?", ":", "\"", "”", "’", "»", "…", ")"]
    /// Hyphens a word may be broken with at a line end: ASCII, Unicode hyphen, and the soft hyphen (U+00AD).
    private static let hyphens: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{00AD}"]
    /// A line shorter than this share of the page's longest line, ending a sentence, ends a paragraph.
    private static let shortLineShare = 0.8

    /// The page's text with paragraphs separated by one line break and nothing else broken.
    public static func join(_ extracted: String) -> String {
        var extracted = extracted
        return extracted.withUTF8 { bytes in
            let lines = Lines(bytes)
            let longest = lines.ranges.map { lines.scalarCount($0) }.max() ?? 0
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            var paragraph = Paragraph()
            for line in lines.ranges {
                if line.isEmpty {
                    paragraph.finish()
                    continue
                }
                paragraph.append(line, of: lines, to: &text)
                if let last = lines.lastScalar(of: line), sentenceEnds.contains(last),
                   Double(lines.scalarCount(line)) < Double(longest) * shortLineShare {
                    paragraph.finish()
                }
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// A page's lines, as byte ranges of its UTF-8 without the spaces and tabs around them.
    private struct Lines {
        let bytes: UnsafeBufferPointer<UInt8>
        private(set) var ranges: [Range<Int>] = []

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            var start = 0, index = 0
            while index < bytes.count {
                guard let length = newlineLength(at: index) else {
                    index += 1
                    continue
                }
                ranges.append(trimmed(start..<index))
                index += length
                start = index
            }
            ranges.append(trimmed(start..<bytes.count))
        }

        /// The length of the line end at `index` ("\r\n" is one), if there is one: ASCII line ends, NEL, and
        /// the Unicode line and paragraph separators.
        private func newlineLength(at index: Int) -> Int? {
            let byte = bytes[index]
            switch byte {
            case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0x0A...0x0C: return 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): return 3
            default: return nil
            }
        }

        /// `range` without spaces, tabs and no-break spaces (C2 A0) at either end.
        private func trimmed(_ range: Range<Int>) -> Range<Int> {
            var lower = range.lowerBound, upper = range.upperBound
            while lower < upper {
                if bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
                else if bytes[lower] == 0xC2, lower + 1 < upper, bytes[lower + 1] == 0xA0 { lower += 2 }
                else { break }
            }
            while upper > lower {
                if bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
                else if bytes[upper - 1] == 0xA0, upper - 2 >= lower, bytes[upper - 2] == 0xC2 { upper -= 2 }
                else { break }
            }
            return lower..<upper
        }

        /// How many scalars `range` holds: its bytes that start one.
        func scalarCount(_ range: Range<Int>) -> Int {
            var count = 0
            for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
            return count
        }

        /// The scalar ending at `end` and where it starts.
        func scalar(endingAt end: Int, from lower: Int) -> (scalar: Unicode.Scalar, start: Int)? {
            guard end > lower else { return nil }
            var start = end - 1
            while start > lower, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return decode(start..<end).map { ($0, start) }
        }

        func lastScalar(of range: Range<Int>) -> Unicode.Scalar? {
            scalar(endingAt: range.upperBound, from: range.lowerBound)?.scalar
        }

        func firstScalar(of range: Range<Int>) -> Unicode.Scalar? {
            guard !range.isEmpty else { return nil }
            var end = range.lowerBound + 1
            while end < range.upperBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return decode(range.lowerBound..<end)
        }

        private func decode(_ range: Range<Int>) -> Unicode.Scalar? {
            var iterator = UnsafeBufferPointer(rebasing: bytes[range]).makeIterator()
            var decoder = UTF8()
            if case let .scalarValue(scalar) = decoder.decode(&iterator) { return scalar }
            return nil
        }
    }

    /// Where the text's last paragraph stands, so that the next line knows how to join it.
    private struct Paragraph {
        /// The paragraph's last two scalars; nil when it has none yet.
        private var last: Unicode.Scalar?
        private var beforeLast: Unicode.Scalar?
        /// Whether a paragraph was written before this one: the next line starts on a new line.
        private var needsBreak = false

        /// `line` after the paragraph: glued on without its hyphen when it continues a hyphenated word, else
        /// after a space; on a new line after a finished paragraph.
        mutating func append(_ line: Range<Int>, of lines: Lines, to text: inout [UInt8]) {
            let ending = lines.scalar(endingAt: line.upperBound, from: line.lowerBound)
            let previous = ending.flatMap { lines.scalar(endingAt: $0.start, from: line.lowerBound)?.scalar }
            defer {
                beforeLast = previous ?? last
                last = ending?.scalar
            }
            if let last {
                if hyphens.contains(last), let beforeLast, isLetter(beforeLast),
                   let first = lines.firstScalar(of: line) {
                    // "exam-" + "ple" is one word; "Jean-" + "Paul" keeps its hyphen; a soft hyphen is never printed.
                    if last == "\u{00AD}" || first.properties.isLowercase {
                        text.removeLast(UTF8.width(last))
                    }
                } else if !hyphens.contains(last) {
                    text.append(0x20)
                }
            } else if needsBreak {
                text.append(0x0A)
            }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: lines.bytes[line]))
        }

        mutating func finish() {
            if last != nil { needsBreak = true }
            last = nil
            beforeLast = nil
        }

        private func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
            default: false
            }
        }
    }
}
