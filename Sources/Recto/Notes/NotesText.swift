import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The reader-facing words of the notes feature, translated. Toast texts are Pango markup (libadwaita 1.2
/// always parses them), so names and system messages inside them are escaped.
enum NotesText {
    /// The page a note was taken on, as a row shows it: "p. 12", or "p. xii" when the book labels its pages.
    static func page(_ page: Int, labels: PageLabels?) -> String {
        String(format: i18n("p. %@"), labels?.distinctLabel(forPage: page) ?? String(page + 1))
    }

    /// Why a book's notes could not simply be loaded, for a toast.
    static func problem(_ problem: NotesLoadProblem) -> String {
        switch problem {
        case let .setAside(movedTo, _):
            String(format: i18n("This book’s notes could not be read. The file was kept as “%@”."),
                   escaped(movedTo.lastPathComponent))
        case .cannotSetAside, .cannotRead:
            i18n("This book’s notes could not be read. New notes will not be saved, so the file is not overwritten.")
        case let .partlyRead(skipped, keptAs?):
            String(format: i18nPlural("%d note in this book’s notes file could not be read and is left out. The file was kept as “%@”.",
                                      "%d notes in this book’s notes file could not be read and are left out. The file was kept as “%@”.",
                                      skipped),
                   skipped, escaped(keptAs.lastPathComponent))
        case .partlyRead(_, nil):
            i18n("Some of this book’s notes could not be read. New notes will not be saved, so the file is not overwritten.")
        case .newerVersion:
            i18n("These notes were saved by a newer version of Recto. New notes will not be saved, so the file is not overwritten.")
        }
    }

    /// The heading of the dialog shown when a closing window's notes could not be saved.
    static var closeHeading: String { i18n("Notes Not Saved") }

    /// The dialog's explanation, with the system's reason (plain text: the dialog's body is not markup).
    static func closeBody(reason: String) -> String {
        String(format: i18n("The latest notes of this book could not be saved. %@ Make the notes folder writable and try again, or close the window and lose them."),
               sentence(reason))
    }

    /// The system's reason as a sentence of its own: strerror gives "Permission denied", Foundation a sentence
    /// with its full stop.
    private static func sentence(_ reason: String) -> String {
        let trimmed = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let last = trimmed.last else { return "" }
        return ".!?".contains(last) ? trimmed : trimmed + "."
    }

    /// A save that did not work, for a toast.
    static func saveFailed(reason: String) -> String {
        String(format: i18n("Notes could not be saved: %@"), escaped(reason))
    }

    /// An export that could not be written, for a toast: the book's notes themselves are safe, only the file
    /// the reader asked for is missing.
    static func exportFailed(reason: String) -> String {
        String(format: i18n("Notes could not be exported: %@"), escaped(reason))
    }

    /// A copy with highlights that could not be written, for a toast (the notes are safe).
    static func copyFailed(reason: String) -> String {
        String(format: i18n("The copy could not be saved: %@"), escaped(reason))
    }

    static func escaped(_ text: String) -> String {
        takeString(g_markup_escape_text(text, -1)) ?? ""
    }
}
