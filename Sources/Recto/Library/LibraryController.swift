import Foundation
import GObjectSupport
import RectoCore

/// One window's view of the app-wide `Library`: the core's `LibraryWindowRows` (its own search and order over
/// the shared rows) wired to the library's notices and to the settings that remember the order. The sidebar
/// follows through the callbacks, patching its list model with splices rather than rebuilding it.
@MainActor
final class LibraryController: LibraryObserver {
    /// Patches for the list model, to apply in order.
    var onSplices: (([LibrarySplice]) -> Void)? {
        get { rows.onSplices }
        set { rows.onSplices = newValue }
    }
    /// Rows whose content changed where they are (metadata or progress arrived): show them again.
    var onUpdated: ((Set<LibraryPath>) -> Void)? {
        get { rows.onUpdated }
        set { rows.onUpdated = newValue }
    }
    /// Files renamed by another program; called before the list is patched, so a selection can follow.
    var onRenamed: (([LibraryChanges.Rename]) -> Void)? {
        get { rows.onRenamed }
        set { rows.onRenamed = newValue }
    }
    /// The phase changed, or the list may have become empty or non-empty.
    var onStateChanged: (() -> Void)? {
        get { rows.onStateChanged }
        set { rows.onStateChanged = newValue }
    }
    /// The remembered sort order was read (at start, or from the older preferences file).
    var onSortLoaded: ((LibrarySort) -> Void)? {
        get { rows.onSortLoaded }
        set { rows.onSortLoaded = newValue }
    }

    let library: Library
    private let rows: LibraryWindowRows

    init(library: Library) {
        self.library = library
        rows = LibraryWindowRows { [weak library] in library.map { Array($0.catalog.entries.values) } ?? [] }
    }

    /// The rows, in order, as the search narrows them.
    var listing: LibraryListing { rows.listing }
    /// The folder listed.
    var folder: LibraryPath { library.folder }
    /// Where the library stands.
    var phase: Library.Phase { library.phase }
    /// Whether the folder holds no book at all (as opposed to none matching the search).
    var isEmpty: Bool { library.isEmpty }
    /// The rows to show now: none before the sidebar was shown.
    var rowsOnShow: [LibraryPath] { rows.rowsOnShow }

    /// The row for `path`, if the library lists it.
    func entry(for path: LibraryPath) -> LibraryEntry? { library.entry(for: path) }

    /// Starts observing the library (the window opened), and the library itself if this is the first window.
    func start() {
        if AppSettings.shared.hasUserValue("library-sort") { rows.sortLoaded(AppSettings.shared.librarySort) }
        library.addObserver(self)
        library.start()
        onStateChanged?()
    }

    /// The sidebar is shown: the first time, build the rows.
    func activate() {
        library.activate()
        rows.activate()
    }

    /// Stops observing (the window closes).
    func stop() {
        library.removeObserver(self)
    }

    // MARK: Intents

    /// Orders the rows by `sort` and remembers the choice: in GSettings, or in the older preferences file
    /// where the schema lacks the key.
    func setSort(_ sort: LibrarySort) {
        guard rows.setSort(sort) else { return }
        if AppSettings.shared.has("library-sort") {
            AppSettings.shared.librarySort = sort
        } else {
            let preferences = LibraryPreferences(sort: sort), url = AppPaths.libraryPreferences
            library.queue.async { try? preferences.save(to: url) }
        }
    }

    /// Narrows the rows to those matching `text`.
    func setFilter(_ text: String) { rows.setFilter(text) }

    /// The open book's page changed: its row shows the new progress at once; `reorder` moves it too when the
    /// list is sorted by last read (a book just opened).
    func noteReading(_ key: DocumentKey, page: Int, pageCount: Int, reorder: Bool) {
        library.noteReading(key, page: page, pageCount: pageCount)
        rows.readingNoted(reorder: reorder)
    }

    // MARK: LibraryObserver

    func libraryChanged(_ update: LibraryCatalog.Update) { rows.libraryChanged(update) }

    func libraryStateChanged() { onStateChanged?() }

    func librarySortLoaded(_ sort: LibrarySort) { rows.sortLoaded(sort) }
}
