import Foundation

/// Where the compiled data files are: under the installed binary's prefix, or in the build tree, where
/// `make data` compiles them (`.build/data/…gresource`, `.build/schemas/gschemas.compiled`).
extension ResourceLocator {
    static let resourceFileName = appID + ".gresource"

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
}
