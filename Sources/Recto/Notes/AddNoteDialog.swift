import CGtk
import Foundation
import GObjectSupport

/// The Add Note dialog: a modal window with a multi-line text view, Cancel and Save. Saving nothing (or only
/// whitespace) keeps the dialog open with an inline error and everything typed; Ctrl+Enter saves, Escape cancels.
@MainActor
final class AddNoteDialog {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let textView: UnsafeMutablePointer<GtkWidget>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let error: UnsafeMutablePointer<GtkWidget>
    /// Gets the text typed; returns false when it makes no note (the dialog then stays open).
    private let onSave: (String) -> Bool

    /// Opens the dialog over `parent`; `page` says where the note will point ("Page 12 of 304"), and `quote` is
    /// the highlighted passage the note is about, shown above the reader's words.
    @discardableResult
    static func present(
        parent: UnsafeMutablePointer<GtkWidget>, page: String, quote: String?, onSave: @escaping (String) -> Bool
    ) -> AddNoteDialog {
        let dialog = AddNoteDialog(parent: parent, page: page, quote: quote, onSave: onSave)
        AccessibleNames.present(dialog.window)
        gtk_widget_grab_focus(dialog.textView)
        return dialog
    }

    private init(parent: UnsafeMutablePointer<GtkWidget>, page: String, quote: String?,
                 onSave: @escaping (String) -> Bool) {
        self.onSave = onSave
        window = adw_window_new()
        gtk_window_set_title(window.cast(), i18n("Add Note"))
        gtk_window_set_modal(window.cast(), 1)
        gtk_window_set_transient_for(window.cast(), parent.cast())
        gtk_window_set_destroy_with_parent(window.cast(), 1)
        gtk_window_set_default_size(window.cast(), 460, 340)

        let cancel = TextButton.make(i18n("_Cancel"))
        let save = TextButton.make(i18n("_Save"))
        gtk_widget_add_css_class(save, "suggested-action")
        Tooltip.set(save, i18n("Save the Note (Ctrl+Enter)"))
        let header = adw_header_bar_new()!
        adw_header_bar_set_show_start_title_buttons(header.cast(), 0)
        adw_header_bar_set_show_end_title_buttons(header.cast(), 0)
        adw_header_bar_set_title_widget(header.cast(), adw_window_title_new(i18n("Add Note"), page))
        adw_header_bar_pack_start(header.cast(), cancel)
        adw_header_bar_pack_end(header.cast(), save)

        textView = gtk_text_view_new()
        buffer = gtk_text_view_get_buffer(textView.cast())!
        gtk_text_view_set_wrap_mode(textView.cast(), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(textView.cast(), 0)
        for set in [gtk_text_view_set_top_margin, gtk_text_view_set_bottom_margin,
                    gtk_text_view_set_left_margin, gtk_text_view_set_right_margin] {
            set(textView.cast(), 10)
        }
        recto_accessible_set_label(textView.cast(), i18n("Note"))
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_has_frame(scroller.cast(), 1)
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.cast(), textView)
        gtk_widget_set_vexpand(scroller, 1)

        error = gtk_label_new(i18n("No note to add"))
        gtk_label_set_xalign(error.cast(), 0)
        gtk_widget_add_css_class(error, "error")
        gtk_widget_set_visible(error, 0)

        let body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                    gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            set(body, 12)
        }
        if let quote {
            let quoted = gtk_label_new(quote)!
            gtk_label_set_wrap(quoted.cast(), 1)
            gtk_label_set_wrap_mode(quoted.cast(), PANGO_WRAP_WORD_CHAR)
            gtk_label_set_xalign(quoted.cast(), 0)
            gtk_label_set_lines(quoted.cast(), 6)
            gtk_label_set_ellipsize(quoted.cast(), PANGO_ELLIPSIZE_END)
            gtk_label_set_selectable(quoted.cast(), 0)
            gtk_widget_add_css_class(quoted, "dim-label")
            gtk_widget_add_css_class(quoted, "recto-note-quote")
            gtk_box_append(body.cast(), quoted)
        }
        gtk_box_append(body.cast(), scroller)
        gtk_box_append(body.cast(), error)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(content.cast(), header)
        gtk_box_append(content.cast(), body)
        adw_window_set_content(window.cast(), content)

        // The closures keep the dialog object alive exactly as long as its window: GLib drops them on destroy.
        cancel.on("clicked") { [self] in close() }
        save.on("clicked") { [self] in trySave() }
        buffer.on("changed") { [self] in gtk_widget_set_visible(error, 0) }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [self] keyval, _, state in
            if keyval == UInt32(GDK_KEY_Escape) {
                close()
                return true
            }
            let isEnter = keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter)
            if isEnter && state.rawValue & GDK_CONTROL_MASK.rawValue != 0 {
                trySave()
                return true
            }
            return false
        }
        gtk_widget_add_controller(window, keys)
    }

    private func trySave() {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let text = takeString(gtk_text_buffer_get_text(buffer, &start, &end, 0)) ?? ""
        if onSave(text) {
            close()
        } else {
            gtk_widget_set_visible(error, 1)
            gtk_widget_error_bell(textView)
            gtk_widget_grab_focus(textView)
        }
    }

    private func close() {
        gtk_window_destroy(window.cast())
    }
}
