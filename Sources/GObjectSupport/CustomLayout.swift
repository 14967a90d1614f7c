import CGtk

/// A widget's layout done by Swift closures (GTK's GtkCustomLayout, whose C callbacks carry no user data, so
/// the closures hang off the widget). Used where children are placed by hand and moved often: moving them
/// needs only `gtk_widget_queue_allocate` on the parent, not the resize that a GtkFixed's move queues, which
/// climbs to the window and lays the whole toplevel out again.
@MainActor
public enum CustomLayout {
    /// The widget's size along an orientation: (minimum, natural).
    public typealias Measure = @MainActor (GtkOrientation) -> (minimum: Int32, natural: Int32)
    /// Allocates the children in a widget given this width and height.
    public typealias Allocate = @MainActor (_ width: Int32, _ height: Int32) -> Void

    private struct Closures {
        let measure: Measure
        let allocate: Allocate
    }

    private static let key = "recto-custom-layout"

    /// Gives `widget` a layout manager that asks `measure` for its size and lets `allocate` place its children.
    public static func install(on widget: UnsafeMutablePointer<GtkWidget>, measure: @escaping Measure,
                               allocate: @escaping Allocate) {
        let box = ClosureBox<Closures>(Closures(measure: measure, allocate: allocate))
        g_object_set_data_full(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key,
                               box.retainedPointer) { RetainedBox.release($0) }
        let manager = gtk_custom_layout_new(nil, { widget, orientation, _, minimum, natural, _, _ in
            guard let widget else { return }
            // GTK lays out on the main thread.
            nonisolated(unsafe) let target = widget
            let size = MainActor.assumeIsolated { CustomLayout.closures(of: target)?.measure(orientation) }
            minimum?.pointee = size?.minimum ?? 0
            natural?.pointee = size?.natural ?? 0
        }, { widget, width, height, _ in
            guard let widget else { return }
            nonisolated(unsafe) let target = widget
            MainActor.assumeIsolated { CustomLayout.closures(of: target)?.allocate(width, height) }
        })
        gtk_widget_set_layout_manager(widget, manager)
    }

    private static func closures(of widget: UnsafeMutablePointer<GtkWidget>) -> Closures? {
        guard let data = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key)
        else { return nil }
        return ClosureBox<Closures>.from(data).closure
    }
}

/// Allocates `child` at (`x`, `y`) of its parent, `width` by `height`, whatever it measures.
@MainActor
public func allocateChild(_ child: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, width: Int32,
                          height: Int32) {
    var point = graphene_point_t(x: Float(x), y: Float(y))
    // gtk_widget_allocate takes the transform.
    gtk_widget_allocate(child, width, height, -1, gsk_transform_translate(nil, &point))
}
