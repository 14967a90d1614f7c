import Foundation

/// One window's view of the app-wide library: the window's own rows (`LibraryWindowRows`: its search and order
/// over the shared rows) wired to the library's notices, and the order the reader chose, remembered where the
/// app keeps it. The sidebar follows through the rows' callbacks, patching its list model with splices.
@MainActor
public final class LibraryWindowModel {
    /// What the sidebar hears: splices to apply, rows to show again, renames, state, the loaded sort.
    public typealias Change = LibraryWindowRows.Change

    private let feed: LibraryFeed
    private let rows: LibraryWindowRows
    private let chosenSort: () -> LibrarySort?
    private let rememberSort: (LibrarySort) -> Void
    private var libraryObservation: ObservationToken?

    /// - Parameters:
    ///   - chosenSort: the order the reader chose, if ever (nil: the default, or the older file's, which the
    ///     library reads).
    ///   - rememberSort: keeps a new choice.
    public init(feed: LibraryFeed, locale: Locale = .current, chosenSort: @escaping () -> LibrarySort?,
                rememberSort: @escaping (LibrarySort) -> Void) {
        self.feed = feed
        self.chosenSort = chosenSort
        self.rememberSort = rememberSort
        rows = LibraryWindowRows(locale: locale) { [weak feed] in feed?.entries ?? [] }
    }

    /// Calls `observer` with every change, in order, while the token lives.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        rows.observe(observer)
    }

    /// The rows, in order, as the search narrows them.
    public var listing: LibraryListing { rows.listing }
    /// The folder listed.
    public var folder: LibraryPath { feed.folder }
    /// Where the library stands.
    public var phase: LibraryPhase { feed.phase }
    /// Whether the folder holds no book at all (as opposed to none matching the search).
    public var isEmpty: Bool { feed.isEmpty }
    /// The rows to show now: none before the sidebar was shown.
    public var rowsOnShow: [LibraryPath] { rows.rowsOnShow }

    /// The row for `path`, if the library lists it.
    public func entry(for path: LibraryPath) -> LibraryEntry? { feed.entry(for: path) }

    /// Starts observing the library (the window opened), and the library itself if this is the first window.
    public func start() {
        if let sort = chosenSort() { rows.sortLoaded(sort) }
        libraryObservation = feed.observe(
            rowsOnShow: { [weak self] in self?.rowsOnShow ?? [] }, { [weak self] in self?.libraryNoticed($0) })
        feed.start()
        rows.stateMayHaveChanged()
    }

    /// The sidebar is shown: the first time, build the rows.
    public func activate() {
        feed.activate()
        rows.activate()
    }

    /// Stops observing (the window closes).
    public func stop() {
        libraryObservation?.cancel()
        libraryObservation = nil
    }

    // MARK: Intents

    /// Orders the rows by `sort` and remembers the choice, if it is a change.
    public func setSort(_ sort: LibrarySort) {
        guard rows.setSort(sort) else { return }
        rememberSort(sort)
    }

    /// Narrows the rows to those matching `text`.
    public func setFilter(_ text: String) { rows.setFilter(text) }

    /// The open book's page changed: its row shows the new progress at once; `reorder` moves it too when the
    /// list is sorted by last read (a book just opened).
    public func noteReading(_ key: DocumentKey, page: Int, pageCount: Int, reorder: Bool) {
        feed.noteReading(key, page: page, pageCount: pageCount)
        rows.readingNoted(reorder: reorder)
    }

    private func libraryNoticed(_ notice: LibraryNotice) {
        switch notice {
        case let .changed(update): rows.libraryChanged(update)
        case .stateChanged: rows.stateMayHaveChanged()
        case let .sortLoaded(sort): rows.sortLoaded(sort)
        }
    }
}
