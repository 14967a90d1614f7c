import Foundation

/// Where the compiled data files are: next to the installed binary's prefix, or in the build tree, where
/// `make build` compiles them (`.build/data/…gresource`, `.build/schemas/gschemas.compiled`).
extension ResourceLocator {
    static let resourceFileName = appID + ".gresource"

    /// The compiled GResource (help overlay, style sheet, icons), or nil when neither an install nor a
    /// `make build` put one where this binary can see it.
    static func resourceBundle() -> String? {
        let candidates = [
            installedShare.appendingPathComponent(appID).appendingPathComponent(resourceFileName),
            sourceRoot?.appendingPathComponent(".build/data").appendingPathComponent(resourceFileName),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.path
    }

    /// Folders holding a compiled copy of Recto's schema that GLib's default places may not cover: the
    /// prefix this binary was installed to (e.g. `/opt/recto`) and the build tree.
    static func schemaFolders() -> [String] {
        let candidates = [
            installedShare.appendingPathComponent("glib-2.0/schemas"),
            sourceRoot?.appendingPathComponent(".build/schemas"),
        ].compactMap { $0 }
        return candidates
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("gschemas.compiled").path) }
            .map(\.path)
    }
}
