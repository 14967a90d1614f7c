import Foundation
import GObjectSupport
import RectoCore

/// One window's view of the app-wide `Library`: its own search and order over the shared rows
/// (`LibraryListing`), kept in step with every change the library announces. The sidebar follows through
/// the callbacks, patching its list model with splices rather than rebuilding it.
@MainActor
final class LibraryController: LibraryObserver {
    /// Patches for the list model, to apply in order.
    var onSplices: (([LibrarySplice]) -> Void)?
    /// Rows whose content changed where they are (metadata or progress arrived): show them again.
    var onUpdated: ((Set<LibraryPath>) -> Void)?
    /// Files renamed by another program; called before the list is patched, so a selection can follow.
    var onRenamed: (([LibraryChanges.Rename]) -> Void)?
    /// The phase changed, or the list may have become empty or non-empty.
    var onStateChanged: (() -> Void)?
    /// The remembered sort order was read (at start, or from the older preferences file).
    var onSortLoaded: ((LibrarySort) -> Void)?

    let library: Library
    private(set) var listing = LibraryListing()
    /// Whether this window's sidebar was ever shown: until then no rows are built.
    private var active = false
    private let locale = Locale.current

    init(library: Library) {
        self.library = library
    }

    /// The folder listed.
    var folder: LibraryPath { library.folder }
    /// Where the library stands.
    var phase: Library.Phase { library.phase }
    /// Whether the folder holds no book at all (as opposed to none matching the search).
    var isEmpty: Bool { library.isEmpty }

    /// The row for `path`, if the library lists it.
    func entry(for path: LibraryPath) -> LibraryEntry? { library.entry(for: path) }

    /// Starts observing the library (the window opened), and the library itself if this is the first window.
    func start() {
        if AppSettings.shared.hasUserValue("library-sort") {
            listing.sort = AppSettings.shared.librarySort
            onSortLoaded?(listing.sort)
        }
        library.addObserver(self)
        library.start()
        onStateChanged?()
    }

    /// The sidebar is shown: the first time, build the rows.
    func activate() {
        library.activate()
        guard !active else { return }
        active = true
        relist()
    }

    /// Stops observing (the window closes).
    func stop() {
        library.removeObserver(self)
    }

    // MARK: Intents

    /// Orders the rows by `sort` and remembers the choice: in GSettings, or in the older preferences file
    /// where the schema lacks the key.
    func setSort(_ sort: LibrarySort) {
        guard sort != listing.sort else { return }
        listing.sort = sort
        relist()
        if AppSettings.shared.has("library-sort") {
            AppSettings.shared.librarySort = sort
        } else {
            let preferences = LibraryPreferences(sort: sort), url = AppPaths.libraryPreferences
            library.queue.async { try? preferences.save(to: url) }
        }
    }

    /// Narrows the rows to those matching `text`.
    func setFilter(_ text: String) {
        listing.filter = LibraryFilter(text: text, locale: locale)
        relist()
    }

    /// The open book's page changed: its row shows the new progress at once; `reorder` moves it too when the
    /// list is sorted by last read (a book just opened).
    func noteReading(_ key: DocumentKey, page: Int, pageCount: Int, reorder: Bool) {
        library.noteReading(key, page: page, pageCount: pageCount)
        if reorder && listing.sort == .lastRead { relist() }
    }

    // MARK: LibraryObserver

    func libraryChanged(_ update: LibraryCatalog.Update) {
        if !update.renamed.isEmpty { onRenamed?(update.renamed) }
        guard active else {
            onStateChanged?()
            return
        }
        // A content change can move a row (a title arrived); page progress moves none under the title order,
        // and under the last-read order only a book just opened moves (`noteReading(reorder:)`).
        if update.structural || (!update.changed.isEmpty && !update.onlyProgress) { relist() }
        let shown = update.changed.filter { listing.position(of: $0) != nil }
        if !shown.isEmpty { onUpdated?(shown) }
    }

    func libraryStateChanged() { onStateChanged?() }

    func librarySortLoaded(_ sort: LibrarySort) {
        listing.sort = sort
        onSortLoaded?(sort)
        relist()
    }

    var rowsOnShow: [LibraryPath] { active ? listing.rows : [] }

    // MARK: Rows

    /// Recomputes the rows from the library's entries and tells the sidebar what changed.
    private func relist() {
        guard active else {
            onStateChanged?()
            return
        }
        let steps = listing.relist(Array(library.catalog.entries.values), locale: locale)
        if !steps.isEmpty { onSplices?(steps) }
        onStateChanged?()
    }
}
