import Foundation

/// One window's rows of the app-wide library: its own search and order (`LibraryListing`) over the shared
/// entries, kept in step with every change the library announces. Until the window's sidebar is first shown
/// (`activate()`) it builds no rows, so a window that never shows its library costs nothing per change.
///
/// It tells the sidebar what to patch rather than handing it a new list: splices, rows to show again, renames
/// to follow (before the splices, so a selection can move with its file), and that the state may have changed.
@MainActor
public final class LibraryWindowRows {
    /// What the sidebar hears.
    public enum Change: Equatable {
        /// Patches for the list model, to apply in order.
        case splices([LibrarySplice])
        /// Rows whose content changed where they are (metadata or progress arrived): show them again.
        case updated(Set<LibraryPath>)
        /// Files renamed by another program; told before the list is patched, so a selection can follow.
        case renamed([LibraryChanges.Rename])
        /// The phase changed, or the list may have become empty or non-empty.
        case stateChanged
        /// The order changed from outside (the remembered sort order was read).
        case sortLoaded(LibrarySort)
    }

    private let observers = Observers<Change>()

    /// The rows, in order, as the search narrows them.
    public private(set) var listing = LibraryListing()
    /// Whether the window's sidebar was ever shown: until then no rows are built.
    public private(set) var isActive = false
    private let locale: Locale
    private let entries: () -> [LibraryEntry]

    /// Rows over `entries` (the library's entries now, asked for at each relist), sorted and searched for `locale`.
    public init(locale: Locale = .current, entries: @escaping () -> [LibraryEntry]) {
        self.locale = locale
        self.entries = entries
    }

    /// Calls `observer` with every change, in order, while the token lives.
    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// The rows to show now: none before the sidebar was shown.
    public var rowsOnShow: [LibraryPath] { isActive ? listing.rows : [] }

    /// The sidebar is shown: the first time, build the rows.
    public func activate() {
        guard !isActive else { return }
        isActive = true
        relist()
    }

    /// Orders the rows by `sort`. Returns whether it changed (then the choice is worth remembering).
    @discardableResult
    public func setSort(_ sort: LibrarySort) -> Bool {
        guard sort != listing.sort else { return false }
        listing.sort = sort
        relist()
        return true
    }

    /// The remembered order was read: the rows follow, and the sort control is told.
    public func sortLoaded(_ sort: LibrarySort) {
        listing.sort = sort
        observers.send(.sortLoaded(sort))
        relist()
    }

    /// Narrows the rows to those matching `text`.
    public func setFilter(_ text: String) {
        listing.filter = LibraryFilter(text: text, locale: locale)
        relist()
    }

    /// The open book's progress changed (the library has it already); `reorder` moves its row too when the
    /// rows are sorted by last read (a book just opened).
    public func readingNoted(reorder: Bool) {
        if reorder && listing.sort == .lastRead { relist() }
    }

    /// The library's phase changed, or its emptiness may have.
    public func stateMayHaveChanged() {
        observers.send(.stateChanged)
    }

    /// The library changed as `update` says.
    public func libraryChanged(_ update: LibraryCatalog.Update) {
        if !update.renamed.isEmpty { observers.send(.renamed(update.renamed)) }
        guard isActive else {
            observers.send(.stateChanged)
            return
        }
        // A content change can move a row (a title arrived); page progress moves none under the title order,
        // and under the last-read order only a book just opened moves (`readingNoted(reorder:)`).
        if update.structural || (!update.changed.isEmpty && !update.onlyProgress) { relist() }
        let shown = update.changed.filter { listing.position(of: $0) != nil }
        if !shown.isEmpty { observers.send(.updated(shown)) }
    }

    /// Recomputes the rows from the library's entries and tells the sidebar what changed.
    private func relist() {
        guard isActive else {
            observers.send(.stateChanged)
            return
        }
        let steps = listing.relist(entries(), locale: locale)
        if !steps.isEmpty { observers.send(.splices(steps)) }
        observers.send(.stateChanged)
    }
}
