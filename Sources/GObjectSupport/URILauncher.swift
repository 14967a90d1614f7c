import CGtk
import Glibc

/// Opens an address in the desktop's program for it (the browser, the mail program), as `gtk_show_uri` does,
/// but with the environment of the launched program in Recto's hands: `gtk_show_uri` passes on Recto's own,
/// with what Recto set for itself before GTK started. (GtkUriLauncher, which takes a context, is GTK 4.10.)
@MainActor
public enum URILauncher {
    /// Why a launch failed, as GLib said it: the error's domain (its quark's name), code and message.
    public struct Failure: Sendable {
        public let domain: String
        public let code: Int
        public let message: String
    }

    /// Launches the default handler of `uri` through `display`'s launch context (its display and startup
    /// notification, as `gtk_show_uri`), with each variable of `environment` set to its value, or unset when
    /// the value is nil. A failure (no program for the address) is written to standard error, as GTK does, and
    /// handed to `failed` on the main thread once the launch has finished.
    public static func launch(
        _ uri: String, on display: OpaquePointer, environment: [(name: String, value: String?)],
        failed: (@MainActor (Failure) -> Void)? = nil
    ) {
        guard let context = gdk_display_get_app_launch_context(display) else { return }
        let launchContext: UnsafeMutablePointer<GAppLaunchContext> = context.cast()
        for (name, value) in environment {
            if let value {
                g_app_launch_context_setenv(launchContext, name, value)
            } else {
                g_app_launch_context_unsetenv(launchContext, name)
            }
        }
        // The box carries one retain to the callback, which GLib calls exactly once, on the main context the
        // launch was started from (the main thread's): it takes the retain back there.
        let box = ClosureBox<@MainActor (Failure) -> Void>(failed ?? { _ in })
        let done: GAsyncReadyCallback = { _, result, data in
            let box = Unmanaged<ClosureBox<@MainActor (Failure) -> Void>>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            guard g_app_info_launch_default_for_uri_finish(result, &error) == 0 else { return }
            let failure = Failure(
                domain: error.flatMap { borrowString(g_quark_to_string($0.pointee.domain)) } ?? "",
                code: Int(error?.pointee.code ?? 0),
                message: error.flatMap { borrowString($0.pointee.message) } ?? "")
            g_clear_error(&error)
            let reason = failure.message.isEmpty ? "unknown error" : failure.message
            let line = "recto: could not open the link: \(reason)\n"
            _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            MainActor.assumeIsolated { box.closure(failure) }
        }
        // The task holds its own reference to the context until the program is started.
        g_app_info_launch_default_for_uri_async(uri, launchContext, nil, done, box.retainedPointer)
        g_object_unref(context.raw)
    }
}
