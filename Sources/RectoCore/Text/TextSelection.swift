/// Text the reader selected on a page: where it is drawn, and what Copy puts on the clipboard (hyphenated
/// line ends joined and paragraphs kept, as `ReadingText` reads pages).
public struct TextSelection: Equatable, Sendable {
    /// How a selection grows: by character as the pointer drags, by word on a double click, by line on a triple.
    public enum Unit: Sendable {
        case glyph, word, line

        /// The unit for a click counted `presses` times.
        public static func forPresses(_ presses: Int) -> Unit {
            presses >= 3 ? .line : presses == 2 ? .word : .glyph
        }
    }

    public let page: Int
    /// In top-left page points.
    public let areas: [PageRect]
    public let text: String

    public init(page: Int, areas: [PageRect], text: String) {
        self.page = page
        self.areas = areas
        self.text = text
    }

    public var isEmpty: Bool { text.isEmpty || areas.isEmpty }
}
