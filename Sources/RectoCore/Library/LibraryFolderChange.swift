/// Something the folder monitor saw change in the library folder: only paths, never conclusions, so that
/// whoever receives them looks at each path again (`LibraryScanner.events(for:)`) and a monitor event and a full
/// scan always agree.
public enum LibraryFolderChange: Equatable, Sendable {
    /// Look at this path again (created, changed, deleted, moved in or out).
    case path(LibraryPath)
    /// A file was renamed within the folder.
    case rename(from: LibraryPath, to: LibraryPath)
    /// The folder itself went away or was replaced: scan again.
    case folder
}
