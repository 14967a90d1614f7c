/// The sample book as plain data: the typesetter knows nothing about what the book says,
/// and the text files know nothing about pages.
struct Book: Sendable {
    /// One run of text that the typesetter treats as a unit.
    enum Block: Sendable, Equatable {
        /// Body text, wrapped and set left-aligned.
        case paragraph(String)
        /// A small heading inside a chapter; kept on the same page as what follows it.
        case subheading(String)
        /// Two columns, e.g. a key and what it does.
        case table([Row])
        /// Lines set in a monospaced face exactly as written (paths, a file's contents).
        case code([String])
    }

    /// One line of a two-column table.
    struct Row: Sendable, Equatable {
        var key: String
        var meaning: String
    }

    /// A chapter: a title drawn large on its first page, then its blocks.
    struct Chapter: Sendable {
        var title: String
        var blocks: [Block]

        /// Builds a chapter from lightly marked-up text, so the prose files read like prose.
        /// Blocks are separated by blank lines. A block starting with `## ` is a subheading, a block whose
        /// lines all contain ` :: ` is a table, and a block whose lines all start with `| ` is code.
        /// Anything else is a paragraph whose line breaks are only source formatting.
        init(_ title: String, _ text: String) {
            self.title = title
            self.blocks = Chapter.parse(text)
        }

        static func parse(_ text: String) -> [Block] {
            var blocks: [Block] = []
            var lines: [Substring] = []
            func flush() {
                if !lines.isEmpty { blocks.append(block(from: lines)) }
                lines.removeAll()
            }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.allSatisfy(\.isWhitespace) { flush() } else { lines.append(line) }
            }
            flush()
            return blocks
        }

        private static func block(from lines: [Substring]) -> Block {
            if lines[0].hasPrefix("## ") {
                return .subheading(typographic(String(lines.joined(separator: " ").dropFirst(3))))
            }
            if lines.allSatisfy({ $0.hasPrefix("| ") || $0 == "|" }) {
                return .code(lines.map { String($0.dropFirst(2)) })
            }
            if lines.allSatisfy({ $0.contains(" :: ") }) {
                return .table(lines.map { line in
                    let halves = line.split(separator: " :: ", maxSplits: 1)
                    return Row(key: typographic(trimmed(halves[0])), meaning: typographic(trimmed(halves[1])))
                })
            }
            return .paragraph(typographic(lines.map(trimmed).joined(separator: " ")))
        }

        /// Curly quotes and apostrophes, so the source can use plain ASCII ones. Code is left as written.
        private static func typographic(_ text: String) -> String {
            var result = ""
            var previous: Character = " "
            for character in text {
                switch character {
                case "'": result.append("\u{2019}")
                case "\"": result.append(previous.isWhitespace || previous == "(" ? "\u{201C}" : "\u{201D}")
                default: result.append(character)
                }
                previous = character
            }
            return result
        }

        private static func trimmed(_ text: Substring) -> String {
            String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
    }

    /// A part: its own title page, then its chapters.
    struct Part: Sendable {
        /// The short label used in the contents sidecar, e.g. "BOOK I".
        var label: String
        /// The name set under the label on the part's title page, e.g. "Reading".
        var name: String
        var chapters: [Chapter]
    }

    var title: String
    var subtitle: String
    var author: String
    var subject: String
    var parts: [Part]
}
