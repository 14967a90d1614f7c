import CGtk
import Foundation
import GObjectSupport

/// Asks for one line of text (a chapter title, a part heading) in an AdwMessageDialog.
@MainActor
enum TextPrompt {
    /// Calls `completion` with the trimmed text when the reader confirms with something typed.
    static func ask(
        parent: UnsafeMutablePointer<GtkWidget>, heading: String, body: String?, initial: String = "",
        confirm: String, completion: @escaping @MainActor (String) -> Void
    ) {
        let dialog = recto_message_dialog_new(parent.cast(), heading, body)!
        gtk_window_set_title(dialog.cast(), heading) // named wherever windows are listed
        let entry = gtk_entry_new()!
        gtk_editable_set_text(entry.cast(), initial)
        recto_accessible_set_label(entry.cast(), heading)
        adw_message_dialog_set_extra_child(dialog.cast(), entry)
        adw_message_dialog_add_response(dialog.cast(), "cancel", i18n("_Cancel"))
        adw_message_dialog_add_response(dialog.cast(), "ok", confirm)
        adw_message_dialog_set_response_appearance(dialog.cast(), "ok", ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(dialog.cast(), "ok")
        adw_message_dialog_set_close_response(dialog.cast(), "cancel")
        // Enter answers from an idle, so the entry is not destroyed inside its own handler.
        entry.on("activate") { MainLoop.post { recto_message_dialog_answer(dialog, "ok") } }
        dialog.onString("response") { response in
            let text = String(cString: gtk_editable_get_text(entry.cast())).trimmingCharacters(in: .whitespacesAndNewlines)
            if response == "ok", !text.isEmpty { completion(text) }
        }
        // The entry can take the keyboard only once it is mapped, after the dialog is presented.
        entry.on("map") { gtk_widget_grab_focus(entry) }
        AccessibleNames.present(dialog)
    }
}
