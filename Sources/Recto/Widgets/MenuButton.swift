import CGtk
import GObjectSupport

/// An icon button that opens a menu, read by screen readers as one button with one name.
@MainActor
enum MenuButton {
    /// A button showing `icon` that opens `menu`; `name` is its tooltip and its accessible name.
    static func make(icon: String, menu: OpaquePointer, name: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = recto_menu_button_new()!
        gtk_menu_button_set_icon_name(button.cast(), icon)
        gtk_menu_button_set_menu_model(button.cast(), menu.cast())
        Tooltip.set(button, name)
        // The toggle button inside is what takes the focus and the click; the outer one is only a group.
        if let toggle = gtk_widget_get_first_child(button) { recto_accessible_set_label(toggle.cast(), name) }
        return button
    }
}
