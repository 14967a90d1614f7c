import CGtk
import Foundation
import GObjectSupport

/// GtkFileChooserNative, the GTK 4.8 way to reach the file chooser portal (GtkFileDialog is 4.10).
@MainActor
enum FileChooser {
    /// Lets the reader pick one PDF; `completion` runs only if they pick one.
    static func choosePDF(parent: UnsafeMutablePointer<GtkWidget>, completion: @escaping @MainActor (URL) -> Void) {
        let chooser = gtk_file_chooser_native_new(
            i18n("Open a Book"), parent.cast(), GTK_FILE_CHOOSER_ACTION_OPEN, i18n("_Open"), i18n("_Cancel"))!
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, i18n("PDF Documents"))
        gtk_file_filter_add_mime_type(filter, "application/pdf")
        gtk_file_filter_add_suffix(filter, "pdf")
        gtk_file_chooser_add_filter(chooser.opaque, filter)
        g_object_unref(filter.raw)
        gtk_native_dialog_set_modal(chooser.cast(), 1)
        chooser.onInt("response") { response in
            defer { g_object_unref(chooser.raw) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                  let file = gtk_file_chooser_get_file(chooser.opaque) else { return }
            defer { g_object_unref(file.raw) }
            if let path = takeString(g_file_get_path(file)) { completion(URL(fileURLWithPath: path)) }
        }
        gtk_native_dialog_show(chooser.cast())
    }

    /// Lets the reader pick one or more files matching `patterns` (e.g. "*.plist").
    static func chooseFiles(
        parent: UnsafeMutablePointer<GtkWidget>, title: String, filterName: String, patterns: [String],
        completion: @escaping @MainActor ([URL]) -> Void
    ) {
        let chooser = gtk_file_chooser_native_new(
            title, parent.cast(), GTK_FILE_CHOOSER_ACTION_OPEN, i18n("_Open"), i18n("_Cancel"))!
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, filterName)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(chooser.opaque, filter)
        g_object_unref(filter.raw)
        gtk_file_chooser_set_select_multiple(chooser.opaque, 1)
        gtk_native_dialog_set_modal(chooser.cast(), 1)
        chooser.onInt("response") { response in
            defer { g_object_unref(chooser.raw) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let files = gtk_file_chooser_get_files(chooser.opaque) else {
                return
            }
            defer { g_object_unref(files.raw) }
            let urls = (0..<g_list_model_get_n_items(files)).compactMap { index -> URL? in
                guard let file = g_list_model_get_item(files, index) else { return nil }
                defer { g_object_unref(file) }
                return takeString(g_file_get_path(OpaquePointer(file))).map { URL(fileURLWithPath: $0) }
            }
            if !urls.isEmpty { completion(urls) }
        }
        gtk_native_dialog_show(chooser.cast())
    }
}
