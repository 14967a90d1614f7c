import CGtk
import Glibc

/// Opens an address in the desktop's program for it (the browser, the mail program), as `gtk_show_uri` does,
/// but with the environment of the launched program in Recto's hands: `gtk_show_uri` passes on Recto's own,
/// with what Recto set for itself before GTK started. (GtkUriLauncher, which takes a context, is GTK 4.10.)
@MainActor
public enum URILauncher {
    /// Launches the default handler of `uri` through `display`'s launch context (its display and startup
    /// notification, as `gtk_show_uri`), with each variable of `environment` set to its value, or unset when
    /// the value is nil. A failure (no program for the address) is written to standard error, as GTK does.
    public static func launch(_ uri: String, on display: OpaquePointer, environment: [(name: String, value: String?)]) {
        guard let context = gdk_display_get_app_launch_context(display) else { return }
        let launchContext: UnsafeMutablePointer<GAppLaunchContext> = context.cast()
        for (name, value) in environment {
            if let value {
                g_app_launch_context_setenv(launchContext, name, value)
            } else {
                g_app_launch_context_unsetenv(launchContext, name)
            }
        }
        let done: GAsyncReadyCallback = { _, result, _ in
            var error: UnsafeMutablePointer<GError>?
            if g_app_info_launch_default_for_uri_finish(result, &error) == 0 {
                let message = error.flatMap { borrowString($0.pointee.message) } ?? "unknown error"
                let line = "recto: could not open the link: \(message)\n"
                _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
                g_clear_error(&error)
            }
        }
        // The task holds its own reference to the context until the program is started.
        g_app_info_launch_default_for_uri_async(uri, launchContext, nil, done, nil)
        g_object_unref(context.raw)
    }
}
