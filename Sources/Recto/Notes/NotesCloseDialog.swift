import CGtk
import Foundation
import GObjectSupport

/// Asks what to do when a closing window's notes cannot be saved: try again (the reader may have made the
/// folder writable), close and lose the unsaved notes, or keep the window open.
@MainActor
enum NotesCloseDialog {
    enum Choice {
        case tryAgain, closeWithoutSaving, keepOpen
    }

    /// Presents the dialog over `parent`; `answer` runs from the main loop after the dialog has closed, so it
    /// may close the window.
    static func present(
        parent: UnsafeMutablePointer<GtkWidget>, reason: String, answer: @escaping @MainActor (Choice) -> Void
    ) {
        let dialog = recto_message_dialog_new(parent.cast(), NotesText.closeHeading, NotesText.closeBody(reason: reason))!
        gtk_window_set_title(dialog.cast(), NotesText.closeHeading) // named wherever windows are listed
        adw_message_dialog_add_response(dialog.cast(), "cancel", i18n("_Cancel"))
        adw_message_dialog_add_response(dialog.cast(), "discard", i18n("_Close Without Saving"))
        adw_message_dialog_add_response(dialog.cast(), "retry", i18n("_Try Again"))
        adw_message_dialog_set_response_appearance(dialog.cast(), "discard", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_response_appearance(dialog.cast(), "retry", ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(dialog.cast(), "retry")
        // Escape keeps the window and the notes: the safe choice.
        adw_message_dialog_set_close_response(dialog.cast(), "cancel")
        dialog.onString("response") { response in
            let choice: Choice = switch response {
            case "retry": .tryAgain
            case "discard": .closeWithoutSaving
            default: .keepOpen
            }
            MainLoop.post { answer(choice) }
        }
        gtk_window_present(dialog.cast())
    }
}
