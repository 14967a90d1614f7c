/// Something the library follows until it lets go: its folder (or the folder's parent, waiting for it to come
/// back), or the settings' choice of folder. GLib's file monitor and settings signal in the app; fakes in tests.
@MainActor
public protocol LibraryWatch: AnyObject {
    /// Stops reporting; harmless when called again.
    func cancel()
}

/// Starts following a folder: the changed paths are reported in batches to `onChanges`; nil when the folder
/// cannot be followed (the list then follows only Recto's own changes).
public typealias LibraryMonitoring =
    @MainActor (_ folder: LibraryPath, _ onChanges: @escaping @MainActor ([LibraryFolderChange]) -> Void) ->
    (any LibraryWatch)?
