import CGtk
import GObjectSupport

/// The print dialog's Book tab: which pages, by the book's own labels or numbers, and whether the reader's
/// highlights are printed.
@MainActor
final class PrintTab {
    /// The dialog's notebook takes the tab; the property's reference keeps it until the job ends.
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    @Owned private var pages: UnsafeMutablePointer<GtkWidget>
    @Owned private var highlights: UnsafeMutablePointer<GtkWidget>

    /// What was typed for the pages; empty for the pages the dialog's own choice gives.
    var pagesText: String { String(cString: gtk_editable_get_text(pages.cast())) }
    var printsHighlights: Bool { gtk_check_button_get_active(highlights.cast()) != 0 }

    init(highlights printsHighlights: Bool, hasHighlights: Bool) {
        let widget: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        self.widget = widget
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
                     gtk_widget_set_margin_end] {
            side(widget, 18)
        }
        let label = gtk_label_new_with_mnemonic(i18n("Pages by the book’s _numbering"))!
        gtk_label_set_xalign(label.cast(), 0)
        let pages: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
        self.pages = pages
        gtk_entry_set_placeholder_text(pages.cast(), i18n("All, or such as xii–3, 5"))
        gtk_label_set_mnemonic_widget(label.cast(), pages)
        gtk_entry_set_activates_default(pages.cast(), 1)
        // Named by its mnemonic label.
        let hint = gtk_label_new(i18n(
            "Labels as the book prints them, or page numbers. Left empty, the pages chosen under General print."))!
        gtk_label_set_wrap(hint.cast(), 1)
        gtk_label_set_xalign(hint.cast(), 0)
        gtk_widget_add_css_class(hint, "dim-label")
        highlights = gtk_check_button_new_with_mnemonic(i18n("Print _highlights"))
        // Its name as read, without the mnemonic's underline.
        recto_accessible_set_label(highlights.cast(), i18n("Print highlights"))
        gtk_check_button_set_active(highlights.cast(), printsHighlights ? 1 : 0)
        gtk_widget_set_sensitive(highlights, hasHighlights ? 1 : 0)
        for child in [label, pages, hint, highlights] { gtk_box_append(widget.cast(), child) }
    }
}
