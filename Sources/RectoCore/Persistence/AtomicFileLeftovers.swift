import Foundation
import Synchronization

/// Removes the temporary files of writes that never finished (`.recto-XXXX.tmp`, left by a crash or a kill
/// between creating and renaming them) from a folder Recto writes into.
///
/// Only files older than `staleAge` go: a younger one may belong to a write in progress in another window or
/// another Recto. Each folder is swept once per run, so a burst of saves costs one directory listing.
public enum AtomicFileLeftovers {
    /// How old a temporary file must be before it counts as left over.
    public static let staleAge: TimeInterval = 10 * 60

    static let prefix = ".recto-"
    static let suffix = ".tmp"

    private static let swept = Mutex<Set<String>>([])

    /// Sweeps `folder` unless it was swept before in this run.
    static func clean(_ folder: URL) {
        let first = swept.withLock { $0.insert(folder.standardizedFileURL.path).inserted }
        if first { removeStale(in: folder) }
    }

    /// Removes the stale temporary files in `folder` now, and returns their names; errors are ignored (a file
    /// another process removed first, a folder that cannot be listed): cleaning is a courtesy, never a failure.
    @discardableResult
    public static func removeStale(in folder: URL, now: Date = Date()) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let url = folder.appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let modified = attributes[.modificationDate] as? Date,
                  now.timeIntervalSince(modified) > staleAge else { continue }
            if (try? FileManager.default.removeItem(at: url)) != nil { removed.append(name) }
        }
        return removed
    }
}
