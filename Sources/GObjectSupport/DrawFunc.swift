import CGtk

/// Sets a GtkDrawingArea's draw function from a Swift closure, called with the cairo context and the area's
/// size on every draw. The area owns the closure and releases it when it is finalized or the function replaced.
@MainActor
public func setDrawFunc(
    _ area: UnsafeMutablePointer<GtkWidget>, _ draw: @escaping @MainActor (OpaquePointer, Int32, Int32) -> Void
) {
    let box = ClosureBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>(draw)
    let call: GtkDrawingAreaDrawFunc = { _, cr, width, height, data in
        guard let cr else { return }
        let box = ClosureBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>.from(data)
        MainActor.assumeIsolated { box.closure(cr, width, height) }
    }
    let destroy: GDestroyNotify = { data in RetainedBox.release(data) }
    gtk_drawing_area_set_draw_func(area.cast(), call, box.retainedPointer, destroy)
}
