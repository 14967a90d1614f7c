import Foundation

/// Writes files so that a reader never sees a half-written one: a temporary file in the same folder,
/// flushed to disk, then renamed over the target (rename is atomic within one file system).
public enum AtomicFile {
    /// Why a write failed, in terms a message can be built from.
    public enum WriteError: Error, Equatable, Sendable {
        case cannotCreateFolder(path: String, reason: String)
        case cannotWrite(path: String, reason: String)
    }

    /// Writes `data` to `url` atomically, creating the parent folder when missing.
    /// The previous content stays intact if anything fails (full disk, read-only folder).
    public static func write(_ data: Data, to url: URL) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateFolder(path: folder.path, reason: Self.reason(error))
        }
        AtomicFileLeftovers.clean(folder)
        // A short name of its own, not the target's plus a suffix: the target's name may already be near the
        // file system's 255-byte limit (long titles in CJK scripts reach it at ~85 characters).
        let temporary = folder.appendingPathComponent(
            AtomicFileLeftovers.prefix + "\(UUID().uuidString.prefix(13))" + AtomicFileLeftovers.suffix)
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            do {
                try handle.write(contentsOf: data)
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            if rename(temporary.path, url.path) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: url.path, reason: Self.reason(error))
        }
    }

    /// Moves a file that could not be read aside (`NAME.corrupt`, numbered if taken) so it is kept, not overwritten.
    /// Returns the new location.
    @discardableResult
    public static func setAside(_ url: URL) throws -> URL {
        let candidate = asideName(for: url)
        try FileManager.default.moveItem(at: url, to: candidate)
        return candidate
    }

    /// Copies a file that was only partly understood aside (`NAME.corrupt`, numbered if taken), leaving it in
    /// place, so that writing back what was understood cannot lose the rest. Returns the copy's location.
    @discardableResult
    public static func copyAside(_ url: URL) throws -> URL {
        let candidate = asideName(for: url)
        try FileManager.default.copyItem(at: url, to: candidate)
        return candidate
    }

    private static func asideName(for url: URL) -> URL {
        var candidate = url.appendingPathExtension("corrupt")
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = url.appendingPathExtension("corrupt-\(number)")
            number += 1
        }
        return candidate
    }

    /// Runs `body` holding an exclusive `flock` on `folder`, so that two windows or two Rectos never interleave
    /// a read-merge-write of the same file. A lock on the folder itself, not a lock file, so nothing is left
    /// behind; where the file system refuses it the body runs anyway.
    public static func withFolderLock<Value, Failure: Error>(
        _ folder: URL, _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        defer {
            if descriptor >= 0 {
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
        }
        return try body()
    }

    private static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return (error as NSError).localizedDescription
    }
}
