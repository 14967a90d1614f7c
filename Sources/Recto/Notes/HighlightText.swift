import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The reader-facing words of highlights, translated.
extension NotesText {
    /// A row's text: a highlight's passage in quotation marks, then the reader's words if any; a plain note's words.
    static func rowText(_ note: Note) -> String {
        guard let quote = note.highlight?.quote, !quote.isEmpty else { return note.text }
        let quoted = String(format: i18n("“%@”"), quote.split(whereSeparator: \.isNewline).joined(separator: " "))
        let words = note.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return words.isEmpty ? quoted : quoted + "\n" + words
    }

    /// The menu's name of a colour.
    static func name(of colour: HighlightColour) -> String {
        switch colour {
        case .yellow: i18n("Yellow")
        case .green: i18n("Green")
        case .blue: i18n("Blue")
        case .pink: i18n("Pink")
        case .purple: i18n("Purple")
        }
    }

    /// After re-anchoring a book's highlights: what was dropped, in one message.
    static func anchoring(_ report: HighlightAnchoring.Report) -> String {
        switch report {
        case .droppedPastPage: i18n("Some highlights point past their page and were dropped: the notes file may be for another edition.")
        case .passagesLost: i18n("Some highlighted passages are no longer in this book; their notes are kept without a mark.")
        case .droppedAndLost: i18n("Some highlights do not match this book: marks past their page were dropped, and passages no longer found kept as notes.")
        }
    }

    /// Why an import was refused, naming the file.
    static func importFailed(_ failure: NotesImport.Failure, file: String) -> String {
        switch failure {
        case .notAnExport:
            String(format: i18n("“%@” is not a Recto notes export."), escaped(file))
        case .otherBook(let title):
            String(format: i18n("“%@” holds the notes of another book, “%@”."), escaped(file), escaped(title))
        case .newerVersion:
            String(format: i18n("“%@” was exported by a newer Recto."), escaped(file))
        }
    }
}
