import CGtk

/// GtkFileChooserNative, GTK 4.8's way to the file chooser portal (GtkFileDialog is 4.10): the one builder the
/// app's choosers go through.
///
/// Ownership: `gtk_file_chooser_native_new` returns a reference the builder owns (a native dialog is not a
/// widget and has no parent to hold it); the "response" handler drops it after the answer, so the dialog lives
/// exactly as long as it is asked. The chosen GFiles are borrowed for the completion call.
@MainActor
public enum FileChooserNative {
    /// What is chosen.
    public enum Mode {
        case openFile
        case openFiles
        case selectFolder
    }

    /// One entry of the chooser's file type menu.
    public struct Filter {
        public var name: String
        public var mimeTypes: [String]
        public var suffixes: [String]
        public var patterns: [String]

        public init(name: String, mimeTypes: [String] = [], suffixes: [String] = [], patterns: [String] = []) {
            self.name = name
            self.mimeTypes = mimeTypes
            self.suffixes = suffixes
            self.patterns = patterns
        }
    }

    /// The labels of the chooser, translated by the caller.
    public struct Labels {
        public var title: String
        public var accept: String
        public var cancel: String

        public init(title: String, accept: String, cancel: String) {
            self.title = title
            self.accept = accept
            self.cancel = cancel
        }
    }

    /// Shows a modal chooser over `parent`; `completion` runs only when the reader accepts, with the chosen
    /// files (GFile, borrowed for the call). `folder` (a GFile, borrowed) is where it opens.
    public static func present(
        parent: UnsafeMutablePointer<GtkWidget>, labels: Labels, mode: Mode, filters: [Filter] = [],
        folder: OpaquePointer? = nil, completion: @escaping @MainActor (_ files: [OpaquePointer]) -> Void
    ) {
        let action = mode == .selectFolder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN
        let chooser = gtk_file_chooser_native_new(labels.title, parent.cast(), action, labels.accept, labels.cancel)!
        if mode == .openFiles { gtk_file_chooser_set_select_multiple(chooser.opaque, 1) }
        for filter in filters {
            let made = gtk_file_filter_new()!
            gtk_file_filter_set_name(made, filter.name)
            for type in filter.mimeTypes { gtk_file_filter_add_mime_type(made, type) }
            for suffix in filter.suffixes { gtk_file_filter_add_suffix(made, suffix) }
            for pattern in filter.patterns { gtk_file_filter_add_pattern(made, pattern) }
            gtk_file_chooser_add_filter(chooser.opaque, made)
            g_object_unref(made.raw) // the chooser holds it now
        }
        if let folder {
            var error: UnsafeMutablePointer<GError>?
            // A folder that cannot be opened leaves the chooser where it would start anyway.
            if gtk_file_chooser_set_current_folder(chooser.opaque, folder, &error) == 0, let error {
                g_error_free(error)
            }
        }
        gtk_native_dialog_set_modal(chooser.cast(), 1)
        chooser.onInt("response") { response in
            defer { g_object_unref(chooser.raw) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue else { return }
            let files = chosen(chooser)
            defer { files.forEach { g_object_unref($0.raw) } }
            if !files.isEmpty { completion(files) }
        }
        gtk_native_dialog_show(chooser.cast())
    }

    /// The chosen files, each with a reference the caller drops.
    private static func chosen(_ chooser: OpaquePointer) -> [OpaquePointer] {
        guard let list = gtk_file_chooser_get_files(chooser.opaque) else { return [] }
        defer { g_object_unref(list.raw) }
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            g_list_model_get_item(list, index).map { OpaquePointer($0) }
        }
    }
}
