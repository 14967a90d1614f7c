import Foundation
import RectoCore

/// Finds Recto's data files wherever Recto runs from: installed under a prefix (`PREFIX/bin/recto` with
/// `PREFIX/share/…`), or from the build tree (`.build/<config>/recto` below the checkout holding `data/`).
/// The path logic is `InstallLayout`'s; this side asks the system where the executable is and which files exist.
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
}
