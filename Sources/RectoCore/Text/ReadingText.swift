/// Turns a page's text as a PDF library extracts it (every printed line ending in a line break) into text in
/// reading order as a person reads it: a word hyphenated at a line end is whole again, the lines of a paragraph
/// run on, and paragraphs stay apart. Screen readers get this, and so will copying and searching.
public enum ReadingText {
    /// Line ends that close a sentence; a short line ending in one ends its paragraph.
    private static let sentenceEnds: Set<Character> = [".", "!", "?", ":", "\"", "”", "’", "»", "…", ")"]
    /// Hyphens a word may be broken with at a line end: ASCII, Unicode hyphen, and the soft hyphen (U+00AD).
    private static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{00AD}"]
    /// A line shorter than this share of the page's longest line, ending a sentence, ends a paragraph.
    private static let shortLineShare = 0.8

    /// The page's text with paragraphs separated by one line break and nothing else broken.
    public static func join(_ extracted: String) -> String {
        let lines = extracted.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces() }
        let longest = lines.map(\.count).max() ?? 0
        var paragraphs: [String] = []
        var current = ""
        for line in lines {
            if line.isEmpty {
                finish(&current, into: &paragraphs)
                continue
            }
            append(line, to: &current)
            if endsParagraph(line, longest: longest) { finish(&current, into: &paragraphs) }
        }
        finish(&current, into: &paragraphs)
        return paragraphs.joined(separator: "\n")
    }

    /// `line` after `text`: glued on without its hyphen when it continues a hyphenated word, else after a space.
    /// In place, so a paragraph of many lines is not copied once a line.
    private static func append(_ line: String, to text: inout String) {
        guard let last = text.last else { text = line; return }
        guard hyphens.contains(last) else { text += " "; text += line; return }
        let beforeHyphen = text.dropLast().last
        guard let beforeHyphen, beforeHyphen.isLetter, let first = line.first else { text += line; return }
        // "exam-" + "ple" is one word; "Jean-" + "Paul" keeps its hyphen; a soft hyphen is never printed.
        if last == "\u{00AD}" || first.isLowercase { text.removeLast() }
        text += line
    }

    private static func endsParagraph(_ line: String, longest: Int) -> Bool {
        guard let last = line.last, sentenceEnds.contains(last) else { return false }
        return Double(line.count) < Double(longest) * shortLineShare
    }

    private static func finish(_ paragraph: inout String, into paragraphs: inout [String]) {
        if !paragraph.isEmpty { paragraphs.append(paragraph) }
        paragraph = ""
    }
}

private extension Substring {
    /// The line without the spaces and tabs around it.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
