import CGtk

/// The files of a drop: the GFiles in the GdkFileList a GtkDropTarget hands over, in the order dropped.
public enum DroppedFiles {
    /// Calls `body` with each GFile (valid only during the call) and collects what it returns.
    public static func map<Result>(_ value: UnsafePointer<GValue>, _ body: (OpaquePointer) -> Result?) -> [Result] {
        guard let list = g_value_get_boxed(value), let files = gdk_file_list_get_files(OpaquePointer(list)) else {
            return []
        }
        defer { g_slist_free(files) }
        var results: [Result] = []
        var node: UnsafeMutablePointer<GSList>? = files
        while let current = node {
            if let file = current.pointee.data, let result = body(OpaquePointer(file)) { results.append(result) }
            node = current.pointee.next
        }
        return results
    }
}
