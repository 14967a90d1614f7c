import CGtk
import Foundation

/// Recto's folders under the XDG base directories, read through GLib so that Flatpak's remapping applies.
enum AppPaths {
    /// `$XDG_STATE_HOME/recto/books`: one reading-state file per book.
    static var readingStateFolder: URL {
        URL(fileURLWithPath: String(cString: g_get_user_state_dir()))
            .appendingPathComponent("recto/books", isDirectory: true)
    }

    /// `$XDG_DATA_HOME/recto`: what the reader made and would miss. Notes go in its `notes/` folder, one file
    /// per book named by its document key (`NotesStore(dataDirectory:documentKey:)` adds the `notes/`), and
    /// contents of books in read-only folders in `contents/`.
    static var dataFolder: URL {
        URL(fileURLWithPath: String(cString: g_get_user_data_dir()))
            .appendingPathComponent("recto", isDirectory: true)
    }
}
