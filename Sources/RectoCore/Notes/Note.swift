import Foundation

/// A reader's note on a book: free text, the page it was taken on, and when; a highlight is a note that also
/// holds a passage of the page (its text may then be empty).
public struct Note: IndexedItem, Hashable, Sendable {
    /// Stable identity, kept across edits and in the notes file.
    public let id: UUID
    /// The note's text as saved (trimmed by `validatedText(_:)`).
    public var text: String
    /// The zero-based index of the page the note was taken on.
    public var pageIndex: Int
    /// When the note was made, to the millisecond (the precision the notes file keeps).
    public let created: Date
    /// When the note last changed (its creation, for a note never edited): the newer copy wins when two
    /// windows or two machines saved the same note.
    public var modified: Date
    /// The passage of the page the note marks, if it is a highlight.
    public var highlight: Highlight?

    /// Creates a note; the dates are rounded to the millisecond so that a saved and reloaded note is equal to it,
    /// and the page is clamped into `pageRange` (nothing later may overflow on `pageIndex + 1`).
    public init(id: UUID = UUID(), text: String, pageIndex: Int, created: Date = Date(), modified: Date? = nil,
                highlight: Highlight? = nil) {
        self.id = id
        self.highlight = highlight
        self.text = text
        self.pageIndex = min(max(pageIndex, Note.pageRange.lowerBound), Note.pageRange.upperBound)
        self.created = Note.date(milliseconds: Note.milliseconds(of: created))
        self.modified = Note.date(milliseconds: Note.milliseconds(of: modified ?? created))
    }

    /// The pages a note may name: poppler counts pages in a C `int`, so no book has more.
    public static let pageRange = 0...(Int(Int32.max) - 1)

    /// The millisecond counts a notes file may hold: the years 1 to 9999, as ISO 8601 writes them. Anything
    /// outside is damage, and would overflow on the way to a `Date` and back.
    public static let millisecondRange: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    /// The text the notes list sorts and groups by: the text without surrounding whitespace, or for a highlight
    /// without words of its own, the passage it marks.
    public var indexTitle: String {
        let own = Note.trimmed(text)
        guard own.isEmpty, let highlight else { return own }
        return Note.trimmed(highlight.quote)
    }

    /// Checks text typed for a new note: the text without surrounding whitespace, or `.empty` if nothing is
    /// left (the dialog then stays open and shows its "no note to add" message).
    public static func validatedText(_ raw: String) throws(NoteTextError) -> String {
        let trimmed = trimmed(raw)
        guard !trimmed.isEmpty else { throw .empty }
        return trimmed
    }

    /// `text` without leading and trailing Unicode white space (spaces, tabs, line breaks), as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` does but without copying text that has none, which
    /// matters when 100,000 notes are indexed at once.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isWhitespace($0) })!
        if start == scalars.startIndex && scalars.index(after: end) == scalars.endIndex { return text }
        return String(scalars[start...end])
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    /// Milliseconds since 1970, as stored in the notes file, clamped into `millisecondRange` (a `Date` can be
    /// far outside Int64's range, or not a number at all, and `Int64(Double)` traps on those).
    static func milliseconds(of date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        guard !value.isNaN else { return 0 }
        let low = Double(millisecondRange.lowerBound), high = Double(millisecondRange.upperBound)
        return Int64(min(max(value, low), high))
    }

    /// The date for a stored millisecond count; the single conversion both `init` and loading use.
    static func date(milliseconds: Int64) -> Date {
        let clamped = min(max(milliseconds, millisecondRange.lowerBound), millisecondRange.upperBound)
        return Date(timeIntervalSince1970: Double(clamped) / 1000)
    }
}
