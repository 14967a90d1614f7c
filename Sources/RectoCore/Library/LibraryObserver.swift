import RectoCore

/// A window's view of the app-wide `Library`: told when rows, the phase or the remembered sort change, and
/// asked which rows it shows, so metadata is read for those first.
@MainActor
public protocol LibraryObserver: AnyObject {
    /// Rows came, went or changed (see `LibraryCatalog.Update`).
    func libraryChanged(_ update: LibraryCatalog.Update)
    /// The phase changed (loading, ready, unavailable), or the library may have become empty or not.
    func libraryStateChanged()
    /// The sort order remembered in the older preferences file was read.
    func librarySortLoaded(_ sort: LibrarySort)
    /// The rows this window shows, in order (empty while its sidebar was never shown).
    var rowsOnShow: [LibraryPath] { get }
}
