import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension FileChooser {
    /// Lets the reader choose where to save a file, proposing `suggestedName`; `filters` are (name, pattern)
    /// pairs. `completion` runs only if they choose a place. GTK's chooser asks before replacing a file.
    static func chooseSaveLocation(
        parent: UnsafeMutablePointer<GtkWidget>, title: String, suggestedName: String,
        filters: [(name: String, pattern: String)], completion: @escaping @MainActor (URL) -> Void
    ) {
        let chooser = gtk_file_chooser_native_new(
            title, parent.cast(), GTK_FILE_CHOOSER_ACTION_SAVE, i18n("_Save"), i18n("_Cancel"))!
        for (name, pattern) in filters {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, name)
            gtk_file_filter_add_pattern(filter, pattern)
            gtk_file_chooser_add_filter(chooser.opaque, filter)
            g_object_unref(filter.raw)
        }
        let folder = SaveFolder.proposed(documents: AppPaths.documents, home: AppPaths.home) { path in
            path.withCString { g_file_test($0, G_FILE_TEST_IS_DIR) } != 0
        }
        folder.withGFile { file in
            var error: UnsafeMutablePointer<GError>?
            // A folder that cannot be opened leaves the chooser where GTK would start it.
            if gtk_file_chooser_set_current_folder(chooser.opaque, file, &error) == 0, let error { g_error_free(error) }
        }
        gtk_file_chooser_set_current_name(chooser.opaque, suggestedName)
        gtk_native_dialog_set_modal(chooser.cast(), 1)
        chooser.onInt("response") { response in
            defer { g_object_unref(chooser.raw) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser.opaque) else {
                return
            }
            defer { g_object_unref(file.raw) }
            if let path = takeString(g_file_get_path(file)) { completion(URL(fileURLWithPath: path)) }
        }
        gtk_native_dialog_show(chooser.cast())
    }
}
