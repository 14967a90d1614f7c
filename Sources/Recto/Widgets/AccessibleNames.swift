import CGtk
import GObjectSupport
import RectoCore

/// Gives buttons that GTK 4.8 and libadwaita 1.2 name badly the one name a person reads: a button with a
/// mnemonic label is announced with the mark and the label twice ("_Undo Undo"), and a toast's close button
/// by its class ("GtkImage").
@MainActor
enum AccessibleNames {
    /// Names every mnemonic-labelled button under `root` (a dialog's response buttons, say) as its label reads.
    static func nameMnemonicButtons(under root: UnsafeMutablePointer<GtkWidget>) {
        forEachDescendant(of: root) { widget in
            guard isButton(widget), gtk_button_get_use_underline(widget.cast()) != 0,
                  let label = borrowString(gtk_button_get_label(widget.cast())) else { return }
            recto_accessible_set_only_label(widget.cast(), Mnemonic.displayed(label))
        }
    }

    /// Presents `window` once its mnemonic buttons are named.
    static func present(_ window: UnsafeMutablePointer<GtkWidget>) {
        nameMnemonicButtons(under: window)
        gtk_window_present(window.cast())
    }

    /// Names the buttons of the toasts `overlay` shows: the action as its label reads, the close button
    /// "Dismiss". Toasts are the overlay's own children; the page under them is not walked.
    static func nameToastButtons(in overlay: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(overlay)
        while let toast = child {
            child = gtk_widget_get_next_sibling(toast)
            guard borrowString(gtk_widget_get_css_name(toast)) == "toast" else { continue }
            forEachDescendant(of: toast) { widget in
                guard isButton(widget) else { return }
                if let label = borrowString(gtk_button_get_label(widget.cast())) {
                    recto_accessible_set_only_label(widget.cast(), Mnemonic.displayed(label))
                } else {
                    recto_accessible_set_label(widget.cast(), i18n("Dismiss"))
                }
            }
        }
    }

    /// Names the icons GTK 4.8 puts in an entry (a password's peek icon, a search icon), which it would
    /// otherwise announce by their class ("GtkImage").
    static func nameIcons(of entry: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        var child = gtk_widget_get_first_child(entry)
        while let widget = child {
            if g_type_check_instance_is_a(widget.cast(), gtk_image_get_type()) != 0 {
                recto_accessible_set_label(widget.cast(), name)
            }
            child = gtk_widget_get_next_sibling(widget)
        }
    }

    /// Names the list inside a combo row's popover (AdwComboRow 1.2 leaves it unnamed, announced by its class
    /// "GtkListView") for the choices it lists; not the row's title, which the row already says.
    static func nameLists(in row: UnsafeMutablePointer<GtkWidget>, _ name: String) {
        forEachDescendant(of: row) { widget in
            if g_type_check_instance_is_a(widget.cast(), gtk_list_view_get_type()) != 0 {
                recto_accessible_set_label(widget.cast(), name)
            }
        }
    }

    private static func isButton(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_check_instance_is_a(widget.cast(), gtk_button_get_type()) != 0
    }

    private static func forEachDescendant(
        of root: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        var child = gtk_widget_get_first_child(root)
        while let widget = child {
            body(widget)
            forEachDescendant(of: widget, body)
            child = gtk_widget_get_next_sibling(widget)
        }
    }
}
