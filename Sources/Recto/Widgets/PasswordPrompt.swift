import CGtk
import Foundation
import GObjectSupport

/// Asks for the password of an encrypted PDF in an AdwMessageDialog with a password entry.
@MainActor
enum PasswordPrompt {
    /// Calls `completion` with the password, or nil when the reader cancels.
    static func ask(
        parent: UnsafeMutablePointer<GtkWidget>, fileName: String, retry: Bool,
        completion: @escaping @MainActor (String?) -> Void
    ) {
        let body = retry
            ? String(format: i18n("The password for “%@” was not correct. Try again."), fileName)
            : String(format: i18n("“%@” is protected by a password."), fileName)
        let dialog = recto_message_dialog_new(parent.cast(), i18n("Password Required"), body)!
        // A window title as well, so the dialog is named wherever windows are listed.
        gtk_window_set_title(dialog.cast(), i18n("Password Required"))
        let entry = gtk_password_entry_new()!
        gtk_password_entry_set_show_peek_icon(entry.cast(), 1)
        recto_accessible_set_label(entry.cast(), i18n("Password"))
        // The peek icon reveals what was typed.
        AccessibleNames.nameIcons(of: entry, i18n("Show Password"))
        adw_message_dialog_set_extra_child(dialog.cast(), entry)
        adw_message_dialog_add_response(dialog.cast(), "cancel", i18n("_Cancel"))
        adw_message_dialog_add_response(dialog.cast(), "unlock", i18n("_Unlock"))
        adw_message_dialog_set_response_appearance(dialog.cast(), "unlock", ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(dialog.cast(), "unlock")
        adw_message_dialog_set_close_response(dialog.cast(), "cancel")
        // Enter answers "unlock" from an idle: answering inside the entry's own "activate" would destroy the
        // entry while it still runs.
        entry.on("activate") {
            MainLoop.post { recto_message_dialog_answer(dialog, "unlock") }
        }
        dialog.onString("response") { response in
            let password = String(cString: gtk_editable_get_text(entry.cast()))
            completion(response == "unlock" ? password : nil)
        }
        // The entry can take the keyboard only once it is mapped, after the dialog is presented.
        entry.on("map") { gtk_widget_grab_focus(entry) }
        AccessibleNames.present(dialog)
    }
}
