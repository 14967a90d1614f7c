import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The app's file choosers, all built by GObjectSupport's `FileChooserNative` (the portal's chooser inside
/// Flatpak); this file holds only their words and filters.
@MainActor
enum FileChooser {
    private static let pdfs = FileChooserNative.Filter(
        name: i18n("PDF Documents"), mimeTypes: ["application/pdf"], suffixes: ["pdf"])

    /// Lets the reader pick one PDF; `completion` runs only if they pick one.
    static func choosePDF(parent: UnsafeMutablePointer<GtkWidget>, completion: @escaping @MainActor (URL) -> Void) {
        let labels = FileChooserNative.Labels(
            title: i18n("Open a Book"), accept: i18n("_Open"), cancel: i18n("_Cancel"))
        FileChooserNative.present(parent: parent, labels: labels, mode: .openFile, filters: [pdfs]) { files in
            if let path = takeString(g_file_get_path(files[0])) { completion(URL(fileURLWithPath: path)) }
        }
    }

    /// Lets the reader pick one or more files matching `patterns` (e.g. "*.plist").
    static func chooseFiles(
        parent: UnsafeMutablePointer<GtkWidget>, title: String, filterName: String, patterns: [String],
        completion: @escaping @MainActor ([URL]) -> Void
    ) {
        let labels = FileChooserNative.Labels(title: title, accept: i18n("_Open"), cancel: i18n("_Cancel"))
        let filter = FileChooserNative.Filter(name: filterName, patterns: patterns)
        FileChooserNative.present(parent: parent, labels: labels, mode: .openFiles, filters: [filter]) { files in
            let urls = files.compactMap { takeString(g_file_get_path($0)).map { URL(fileURLWithPath: $0) } }
            if !urls.isEmpty { completion(urls) }
        }
    }

    /// Lets the reader pick books to add to the library. All files too: a PDF without the extension is still a
    /// PDF, and other files get a clear refusal.
    static func chooseBooks(
        parent: UnsafeMutablePointer<GtkWidget>, completion: @escaping @MainActor ([LibraryPath]) -> Void
    ) {
        let labels = FileChooserNative.Labels(
            title: i18n("Add Books to the Library"), accept: i18n("_Add"), cancel: i18n("_Cancel"))
        let all = FileChooserNative.Filter(name: i18n("All Files"), patterns: ["*"])
        FileChooserNative.present(parent: parent, labels: labels, mode: .openFiles, filters: [pdfs, all]) { files in
            completion(files.compactMap { LibraryPath(file: $0) })
        }
    }

    /// Lets the reader pick a folder, opening at `current`.
    static func chooseFolder(
        parent: UnsafeMutablePointer<GtkWidget>, title: String, current: LibraryPath,
        completion: @escaping @MainActor (LibraryPath) -> Void
    ) {
        let labels = FileChooserNative.Labels(title: title, accept: i18n("_Select"), cancel: i18n("_Cancel"))
        current.withGFile { folder in
            FileChooserNative.present(parent: parent, labels: labels, mode: .selectFolder, folder: folder) { files in
                if let chosen = LibraryPath(file: files[0]) { completion(chosen) }
            }
        }
    }
}
