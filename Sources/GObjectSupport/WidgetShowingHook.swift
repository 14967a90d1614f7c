import CGtk

/// Calls a handler whenever any widget of the process, GTK's and libadwaita's inner ones included, is realized or
/// mapped: the moments every widget passes through before a person sees it or a screen reader can focus it.
@MainActor
public enum WidgetShowingHook {
    public typealias Handler = @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void

    /// Installs `handler` for the life of the process: emission hooks on every widget's "realize" and "map".
    public static func install(_ handler: @escaping Handler) {
        let hook: GSignalEmissionHook = { _, count, values, data in
            guard count > 0, let values, let object = g_value_get_object(values) else { return 1 }
            // GTK emits both on the main thread.
            nonisolated(unsafe) let widget = object.assumingMemoryBound(to: GtkWidget.self)
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.closure(widget) }
            return 1  // stay installed
        }
        let release: GDestroyNotify = { RetainedBox.release($0) }
        // The signals exist once the class is made; the class of every widget is never freed.
        _ = g_type_class_ref(gtk_widget_get_type())
        for signal in ["realize", "map"] {
            g_signal_add_emission_hook(
                g_signal_lookup(signal, gtk_widget_get_type()), 0, hook, ClosureBox<Handler>(handler).retainedPointer,
                release)
        }
    }
}
