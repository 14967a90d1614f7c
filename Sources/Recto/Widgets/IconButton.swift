import CGtk
import GObjectSupport

/// A button showing only an icon, bound to an action: its tooltip says what it does (with its key), its
/// accessible name is the one word a person would read.
@MainActor
enum IconButton {
    static func make(
        _ icon: String, action: String, name: String, tooltip: String
    ) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_actionable_set_action_name(button.cast(), action)
        Tooltip.set(button, tooltip)
        recto_accessible_set_label(button.cast(), name)
        return button
    }
}
