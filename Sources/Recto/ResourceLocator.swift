import Foundation

/// Finds Recto's data files wherever Recto runs from: installed under a prefix (`PREFIX/bin/recto` with
/// `PREFIX/share/…`), or from the build tree (`.build/<config>/recto` below the checkout holding `data/`).
enum ResourceLocator {
    static let appID = "io.github.rectoreader.Recto"

    /// The folder of the running executable.
    private static var executableFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// `PREFIX/share` when installed.
    static var installedShare: URL {
        executableFolder.deletingLastPathComponent().appendingPathComponent("share")
    }

    /// The checkout's root when running from the build tree.
    static var sourceRoot: URL? {
        var folder = executableFolder
        for _ in 0..<5 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The sample book shipped with Recto.
    static func sampleBook() -> URL? {
        let candidates = [
            ProcessInfo.processInfo.environment["RECTO_DATA_DIR"].map { URL(fileURLWithPath: $0) },
            installedShare.appendingPathComponent(appID),
            sourceRoot?.appendingPathComponent("data"),
        ].compactMap { $0?.appendingPathComponent("sample-book.pdf") }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The folder with compiled translations (`<ll>/LC_MESSAGES/recto.mo`).
    static func localeFolder() -> String? {
        let candidates = [
            installedShare.appendingPathComponent("locale"),
            sourceRoot?.appendingPathComponent(".build/locale"),
        ].compactMap { $0 }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("de/LC_MESSAGES/recto.mo").path)
        }?.path
    }
}
