import CGtk
import GObjectSupport

/// Buttons that show text. The text is a label child that names the button (its mnemonic widget): GTK 4.8
/// names a button made with `gtk_button_new_with_label` twice to screen readers once an accessible label is
/// added, and a plain child label would leave the button unnamed.
@MainActor
enum TextButton {
    /// A button reading `label` (underscores mark mnemonics), bound to `action` when given.
    static func make(_ label: String, action: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new()!
        let text = gtk_label_new_with_mnemonic(label)!
        gtk_label_set_mnemonic_widget(text.cast(), button)
        gtk_button_set_child(button.cast(), text)
        if let action { gtk_actionable_set_action_name(button.cast(), action) }
        return button
    }

    /// The suggested action of an empty or status page: a centred pill.
    static func pill(_ label: String, action: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = make(label, action: action)
        gtk_widget_add_css_class(button, "pill")
        gtk_widget_add_css_class(button, "suggested-action")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        return button
    }
}
