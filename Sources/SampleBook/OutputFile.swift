import Foundation

/// A file written beside its final path and renamed into place only when complete, so a reader (or a build
/// that is interrupted) never sees half a book or half a sidecar.
struct OutputFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let path: String
    /// Where the new contents are written first: same folder, so the rename cannot cross file systems.
    let temporaryPath: String

    init(path: String) {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporaryPath = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
    }

    func write(_ text: String) throws {
        guard FileManager.default.createFile(atPath: temporaryPath, contents: Data(text.utf8)) else {
            throw Failure(description: "cannot write \(temporaryPath)")
        }
        try commit()
    }

    /// Flushes the temporary file to disk and renames it over `path`.
    func commit() throws {
        do {
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: temporaryPath))
            try handle.synchronize()
            try handle.close()
        } catch {
            discard()
            throw Failure(description: "cannot flush \(temporaryPath): \(error)")
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw Failure(description: "cannot rename \(temporaryPath) to \(path): \(reason)")
        }
    }

    func discard() {
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }
}
