import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// One recycled row of the notes list: either a section header ("A") or a note with its page and a delete
/// button. GTK reuses rows while scrolling, so one widget can be either and is told which at bind time.
@MainActor
final class NoteRow {
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// The delete button was pressed on the note this row shows.
    var onDelete: ((UUID) -> Void)?

    @Owned private var header: UnsafeMutablePointer<GtkWidget>
    @Owned private var noteBox: UnsafeMutablePointer<GtkWidget>
    @Owned private var text: UnsafeMutablePointer<GtkWidget>
    @Owned private var page: UnsafeMutablePointer<GtkWidget>
    @Owned private var delete: UnsafeMutablePointer<GtkWidget>
    private(set) var noteID: UUID?

    init() {
        let widget: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        self.widget = widget
        // GTK 4.8's list view lets Tab into its rows only through a focusable widget of theirs.
        gtk_widget_set_focusable(widget, 1)

        let header: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.header = header
        gtk_label_set_xalign(header.cast(), 0)
        gtk_widget_add_css_class(header, "heading")
        gtk_widget_add_css_class(header, "recto-notes-header")
        gtk_widget_set_margin_start(header, 12)
        gtk_widget_set_margin_top(header, 14)
        gtk_widget_set_margin_bottom(header, 4)

        let text: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.text = text
        gtk_label_set_wrap(text.cast(), 1)
        gtk_label_set_wrap_mode(text.cast(), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(text.cast(), 0)
        gtk_widget_set_halign(text, GTK_ALIGN_FILL)

        let page: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.page = page
        gtk_label_set_xalign(page.cast(), 0)
        gtk_widget_add_css_class(page, "caption")
        gtk_widget_add_css_class(page, "dim-label")
        gtk_widget_add_css_class(page, "numeric")

        let words = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_widget_set_hexpand(words, 1)
        gtk_box_append(words.cast(), text)
        gtk_box_append(words.cast(), page)

        let delete: UnsafeMutablePointer<GtkWidget> = gtk_button_new_from_icon_name("user-trash-symbolic")
        self.delete = delete
        gtk_widget_add_css_class(delete, "flat")
        gtk_widget_add_css_class(delete, "circular")
        gtk_widget_set_valign(delete, GTK_ALIGN_CENTER)
        Tooltip.set(delete, i18n("Delete Note (Delete)"))
        recto_accessible_set_label(delete.cast(), i18n("Delete Note"))

        noteBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        gtk_widget_set_margin_start(noteBox, 12)
        gtk_widget_set_margin_end(noteBox, 6)
        gtk_widget_set_margin_top(noteBox, 10)
        gtk_widget_set_margin_bottom(noteBox, 10)
        gtk_box_append(noteBox.cast(), words)
        gtk_box_append(noteBox.cast(), delete)

        gtk_box_append(widget.cast(), header)
        gtk_box_append(widget.cast(), noteBox)

        delete.on("clicked") { [weak self] in
            guard let self, let noteID else { return }
            onDelete?(noteID)
        }
    }

    /// Shows a section header. The row itself (GTK's list item widget) gets a class so it does not light up
    /// like a row that can be chosen.
    func showHeader(_ title: String) {
        noteID = nil
        gtk_label_set_text(header.cast(), title)
        gtk_widget_set_visible(header, 1)
        gtk_widget_set_visible(noteBox, 0)
        setRowClass(header: true)
    }

    /// Shows a note: its whole text, wrapped, and the page it was taken on; a highlight's passage in quotes
    /// before the reader's words.
    func showNote(_ note: Note, pageText: String) {
        noteID = note.id
        gtk_label_set_text(text.cast(), NotesText.rowText(note))
        gtk_label_set_text(page.cast(), pageText)
        gtk_widget_set_visible(header, 0)
        gtk_widget_set_visible(noteBox, 1)
        setRowClass(header: false)
    }

    private func setRowClass(header: Bool) {
        guard let row = gtk_widget_get_parent(widget) else { return }
        if header {
            gtk_widget_add_css_class(row, "recto-notes-header-row")
        } else {
            gtk_widget_remove_css_class(row, "recto-notes-header-row")
        }
    }
}
