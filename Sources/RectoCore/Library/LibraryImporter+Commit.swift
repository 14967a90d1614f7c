import Foundation

extension LibraryImporter {
    /// How many taken names in a row we accept before giving up (only a program racing us could cause this).
    static let maximumAttempts = 1000

    /// Gives the complete file at `temporary` (inside the library folder) the first free name for `fileName`,
    /// never replacing an existing file, and removes the temporary name. Returns the final path.
    ///
    /// `knownNames` is a listing the caller already has; it may be stale: a name taken since is detected when
    /// the link fails, and the folder is listed afresh for the next choice. `nil` lists the folder first.
    public func commit(
        temporary: LibraryPath,
        as fileName: String,
        knownNames: [String]? = nil
    ) -> Result<LibraryPath, LibraryImportFailure> {
        var listing = knownNames
        var refused: Set<String> = []
        for _ in 0..<Self.maximumAttempts {
            let names: [String]
            if let listing {
                names = listing
            } else {
                do {
                    names = try LibraryScanner.entryNames(in: folder).map { String(decoding: $0, as: UTF8.self) }
                } catch {
                    return .failure(.cannotWrite(code: Self.code(of: error)))
                }
            }
            let name = FirstFreeName.copyName(
                for: fileName, taken: names + refused,
                caseInsensitive: caseInsensitiveNames, trailingNumbers: trailingNumbers
            )
            let target = folder.appending(name)
            switch Self.place(temporary, at: target) {
            case 0:
                _ = temporary.withCString { unlink($0) }
                syncFolder()
                return .success(target)
            case EEXIST:
                refused.insert(name)
                listing = nil
            case let code:
                return .failure(.cannotWrite(code: code))
            }
        }
        return .failure(.noFreeName)
    }

    /// Removes temporary copies left by an import that was interrupted (crash, power loss) and are older
    /// than `age` seconds, so a running import in another window is left alone. Returns how many went.
    @discardableResult
    public func removeStaleTemporaries(olderThan age: TimeInterval = 3600, now: Date = Date()) -> Int {
        guard let names = try? LibraryScanner.entryNames(in: folder) else { return 0 }
        let prefix = Array(Self.temporaryPrefix.utf8)
        var removed = 0
        for name in names where name.starts(with: prefix) {
            let path = folder.appending(component: name)
            var info = stat()
            guard path.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
            if now.timeIntervalSince1970 - modified > age, path.withCString({ unlink($0) }) == 0 { removed += 1 }
        }
        return removed
    }

    /// Links `temporary` at `target`, failing with EEXIST rather than replacing; 0 on success, else `errno`.
    private static func place(_ temporary: LibraryPath, at target: LibraryPath) -> Int32 {
        let linked = temporary.withCString { from in target.withCString { to in link(from, to) } }
        if linked == 0 { return 0 }
        let code = errno
        switch code {
        case EPERM, ENOTSUP, EOPNOTSUPP, EMLINK, ENOSYS:
            // No hard links here: reserve the name exclusively, then rename over our own empty reservation.
            let reservation = target.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
            guard reservation >= 0 else { return errno }
            close(reservation)
            let renamed = temporary.withCString { from in target.withCString { to in rename(from, to) } }
            if renamed == 0 { return 0 }
            let renameCode = errno
            _ = target.withCString { unlink($0) }
            return renameCode
        default:
            return code
        }
    }

    /// Flushes the folder's entries so the new name survives a crash (best effort: not every file system
    /// supports it, and the data itself was flushed before linking).
    private func syncFolder() {
        let descriptor = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    static func code(of error: LibraryScanError) -> Int32 {
        switch error {
        case .missing: ENOENT
        case .notAFolder: ENOTDIR
        case .notMounted: ENODEV
        case .unreadable(_, let code), .cannotCreate(_, let code): code
        }
    }
}
