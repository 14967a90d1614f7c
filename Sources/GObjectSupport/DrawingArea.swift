import CGtk

/// The draw function of a GtkDrawingArea, as a Swift closure: called with the cairo context and the area's
/// size whenever GTK draws it. The closure is boxed as signal handlers are (`ClosureBox`), and released by
/// the drawing area's destroy notify.
public enum DrawingArea {
    public typealias Draw = @MainActor (_ cairo: OpaquePointer, _ width: Int32, _ height: Int32) -> Void

    @MainActor
    public static func setDraw(_ area: UnsafeMutablePointer<GtkWidget>, _ draw: @escaping Draw) {
        let box = ClosureBox<Draw>(draw)
        let run: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            guard let cairo else { return }
            let box = ClosureBox<Draw>.from(data)
            MainActor.assumeIsolated { box.closure(cairo, width, height) }
        }
        let destroy: GDestroyNotify = { data in RetainedBox.release(data) }
        gtk_drawing_area_set_draw_func(area.cast(), run, box.retainedPointer, destroy)
    }
}
