/// What the library reads from the reader's settings (GSettings in the app): the folder chosen, and the sort
/// order, which an older Recto kept in a file of its own.
@MainActor
public protocol LibrarySettings: AnyObject {
    /// The folder the reader chose; nil means the default.
    var libraryFolder: LibraryPath? { get }
    /// Whether the reader ever chose a sort order in the settings; until then the older file's is adopted.
    var hasLibrarySort: Bool { get }
    /// Keeps `sort` as the reader's order; false when the settings cannot hold it (an older schema), so that
    /// the older file keeps it instead.
    func keepLibrarySort(_ sort: LibrarySort) -> Bool
    /// Calls `changed` whenever `libraryFolder` changes, whoever changed it, until the watch is cancelled; nil
    /// when there is nothing to cancel (the handler then stays for the run, and should hold its owner weakly).
    func watchLibraryFolder(_ changed: @escaping @MainActor () -> Void) -> (any LibraryWatch)?
}
