import Foundation
import RectoTestSupport

/// Makes a folder refuse new files. A plain `chmod` does not stop root, so as root it uses the immutable
/// attribute (`chattr +i`), which binds root too where the file system and capabilities allow it.
enum ReadOnlyFolder {
    /// Whether this machine can make a folder unwritable for this process; probed once on a scratch folder.
    static let isPossible: Bool = {
        guard let folder = try? TemporaryFolder("persistence") else { return false }
        defer { folder.remove() }
        let probe = folder.url.appendingPathComponent("probe")
        guard lock(folder.url) else { return false }
        let refused = !FileManager.default.createFile(atPath: probe.path, contents: Data("x".utf8))
        unlock(folder.url)
        return refused
    }()

    /// Makes `folder` refuse new files; false if that cannot be done here.
    @discardableResult
    static func lock(_ folder: URL) -> Bool {
        if geteuid() != 0 {
            return chmod(folder.path, 0o555) == 0
        }
        return run("/usr/bin/chattr", ["+i", folder.path]) || run("/bin/chattr", ["+i", folder.path])
    }

    /// Undoes `lock`; harmless on a folder that was never locked.
    static func unlock(_ folder: URL) {
        if geteuid() != 0 {
            _ = chmod(folder.path, 0o755)
        } else {
            _ = run("/usr/bin/chattr", ["-i", folder.path]) || run("/bin/chattr", ["-i", folder.path])
        }
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
