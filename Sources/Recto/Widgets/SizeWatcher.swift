import CGtk
import GObjectSupport
import RectoCore

/// Reports a widget area's size. GTK 4.8 has no size-allocate signal, so an invisible drawing area laid over
/// the area (in a GtkOverlay) does it with its "resize" signal.
@MainActor
final class SizeWatcher {
    /// The overlay to place: `child` with the watcher on top.
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// The latest size.
    private(set) var size = Size(width: 1, height: 1)
    /// Called on every change.
    var onResize: ((Size) -> Void)?

    init(around child: UnsafeMutablePointer<GtkWidget>) {
        widget = gtk_overlay_new()
        gtk_overlay_set_child(widget.cast(), child)
        let sizer = gtk_drawing_area_new()!
        gtk_widget_set_can_target(sizer, 0)
        gtk_widget_set_can_focus(sizer, 0)
        gtk_overlay_add_overlay(widget.cast(), sizer)
        sizer.onIntInt("resize") { [weak self] width, height in
            guard let self else { return }
            size = Size(width: Double(width), height: Double(height))
            // "resize" comes during size allocation; changing widgets then (switching a stack's child, say)
            // would be lost, so the listeners hear of it right after.
            MainLoop.post { [weak self] in
                guard let self else { return }
                onResize?(size)
            }
        }
    }
}
