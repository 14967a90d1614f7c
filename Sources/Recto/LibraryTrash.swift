import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Moves books to the trash and back with GIO. Every call blocks on the disk: run them on a background queue.
enum LibraryTrash {
    /// How a deletion went.
    enum Outcome: Equatable, Sendable {
        case done
        /// The file's volume has no trash (some network and removable mounts): ask before deleting for good.
        case trashUnavailable
        /// The message GIO gave.
        case failed(String)
    }

    /// Moves the file to the trash (`g_file_trash`).
    static func trash(_ path: LibraryPath) -> Outcome {
        var error: UnsafeMutablePointer<GError>?
        if path.withGFile({ g_file_trash($0, nil, &error) }) != 0 { return .done }
        return outcome(of: error)
    }

    /// Deletes the file for good (`g_file_delete`), for a volume without a trash, after the reader agreed.
    static func delete(_ path: LibraryPath) -> Outcome {
        var error: UnsafeMutablePointer<GError>?
        if path.withGFile({ g_file_delete($0, nil, &error) }) != 0 { return .done }
        return outcome(of: error)
    }

    /// Brings the most recently trashed file that came from `original` back, under its old name if that is
    /// still free, else under the first free "Name 2.pdf". Returns where it went.
    ///
    /// Looks through `trash:///` (gvfs); where that cannot be listed (no gvfs), reads the trash folders
    /// directly (`TrashSearch`).
    static func restore(_ original: LibraryPath) -> Result<LibraryPath, RestoreFailure> {
        if let trashed = findInGIOTrash(original) {
            return move(trashed, to: original)
        }
        let folders = TrashSearch.folders(for: original, homeTrash: AppPaths.homeTrash)
        guard let match = TrashSearch.locate(original, in: folders) else { return .failure(.notInTrash) }
        let file = GObjectRef(owning: match.file.withCString { g_file_new_for_path($0) }!.raw)
        let result = move(file, to: original)
        if case .success = result { _ = match.info.withCString { unlink($0) } }
        return result
    }

    /// Why a restore failed.
    enum RestoreFailure: Error, Equatable, Sendable {
        /// Nothing in the trash came from that path (emptied, or restored by another program).
        case notInTrash
        /// The move failed; GIO's message.
        case cannotMove(String)
    }

    /// The newest item of `trash:///` whose `trash::orig-path` is `original`; `nil` when there is none or the
    /// trash cannot be listed.
    private static func findInGIOTrash(_ original: LibraryPath) -> GObjectRef? {
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
        var best: (file: GObjectRef, date: String)?
        while let info = g_file_enumerator_next_file(enumerator, nil, nil) {
            defer { g_object_unref(info.raw) }
            guard let raw = g_file_info_get_attribute_byte_string(info, "trash::orig-path"),
                  LibraryPath(bytes: UnsafeBufferPointer(start: raw, count: strlen(raw)).map { UInt8(bitPattern: $0) })
                    == original else { continue }
            let date = borrowString(g_file_info_get_attribute_string(info, "trash::deletion-date")) ?? ""
            if let current = best, current.date > date { continue }
            best = (GObjectRef(owning: g_file_enumerator_get_child(enumerator, info)!.raw), date)
        }
        return best?.file
    }

    /// Moves `file` to `original`, or to the first free numbered name beside it if another file took it.
    private static func move(_ file: GObjectRef, to original: LibraryPath) -> Result<LibraryPath, RestoreFailure> {
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

    private static func outcome(of error: UnsafeMutablePointer<GError>?) -> Outcome {
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
