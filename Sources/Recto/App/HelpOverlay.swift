import CGtk
import GObjectSupport

/// The shortcuts window (Ctrl+?, the main menu's Keyboard Shortcuts), built the first time a window asks for
/// it. Under the resource base path as `gtk/help-overlay.ui`, GTK would build one for every window as the
/// window joins the application: a GtkShortcutsWindow of some fifty rows, about 20 ms of the main thread before
/// the first page (perf, launch on a 60-page book). The file is `data/gtk/help-overlay.ui`, in the GResource
/// at `resourcePath`.
@MainActor
enum HelpOverlay {
    static let resourcePath = ResourceLocator.resourceBasePath + "/shortcuts/help-overlay.ui"

    /// Adds `win.show-help-overlay` to `window` (a GtkApplicationWindow). GTK's own action of that name, which
    /// `gtk_application_window_set_help_overlay` adds only when there is none, stays out.
    static func addAction(to window: UnsafeMutablePointer<GtkWidget>) {
        Actions.add(to: window, .showHelpOverlay) { present(for: window) }
    }

    /// Shows the window's shortcuts window, building it the first time; the application window keeps it (and
    /// destroys it with itself), hidden rather than destroyed when closed.
    static func present(for window: UnsafeMutablePointer<GtkWidget>) {
        let applicationWindow = window.cast(GtkApplicationWindow.self)
        if let overlay = gtk_application_window_get_help_overlay(applicationWindow) {
            gtk_window_present(overlay.cast())
            return
        }
        // gtk_builder_new_from_resource aborts on a missing resource: a build without `make data` has none.
        guard g_resources_get_info(resourcePath, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0,
              let builder = gtk_builder_new_from_resource(resourcePath) else { return }
        defer { g_object_unref(builder.raw) }
        guard let object = gtk_builder_get_object(builder, "help_overlay"),
              g_type_check_instance_is_a(object.cast(), gtk_shortcuts_window_get_type()) != 0 else { return }
        gtk_application_window_set_help_overlay(applicationWindow, OpaquePointer(object))
        gtk_window_present(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self))
    }
}
