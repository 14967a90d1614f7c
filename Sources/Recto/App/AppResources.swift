import CGtk
import Foundation

/// Recto's compiled GResource: the shortcuts window, the style sheet and the icons. Registered before the
/// application starts up, under the resource base path, so GTK and libadwaita load them by themselves.
enum AppResources {
    static let basePath = "/io/github/rectoreader/Recto"

    /// Loads and registers the bundle; the app still runs without one (no Ctrl+? window, Adwaita's look only).
    static func register() {
        guard let path = ResourceLocator.resourceBundle() else {
            warn("no \(ResourceLocator.resourceFileName) next to this build or install; run `make build`")
            return
        }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_load(path, &error) else {
            warn("could not load \(path): " + (error.map { String(cString: $0.pointee.message) } ?? "unknown error"))
            if let error { g_error_free(error) }
            return
        }
        // Registered for the life of the process: the global resource list keeps its own reference.
        g_resources_register(resource)
        g_resource_unref(resource)
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("recto: " + message + "\n").utf8))
    }
}
