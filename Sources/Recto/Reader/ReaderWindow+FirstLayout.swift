import CGtk
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// The page area's size before the window's first layout, as that layout will make it: the window's
    /// default size less the natural heights of the bars stacked with the page (the header, the scrubber).
    /// A book opened before the window is shown renders its first page at this size at once, so the page can
    /// be in the window's first frame rather than asked for only once that frame has been laid out. Nil when
    /// the window is laid out already or its size is not its own to predict (maximized, full screen); a wrong
    /// guess costs one more render, as any resize does.
    func predictedPageArea() -> Size? {
        guard gtk_widget_get_mapped(window) == 0, gtk_window_is_maximized(window.cast()) == 0,
              gtk_window_is_fullscreen(window.cast()) == 0, !AppSettings.shared.windowMaximized else { return nil }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.cast(), &width, &height)
        // Realized (as showing it would anyway), the window knows its frame: without a compositor, GTK draws
        // client-side decorations as a solid border inside the default size ("solid-csd").
        gtk_widget_realize(window)
        let context = gtk_widget_get_style_context(window)
        var padding = GtkBorder()
        var border = GtkBorder()
        gtk_style_context_get_padding(context, &padding)
        gtk_style_context_get_border(context, &border)
        width -= Int32(padding.left + padding.right + border.left + border.right)
        height -= Int32(padding.top + padding.bottom + border.top + border.bottom)
        guard width > 0, height > 0, var child = gtk_widget_get_parent(pageView.widget) else { return nil }
        var room = Double(height)
        // Up from the page area: each vertical box gives its other children their natural heights.
        while let parent = gtk_widget_get_parent(child), parent != window {
            if g_type_check_instance_is_a(parent.cast(), gtk_box_get_type()) != 0,
               gtk_orientable_get_orientation(parent.cast()) == GTK_ORIENTATION_VERTICAL {
                room -= siblingsHeight(of: child, in: parent, width: width)
            }
            child = parent
        }
        return room > 1 ? Size(width: Double(width), height: room) : nil
    }

    private func siblingsHeight(
        of child: UnsafeMutablePointer<GtkWidget>, in box: UnsafeMutablePointer<GtkWidget>, width: Int32
    ) -> Double {
        var total = 0.0
        var shown = 0
        var sibling = gtk_widget_get_first_child(box)
        while let current = sibling {
            if gtk_widget_get_visible(current) != 0 {
                shown += 1
                if current != child {
                    var natural: Int32 = 0
                    gtk_widget_measure(current, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
                    total += Double(natural)
                }
            }
            sibling = gtk_widget_get_next_sibling(current)
        }
        return total + Double(max(shown - 1, 0) * Int(gtk_box_get_spacing(box.cast())))
    }
}
