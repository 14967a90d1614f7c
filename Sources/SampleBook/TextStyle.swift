/// A face, a size and an ink: everything the toy cairo text API needs to set a run of text.
struct TextStyle: Sendable, Equatable {
    enum Family: String, Sendable {
        case serif = "DejaVu Serif"
        case sans = "DejaVu Sans"
        case mono = "DejaVu Sans Mono"
    }

    var family: Family
    var size: Double
    var bold = false
    var italic = false
    var ink: Ink = .text
    /// Extra space after every character, in points; the toy API has no tracking of its own.
    var tracking = 0.0
}

extension TextStyle {
    static let body = TextStyle(family: .serif, size: 9.6)
    static let tableKey = TextStyle(family: .sans, size: 8.6, bold: true)
    static let code = TextStyle(family: .mono, size: 8.2)
    static let subheading = TextStyle(family: .sans, size: 9.2, bold: true, ink: .accent)
    static let chapterLabel = TextStyle(family: .sans, size: 8.5, ink: .accent, tracking: 1.6)
    static let chapterTitle = TextStyle(family: .serif, size: 21, bold: true)
    static let footer = TextStyle(family: .sans, size: 7.6, ink: .quiet)
    static let footerTitle = TextStyle(family: .serif, size: 7.8, italic: true, ink: .quiet)
    static let partLabel = TextStyle(family: .sans, size: 11, ink: .accent, tracking: 3.5)
    static let partName = TextStyle(family: .serif, size: 26, bold: true)
    static let partChapter = TextStyle(family: .serif, size: 10, italic: true)
    static let partPage = TextStyle(family: .sans, size: 8.5, ink: .quiet)
    static let coverTitle = TextStyle(family: .serif, size: 27, bold: true)
    static let coverSubtitle = TextStyle(family: .serif, size: 11.5, italic: true, ink: .quiet)
    static let coverAuthor = TextStyle(family: .sans, size: 9, ink: .accent, tracking: 2.2)
}
