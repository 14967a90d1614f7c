import CGtk

/// A GtkWidget subclass made here, because GTK 4.8 has no widget that lets Swift draw its children where it
/// wants without laying them out again: its children lie over each other at its whole size (a GtkBinLayout,
/// which skips children that are not child-visible), and a Swift closure snapshots them, so it can move one
/// with a transform in each frame while every child keeps its cached drawing.
@MainActor
public enum LayeredWidget {
    /// Called for every snapshot with the widget and its GtkSnapshot; draws the children it wants with
    /// `gtk_widget_snapshot_child`.
    public typealias Snapshot = @MainActor (UnsafeMutablePointer<GtkWidget>, OpaquePointer) -> Void

    private static let snapshotKey = "recto-layered-snapshot"

    /// A new layered widget (floating, as `gtk_*_new` returns) drawn by `snapshot`. Add children with
    /// `gtk_widget_set_parent`; they are unparented when the widget is disposed.
    public static func new(snapshot: @escaping Snapshot) -> UnsafeMutablePointer<GtkWidget> {
        let object = g_object_new_with_properties(type, 0, nil, nil)!
        let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_set_layout_manager(widget, gtk_bin_layout_new())
        let box = ClosureBox<Snapshot>(snapshot)
        g_object_set_data_full(object, snapshotKey, box.retainedPointer) {
            RetainedBox.release($0)
        }
        return widget
    }

    private static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        info.class_init = { klass, _ in
            guard let klass else { return }
            let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
            widgetClass.pointee.snapshot = { widget, snapshot in
                guard let widget, let snapshot else { return }
                // GTK snapshots on the main thread.
                nonisolated(unsafe) let target = widget, into = snapshot
                MainActor.assumeIsolated { LayeredWidget.snapshot(target, into) }
            }
            klass.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = { object in
                guard let object else { return }
                let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
                while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
                // Chain up to GtkWidget's dispose.
                let parent = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GObjectClass.self)
                parent.pointee.dispose?(object)
            }
        }
        return g_type_register_static(gtk_widget_get_type(), "RectoLayeredWidget", &info, GTypeFlags(0))
    }()

    private static func snapshot(_ widget: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer) {
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        guard let data = g_object_get_data(object, snapshotKey) else { return }
        ClosureBox<Snapshot>.from(data).closure(widget, snapshot)
    }
}

/// Runs `tick` before each frame the widget's frame clock draws, with the frame's time in microseconds (the
/// clock's, as animations use), until it returns false or the returned id is passed to
/// `gtk_widget_remove_tick_callback`.
@MainActor @discardableResult
public func addTickCallback(
    _ widget: UnsafeMutablePointer<GtkWidget>,
    _ tick: @escaping @MainActor (_ frameTime: Int64, _ interval: Int64) -> Bool
) -> guint {
    let box = ClosureBox<@MainActor (Int64, Int64) -> Bool>(tick)
    let call: GtkTickCallback = { _, clock, data in
        let box = ClosureBox<@MainActor (Int64, Int64) -> Bool>.from(data)
        let time = gdk_frame_clock_get_frame_time(clock)
        var interval: gint64 = 0, presentation: gint64 = 0
        gdk_frame_clock_get_refresh_info(clock, time, &interval, &presentation)
        return MainActor.assumeIsolated { box.closure(Int64(time), Int64(interval)) } ? 1 : 0
    }
    let destroy: GDestroyNotify = { data in RetainedBox.release(data) }
    return gtk_widget_add_tick_callback(widget, call, box.retainedPointer, destroy)
}
