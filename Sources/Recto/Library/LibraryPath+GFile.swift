import CGtk
import GObjectSupport
import RectoCore

/// GFile from and to the library's byte paths: `g_file_get_path` gives the file-system bytes as they are,
/// which may not be UTF-8, so they never pass through `String`.
extension LibraryPath {
    /// The local path of a GFile; `nil` for a file with no local path (a remote URI).
    init?(file: OpaquePointer) {
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        self.init(bytes: UnsafeBufferPointer(start: path, count: strlen(path)).map { UInt8(bitPattern: $0) })
    }

    /// Calls `body` with a new GFile for this path and releases it afterwards. Any thread.
    func withGFile<Result>(_ body: (OpaquePointer) -> Result) -> Result {
        let file = withCString { g_file_new_for_path($0) }!
        defer { g_object_unref(file.raw) }
        return body(file)
    }
}
