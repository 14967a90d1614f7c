import CGtk
import Foundation
import RectoCore

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

    /// `$XDG_DATA_HOME/recto/Library`, or `~/Documents/Books` in a Flatpak sandbox that shares the documents
    /// folder (`SandboxPolicy`): the default library folder, as the bytes GLib gives (not always UTF-8). The
    /// reader may choose another (`AppSettings.libraryFolder`).
    static var libraryFolder: LibraryPath {
        sandbox.defaultLibraryFolder(
            dataHome: LibraryPath(bytes: bytes(of: g_get_user_data_dir())), documents: documents, home: home,
            exists: isFolder)
    }

    /// Whether a book that was not found is gone or only out of the sandbox's sight (`SandboxPolicy`).
    static func missingFile(at url: URL) -> SandboxPolicy.MissingFile {
        guard sandbox.isSandboxed else { return .gone }
        let dataHome = LibraryPath(bytes: bytes(of: g_get_user_data_dir()))
        let visible = SandboxPolicy.sandboxVisibleFolders(
            appFolder: dataHome.parent, documents: documents, home: home,
            runtimeFolder: LibraryPath(bytes: bytes(of: g_get_user_runtime_dir())), exists: isFolder)
        return sandbox.missingFile(at: LibraryPath(url), visibleFolders: visible)
    }

    private static func isFolder(_ folder: LibraryPath) -> Bool {
        folder.withCString { g_file_test($0, G_FILE_TEST_IS_DIR) != 0 }
    }

    /// The desktop's documents folder (xdg-user-dirs), if one is set.
    static var documents: LibraryPath? {
        g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS).map { LibraryPath(bytes: bytes(of: $0)) }
    }

    /// Whether Recto runs in a Flatpak sandbox, and what that changes.
    static let sandbox = SandboxPolicy(
        environment: ProcessInfo.processInfo.environment,
        flatpakInfoExists: FileManager.default.fileExists(atPath: "/.flatpak-info"))

    /// `$XDG_CACHE_HOME/recto/library-metadata.json`: titles, authors and page counts of the library's books.
    static var libraryMetadataCache: URL {
        URL(fileURLWithPath: String(cString: g_get_user_cache_dir()))
            .appendingPathComponent("recto/library-metadata.json")
    }

    /// `$XDG_STATE_HOME/recto/library.json`: the sidebar's remembered choices (sort order).
    static var libraryPreferences: URL {
        URL(fileURLWithPath: String(cString: g_get_user_state_dir())).appendingPathComponent("recto/library.json")
    }

    /// The home folder, for `~` in settings.
    static var home: LibraryPath {
        LibraryPath(bytes: bytes(of: g_get_home_dir()))
    }

    private static func bytes(of path: UnsafePointer<gchar>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: path, count: strlen(path))).map { UInt8(bitPattern: $0) }
    }
}
