import CGtk
import Foundation
import RectoCore

/// Finds Recto's data files wherever Recto runs from: installed under a prefix (`PREFIX/bin/recto` with
/// `PREFIX/share/…`), or from the build tree (`.build/<config>/recto` below the checkout holding `data/`).
/// The path logic is `InstallLayout`'s; this side asks the system where the executable is and which files exist,
/// and registers the compiled GResource with GLib.
enum ResourceLocator {
    static let appID = InstallLayout.appID

    /// The layout of the running executable, worked out once.
    static let layout = InstallLayout(executable: executable)

    /// The running executable: `/proc/self/exe`, else `argv[0]` resolved as the shell would have.
    private static var executable: URL {
        let manager = FileManager.default
        let candidates = ExecutableLocation.candidates(
            procSelfExe: try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            argument0: CommandLine.arguments.first ?? "",
            searchPath: ProcessInfo.processInfo.environment["PATH"],
            currentDirectory: manager.currentDirectoryPath)
        var isFolder: ObjCBool = false
        let found = candidates.first { manager.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue }
        // With nothing found the layout points nowhere useful, and the app runs without its data (and says so).
        return URL(fileURLWithPath: found ?? candidates.first ?? "/").resolvingSymlinksInPath()
    }

    /// The sample book shipped with Recto (`RECTO_DATA_DIR` overrides its folder).
    static func sampleBook() -> URL? {
        let candidates = [
            ProcessInfo.processInfo.environment["RECTO_DATA_DIR"].map {
                URL(fileURLWithPath: $0).appendingPathComponent("sample-book.pdf")
            },
            layout.sampleBook,
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The folder with compiled translations (`<ll>/LC_MESSAGES/recto.mo`), chosen from the layout alone: a
    /// language that is missing there (a Flatpak locale pack not installed) simply stays untranslated.
    static var localeFolder: String {
        layout.localeFolder.path
    }

    // MARK: Compiled data

    // Under the installed binary's prefix, or in the build tree, where `make data` compiles them
    // (`.build/data/…gresource`, `.build/schemas/gschemas.compiled`).

    static let resourceFileName = appID + ".gresource"

    /// Where the bundle's files are found in GLib's resource tree.
    static let resourceBasePath = "/io/github/rectoreader/Recto"

    /// The compiled GResource (help overlay, style sheet, icons), or nil when neither an install nor a
    /// `make data` put one where this binary can see it.
    static func resourceBundle() -> String? {
        let path = layout.resourceBundle.path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Folders holding a compiled copy of Recto's schema that GLib's default places may not cover: the
    /// prefix this binary was installed to (e.g. `/opt/recto`) or the build tree.
    static func schemaFolders() -> [String] {
        let folder = layout.schemaFolder
        let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent("gschemas.compiled").path)
        return exists ? [folder.path] : []
    }

    /// Loads and registers Recto's compiled GResource (the shortcuts window, the style sheet and the icons);
    /// called before the application starts up, so GTK and libadwaita load them by themselves from
    /// `resourceBasePath`. The app still runs without one (no Ctrl+? window, Adwaita's look only).
    static func registerResources() {
        guard let path = resourceBundle() else {
            warn("no \(resourceFileName) next to this build or install; run `make build`")
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
