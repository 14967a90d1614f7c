import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Moves books to the trash or deletes them with GIO. Every call blocks on the disk: the library makes them on
/// a background queue.
struct LibraryTrash: LibraryTrashing {
    /// Whether the file's volume has a trash (`access::can-trash`).
    func canTrash(_ path: LibraryPath) -> Bool {
        path.withGFile { file in
            guard let info = g_file_query_info(file, "access::can-trash", G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, nil, nil)
            else { return false }
            defer { g_object_unref(info.raw) }
            // Unknown (no such attribute from this backend): try the trash, and report a refusal if it comes.
            guard g_file_info_has_attribute(info, "access::can-trash") != 0 else { return true }
            return g_file_info_get_attribute_boolean(info, "access::can-trash") != 0
        }
    }

    /// Moves the file to the trash (`g_file_trash`).
    func trash(_ path: LibraryPath) -> LibraryDeletionOutcome {
        var error: UnsafeMutablePointer<GError>?
        if path.withGFile({ g_file_trash($0, nil, &error) }) != 0 { return .done }
        return Self.outcome(of: error)
    }

    /// Deletes the file for good (`g_file_delete`), for a volume without a trash, after the reader agreed.
    func delete(_ path: LibraryPath) -> LibraryDeletionOutcome {
        var error: UnsafeMutablePointer<GError>?
        if path.withGFile({ g_file_delete($0, nil, &error) }) != 0 { return .done }
        return Self.outcome(of: error)
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
