/// What the app-wide `Library` tells each window's model (`Library.observe`).
public enum LibraryNotice {
    /// Rows came, went or changed (see `LibraryCatalog.Update`).
    case changed(LibraryCatalog.Update)
    /// The phase changed (loading, ready, unavailable), or the library may have become empty or not.
    case stateChanged
    /// The sort order remembered in the older preferences file was read.
    case sortLoaded(LibrarySort)
}
