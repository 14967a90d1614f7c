import CGtk
import Foundation
import GObjectSupport

/// Asks for one line in an AdwMessageDialog with an entry: text (a chapter title, a part heading) or the
/// password of an encrypted PDF. One dialog for both, answered through a weak reference: Enter posts the answer
/// to an idle (answering inside the entry's own "activate" would destroy the entry while it still runs), and by
/// then the dialog may be gone (closed by Escape, or with its window), so the idle acts only if it still exists.
@MainActor
enum Prompt {
    /// Calls `completion` with the trimmed text when the reader confirms with something typed.
    static func askText(
        parent: UnsafeMutablePointer<GtkWidget>, heading: String, body: String?, initial: String = "",
        confirm: String, completion: @escaping @MainActor (String) -> Void
    ) {
        let entry = gtk_entry_new()!
        gtk_editable_set_text(entry.cast(), initial)
        recto_accessible_set_label(entry.cast(), heading)
        present(parent: parent, heading: heading, body: body, entry: entry, confirm: ("ok", confirm)) { text in
            let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if !trimmed.isEmpty { completion(trimmed) }
        }
    }

    /// Calls `completion` with the password, or nil when the reader cancels.
    static func askPassword(
        parent: UnsafeMutablePointer<GtkWidget>, fileName: String, retry: Bool,
        completion: @escaping @MainActor (String?) -> Void
    ) {
        let body = retry
            ? String(format: i18n("The password for “%@” was not correct. Try again."), fileName)
            : String(format: i18n("“%@” is protected by a password."), fileName)
        let entry = gtk_password_entry_new()!
        gtk_password_entry_set_show_peek_icon(entry.cast(), 1)
        recto_accessible_set_label(entry.cast(), i18n("Password"))
        // The peek icon reveals what was typed.
        AccessibleNames.nameIcons(of: entry, i18n("Show Password"))
        present(parent: parent, heading: i18n("Password Required"), body: body, entry: entry,
                confirm: ("unlock", i18n("_Unlock")), answer: completion)
    }

    /// Shows the dialog; `answer` gets the entry's text on the confirming response, nil on any other.
    private static func present(
        parent: UnsafeMutablePointer<GtkWidget>, heading: String, body: String?,
        entry: UnsafeMutablePointer<GtkWidget>, confirm: (id: String, label: String),
        answer: @escaping @MainActor (String?) -> Void
    ) {
        let dialog = recto_message_dialog_new(parent.cast(), heading, body)!
        gtk_window_set_title(dialog.cast(), heading) // named wherever windows are listed
        adw_message_dialog_set_extra_child(dialog.cast(), entry)
        adw_message_dialog_add_response(dialog.cast(), "cancel", i18n("_Cancel"))
        adw_message_dialog_add_response(dialog.cast(), confirm.id, confirm.label)
        adw_message_dialog_set_response_appearance(dialog.cast(), confirm.id, ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(dialog.cast(), confirm.id)
        adw_message_dialog_set_close_response(dialog.cast(), "cancel")
        let weakDialog = WeakObject(dialog)
        let response = confirm.id
        entry.on("activate") {
            MainLoop.post {
                weakDialog.with { recto_message_dialog_answer($0.assumingMemoryBound(to: GtkWidget.self), response) }
            }
        }
        // The entry is the dialog's child: it exists whenever the dialog emits.
        dialog.onString("response") { chosen in
            let text = String(cString: gtk_editable_get_text(entry.cast()))
            // GTK 4.8 disposes a window's child before it drops the window's focus: a password entry that still
            // had the keyboard was then called back once it was gone (GLib warnings and criticals after Enter or
            // Escape). The dialog closes after its response, so its focus is let go here.
            gtk_window_set_focus(dialog.cast(), nil)
            answer(chosen == response ? text : nil)
        }
        // The entry can take the keyboard only once it is mapped, after the dialog is presented.
        entry.on("map") { gtk_widget_grab_focus(entry) }
        AccessibleNames.present(dialog)
    }
}
