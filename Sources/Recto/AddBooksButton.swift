import CGtk
import GObjectSupport

/// The "Add Books…" pill on the library's empty pages, bound to `win.library-add`.
@MainActor
enum AddBooksButton {
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        // A label child rather than the button's own label: GTK 4.8 would otherwise name it twice to AT-SPI.
        let button = gtk_button_new()!
        let label = gtk_label_new_with_mnemonic(i18n("_Add Books…"))!
        gtk_label_set_mnemonic_widget(label.cast(), button)
        gtk_button_set_child(button.cast(), label)
        gtk_widget_add_css_class(button, "pill")
        gtk_widget_add_css_class(button, "suggested-action")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        gtk_actionable_set_action_name(button.cast(), "win.library-add")
        return button
    }
}
