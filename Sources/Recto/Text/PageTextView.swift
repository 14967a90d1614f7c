import CGtk
import GObjectSupport

/// The words of the page on screen, for screen readers: a read-only text view laid over the page picture,
/// invisible and out of the pointer's way, named after the position ("Page 12 of 304"). GTK 4.8 hands text
/// to AT-SPI only through labels and text widgets, so this is how Orca's say-all and caret keys reach the book.
@MainActor
final class PageTextView {
    /// The widget to lay over the page (it fills the page area and draws nothing).
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// The text view itself, which takes the keyboard focus.
    @Owned var textView: UnsafeMutablePointer<GtkWidget>

    /// `ring`: the widget that shows the focus ring while the invisible text has the keyboard (the page area).
    init(ring: UnsafeMutablePointer<GtkWidget>) {
        let textView: UnsafeMutablePointer<GtkWidget> = gtk_text_view_new()
        self.textView = textView
        gtk_text_view_set_editable(textView.cast(), 0)
        // The caret is what Orca follows through the text; it is never drawn, the view being transparent.
        gtk_text_view_set_cursor_visible(textView.cast(), 1)
        gtk_text_view_set_wrap_mode(textView.cast(), GTK_WRAP_WORD_CHAR)
        gtk_widget_set_focusable(textView, 1)
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(widget.cast(), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_child(widget.cast(), textView)
        gtk_widget_set_opacity(widget, 0)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_add_css_class(widget, "recto-page-text")
        recto_accessible_set_label(textView.cast(), i18n("Page"))
        let focus = gtk_event_controller_focus_new()!
        focus.on("enter") { gtk_widget_add_css_class(ring, "recto-page-text-focused") }
        focus.on("leave") { gtk_widget_remove_css_class(ring, "recto-page-text-focused") }
        gtk_widget_add_controller(textView, focus)
    }

    /// Replaces the text, caret at the start, as a turned page starts at its top.
    func show(text: String) {
        let buffer = gtk_text_view_get_buffer(textView.cast())
        gtk_text_buffer_set_text(buffer, text, -1)
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_place_cursor(buffer, &start)
    }

    /// The text's accessible name: where the reader is, announced when it changes.
    func setPosition(_ position: String) {
        recto_accessible_set_label(textView.cast(), position)
    }

    /// The text shown now (tests and the coordinator's bookkeeping read it through AT-SPI too).
    var text: String {
        let buffer = gtk_text_view_get_buffer(textView.cast())
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        return takeString(gtk_text_buffer_get_text(buffer, &start, &end, 0)) ?? ""
    }
}
