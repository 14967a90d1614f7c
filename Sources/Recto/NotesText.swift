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
        }
    }

    /// A save that did not work, for a toast.
    static func saveFailed(reason: String) -> String {
        String(format: i18n("Notes could not be saved: %@"), escaped(reason))
    }

    private static func escaped(_ text: String) -> String {
        takeString(g_markup_escape_text(text, -1)) ?? ""
    }
}
