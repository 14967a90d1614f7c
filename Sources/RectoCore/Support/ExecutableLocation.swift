import Foundation

/// Where the running executable is, worked out from what the system says about the process.
///
/// `argv[0]` is only a name (`recto`) when a desktop launcher, a file manager or Flatpak starts the app, so it
/// cannot say where the install is; Linux's `/proc/self/exe` names the real file whatever the caller typed.
public enum ExecutableLocation {
    /// What the kernel appends to `/proc/self/exe`'s target once the file was replaced or removed (a package
    /// upgrade while Recto runs); the folder around it still holds the install.
    static let deletedSuffix = " (deleted)"

    /// The paths to try, best first; the caller takes the first that exists.
    ///
    /// - Parameters:
    ///   - procSelfExe: the target of `/proc/self/exe`, or nil when it cannot be read (no `/proc`).
    ///   - argument0: `argv[0]` as the process got it.
    ///   - searchPath: `$PATH`, searched for a bare name as the shell did to start us.
    ///   - currentDirectory: the working folder, against which a relative `argv[0]` is resolved.
    public static func candidates(
        procSelfExe: String?, argument0: String, searchPath: String?, currentDirectory: String
    ) -> [String] {
        var result: [String] = []
        if let target = procSelfExe, target.hasPrefix("/") {
            result.append(target.hasSuffix(deletedSuffix) ? String(target.dropLast(deletedSuffix.count)) : target)
        }
        if argument0.hasPrefix("/") {
            result.append(argument0)
        } else if argument0.contains("/") {
            result.append(joined(currentDirectory, argument0))
        } else if !argument0.isEmpty {
            // An empty entry in PATH means the working folder, as in the shell.
            for folder in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: false) {
                result.append(joined(folder.isEmpty ? currentDirectory : String(folder), argument0))
            }
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        let relative = folder.hasPrefix("/") ? folder : "/" + folder
        return URL(fileURLWithPath: relative).appendingPathComponent(name).standardizedFileURL.path
    }
}
