import CGtk
import GObjectSupport

/// Tooltips set without a trip to the display server.
///
/// GTK 4.8 asks the display server where the pointer is each time a visible widget's tooltip is set, and
/// waits for the answer. Building a window sets some thirty tooltips, so on X11 the first page waited on as
/// many round trips. A widget still being built cannot be under the pointer; GTK skips the question for a
/// hidden widget, so a new widget's tooltip is set while it is hidden for that moment. Only a widget with
/// no parent yet is hidden: nothing can hold its focus or show another page in its place.
@MainActor
enum Tooltip {
    /// Sets `widget`'s tooltip (its accessible description too) to `text`, or removes it.
    static func set(_ widget: UnsafeMutablePointer<GtkWidget>, _ text: String?) {
        guard gtk_widget_get_parent(widget) == nil, gtk_widget_get_visible(widget) != 0 else {
            gtk_widget_set_tooltip_text(widget, text)
            return
        }
        gtk_widget_set_visible(widget, 0)
        gtk_widget_set_tooltip_text(widget, text)
        gtk_widget_set_visible(widget, 1)
    }
}
