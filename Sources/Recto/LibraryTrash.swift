import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Moves books to the trash and back with GIO. Every call blocks on the disk: run them on a background queue.
enum LibraryTrash {
    /// Moves the file to the trash (`g_file_trash`).
    static func trash(_ path: LibraryPath) -> LibraryDeletionOutcome {
        var error: UnsafeMutablePointer<GError>?
        if path.withGFile({ g_file_trash($0, nil, &error) }) != 0 { return .done }
        return outcome(of: error)
    }

    /// Deletes the file for good (`g_file_delete`), for a volume without a trash, after the reader agreed.
    static func delete(_ path: LibraryPath) -> LibraryDeletionOutcome {
        var error: UnsafeMutablePointer<GError>?
        if path.withGFile({ g_file_delete($0, nil, &error) }) != 0 { return .done }
        return outcome(of: error)
    }

    /// Brings back, for each of `originals`, the most recently trashed file that came from there, under its
    /// old name if that is still free, else under the first free "Name 2.pdf". Returns one result per
    /// original, in order: where it went, or why not.
    ///
    /// Looks through `trash:///` (gvfs) once for all of them; where that cannot be listed (no gvfs), reads the
    /// trash folders directly (`TrashSearch`).
    static func restore(_ originals: [LibraryPath]) -> [(LibraryPath, Result<LibraryPath, LibraryRestoreFailure>)] {
        if let trashed = findInGIOTrash(Set(originals)) {
            return originals.map { original in
                guard let file = trashed[original] else { return (original, .failure(.notInTrash)) }
                return (original, move(file, to: original))
            }
        }
        var folders: [TrashSearch.Folder] = []
        for original in originals {
            for folder in TrashSearch.folders(for: original, homeTrash: AppPaths.homeTrash)
            where !folders.contains(folder) {
                folders.append(folder)
            }
        }
        let matches = TrashSearch.locate(originals, in: folders)
        return originals.map { original in
            guard let match = matches[original] else { return (original, .failure(.notInTrash)) }
            let file = GObjectRef(owning: match.file.withCString { g_file_new_for_path($0) }!.raw)
            let result = move(file, to: original)
            if case .success = result { _ = match.info.withCString { unlink($0) } }
            return (original, result)
        }
    }

    /// For each of `originals`, the newest item of `trash:///` whose `trash::orig-path` it is; `nil` when the
    /// trash cannot be listed.
    private static func findInGIOTrash(_ originals: Set<LibraryPath>) -> [LibraryPath: GObjectRef]? {
        let trash = g_file_new_for_uri("trash:///")!
        defer { g_object_unref(trash.raw) }
        var error: UnsafeMutablePointer<GError>?
        let attributes = "standard::name,trash::orig-path,trash::deletion-date"
        guard let enumerator = g_file_enumerate_children(trash, attributes, G_FILE_QUERY_INFO_NONE, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer {
            g_file_enumerator_close(enumerator, nil, nil)
            g_object_unref(enumerator.raw)
        }
        var best: [LibraryPath: (file: GObjectRef, date: String)] = [:]
        while let info = g_file_enumerator_next_file(enumerator, nil, nil) {
            defer { g_object_unref(info.raw) }
            guard let raw = g_file_info_get_attribute_byte_string(info, "trash::orig-path") else { continue }
            let original = LibraryPath(bytes: UnsafeBufferPointer(start: raw, count: strlen(raw)).map {
                UInt8(bitPattern: $0)
            })
            guard originals.contains(original) else { continue }
            let date = borrowString(g_file_info_get_attribute_string(info, "trash::deletion-date")) ?? ""
            if let current = best[original], current.date > date { continue }
            best[original] = (GObjectRef(owning: g_file_enumerator_get_child(enumerator, info)!.raw), date)
        }
        return best.mapValues(\.file)
    }

    /// Moves `file` to `original`, or to the first free numbered name beside it if another file took it.
    private static func move(_ file: GObjectRef, to original: LibraryPath) -> Result<LibraryPath, LibraryRestoreFailure> {
        var refused: Set<String> = []
        var target = original
        for _ in 0..<1000 {
            var error: UnsafeMutablePointer<GError>?
            let moved = target.withGFile { destination in
                g_file_move(OpaquePointer(file.pointer), destination, G_FILE_COPY_NONE, nil, nil, nil, &error)
            }
            if moved != 0 { return .success(target) }
            guard let error, error.pointee.domain == g_io_error_quark(),
                  error.pointee.code == Int32(G_IO_ERROR_EXISTS.rawValue) else {
                return .failure(.cannotMove(message(of: error)))
            }
            g_error_free(error)
            refused.insert(target.fileName)
            target = original.parent.appending(FirstFreeName.copyName(for: original.fileName, taken: refused))
        }
        return .failure(.cannotMove(LibraryText.reason(EEXIST)))
    }

    private static func outcome(of error: UnsafeMutablePointer<GError>?) -> LibraryDeletionOutcome {
        if let error, error.pointee.domain == g_io_error_quark(),
           error.pointee.code == Int32(G_IO_ERROR_NOT_SUPPORTED.rawValue) {
            g_error_free(error)
            return .trashUnavailable
        }
        return .failed(message(of: error))
    }

    /// GIO's message, freeing the error.
    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return LibraryText.reason(EIO) }
        defer { g_error_free(error) }
        return borrowString(error.pointee.message) ?? LibraryText.reason(EIO)
    }
}
