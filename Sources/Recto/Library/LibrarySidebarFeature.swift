import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The library feature of one window: wires this window's view of the app-wide `Library` (the controller),
/// the sidebar (widgets), Add and Delete to the window, keeps the sidebar's selection on the open book, and
/// follows the library settings (folder, sort order). The window reaches it through its actions and
/// observers, which hold it; it holds the window weakly. Every toast it shows is escaped for libadwaita,
/// which reads toast titles as markup ("Pride & Prejudice" would give an empty toast).
@MainActor
final class LibrarySidebarFeature {
    /// Whether the sidebar was last shown or hidden in this run, so a new window opens the same way.
    static var revealedInSession = false

    let controller: LibraryWindowModel
    let library: Library
    let sidebar: LibrarySidebar
    let importer: LibraryImports
    let deleter: LibraryDeleter
    /// Which row is the open book, what a chosen row opens, and what follows a deletion or an import.
    let flow: LibraryPaneFlow
    /// `win.library` (shown), `win.library-add`, `win.library-sort` and selection mode's `win.library-select`,
    /// `win.library-select-all` and `win.library-trash-selected`, set by the window once created.
    var revealAction: OpaquePointer?
    var addAction: OpaquePointer?
    var sortAction: OpaquePointer?
    var selectAction: OpaquePointer?
    var selectAllAction: OpaquePointer?
    var trashSelectedAction: OpaquePointer?
    private var settingsObservers: [SignalConnection] = []
    private var rowsObservation: ObservationToken?
    /// The window's parts the library works in; `books`, the window, is held weakly and checked before any use.
    private let place: LibraryPlace
    private var books: (any BookShowing)? { place.books }
    private var toplevel: UnsafeMutablePointer<GtkWidget> { place.toplevel }
    private var flap: UnsafeMutablePointer<GtkWidget> { place.flap }
    private var sessions: SessionSlot { place.sessions }
    private var toasts: Toasts { place.toasts }
    /// Where the keyboard goes when the sidebar that had it goes away: the page.
    @Owned private var pageInput: UnsafeMutablePointer<GtkWidget>

    init(place: LibraryPlace, library: Library, pageInput: UnsafeMutablePointer<GtkWidget>) {
        self.place = place
        self.pageInput = pageInput
        self.library = library
        controller = LibraryWindowModel(feed: library, chosenSort: Self.chosenSort,
                                        rememberSort: { [weak library] in library?.rememberSort($0) })
        sidebar = LibrarySidebar(box: place.sidebarBox, controller: controller)
        importer = LibraryImports(library: library)
        deleter = LibraryDeleter(library: library)
        flow = LibraryPaneFlow(model: controller, pane: sidebar, books: { [place] in place.books },
                               shownURL: { [sessions = place.sessions] in sessions.session?.document.url })
        connect()
        // F9 on a hidden sidebar: the list takes the keyboard once it is on screen.
        place.sidebarBox.on("map") { [weak self] in self?.flow.paneMapped() }
    }

    /// The order the reader chose in GSettings, if ever.
    private static func chosenSort() -> LibrarySort? {
        AppSettings.shared.hasUserValue("library-sort") ? AppSettings.shared.librarySort : nil
    }

    // MARK: Intents from the window

    /// Starts following the library folder (the window opened) and the settings that shape the library.
    func start() {
        controller.start()
        let settings = AppSettings.shared
        settingsObservers += [
            // The library lists the new folder itself; this window only leaves selection mode.
            settings.observe("library-folder") { [weak self] in self?.setSelecting(false) },
            settings.observe("library-sort") { [weak self] in
                guard let self, settings.hasUserValue("library-sort") else { return }
                setSort(settings.librarySort.rawValue)
                if let sortAction { Actions.setState(sortAction, settings.librarySort.rawValue) }
            },
        ].compactMap { $0 }
    }

    /// Shows or hides the sidebar (F9, the header button); the first showing builds the rows.
    func setRevealed(_ shown: Bool) {
        guard flow.reveal(shown) else { return }
        if (adw_flap_get_reveal_flap(flap.cast()) != 0) != shown {
            adw_flap_set_reveal_flap(flap.cast(), shown ? 1 : 0)
        }
        flow.focusList(shown: shown, mapped: gtk_widget_get_mapped(sidebar.box) != 0)
        if !shown, let focus = gtk_root_get_focus(toplevel.opaque), gtk_widget_is_ancestor(focus, sidebar.box) != 0 {
            // The keyboard was in the sidebar that is going away: give it to the page, not to whatever GTK picks.
            gtk_widget_grab_focus(pageInput)
        }
    }

    /// The flap was shown or hidden, by us or by a swipe or click outside it on a narrow window.
    func flapChanged() {
        guard books != nil else { return }
        let shown = adw_flap_get_reveal_flap(flap.cast()) != 0
        Self.revealedInSession = shown
        if let revealAction { Actions.setState(revealAction, shown) }
        flow.reveal(shown)
    }

    /// Add: the file chooser; the library shows so the new books can be seen arriving.
    func add() {
        guard books != nil else { return }
        setRevealed(true)
        importer.choose(parent: toplevel)
    }

    /// The sort menu.
    func setSort(_ value: String) {
        controller.setSort(LibrarySort(rawValue: value) ?? .title)
    }

    /// "Open" in a row's menu.
    func openRow(_ id: String) {
        if let path = sidebar.path(forID: id) { open(path, activated: true) }
    }

    /// "Move to Trash" in a row's menu.
    func deleteRow(_ id: String) {
        if let path = sidebar.path(forID: id) { delete([path]) }
    }

    /// The Select button: selection mode on or off.
    func setSelecting(_ active: Bool) {
        sidebar.setSelecting(active)
        if let selectAction { Actions.setState(selectAction, active) }
        if let selectAllAction { Actions.setEnabled(selectAllAction, active) }
    }

    /// Ctrl+A or Select All in selection mode.
    func selectAll() {
        sidebar.markAll()
    }

    /// Move to Trash in selection mode: the marked books on show go, and selection mode ends.
    func deleteMarked() {
        let paths = sidebar.markedPaths
        guard !paths.isEmpty else { return }
        setSelecting(false)
        delete(paths)
    }

    /// A book opened in the window (or closed, nil): select it if it is in the library, follow its progress.
    func sessionChanged(_ session: ReadingSession?) {
        flow.bookShown(session?.document.url)
        session.map { noteReading($0, reorder: true) }
    }

    /// The open book's page changed.
    func pageChanged(_ session: ReadingSession) {
        noteReading(session, reorder: false)
    }

    /// The open book's progress, on its row (`reorder`: moved up a list ordered by the last read).
    private func noteReading(_ session: ReadingSession, reorder: Bool) {
        controller.noteReading(session.document.key, page: session.navigator.currentPage,
                               pageCount: session.document.pageCount, reorder: reorder)
    }

    /// The window is going: stop observing the library, and trash the books whose toasts go with the window.
    func stop() {
        deleter.commitHeld()
        controller.stop()
        settingsObservers.forEach { $0.disconnect() }
        settingsObservers = []
    }

    // MARK: Private

    private func connect() {
        rowsObservation = controller.observe { [weak self] change in self?.rowsChanged(change) }
        sidebar.onChoose = { [weak self] path in self?.open(path, activated: false) }
        sidebar.onActivate = { [weak self] path in self?.open(path, activated: true) }
        sidebar.onDelete = { [weak self] path in self?.delete([path]) }
        sidebar.onDeleteMarked = { [weak self] in self?.deleteMarked() }
        sidebar.onSelectionEnd = { [weak self] in self?.setSelecting(false) }
        sidebar.onMarksChanged = { [weak self] count in
            if let action = self?.trashSelectedAction { Actions.setEnabled(action, count > 0) }
        }
        sidebar.onDrop = { [weak self] paths in self?.importer.importFiles(paths) }
        importer.onBusyChanged = { [weak self] busy in
            if let action = self?.addAction { Actions.setEnabled(action, !busy) }
        }
        importer.onProgress = { [weak self] progress in self?.sidebar.showProgress(progress) }
        importer.onFinished = { [weak self] results in
            self?.library.imported(results.compactMap(\.item))
            self?.flow.imported(results)
        }
        flow.tell = { [weak self] notice in self?.toast(LibraryText.notice(notice)) }
        deleter.showToast = { [weak self] text, undo, dismissed in
            self?.toasts.show(Markup.escaped(text), undo: undo, dismissed: dismissed)
        }
        deleter.dialogParent = { [weak self] in self?.books == nil ? nil : self?.toplevel }
    }

    /// Opens a library book in the window at its remembered page; on a narrow window, an activation (Enter,
    /// double click, the menu) also hides the sidebar so the page can be seen.
    private func open(_ path: LibraryPath, activated: Bool) {
        if flow.open(path, activated: activated), activated, adw_flap_get_folded(flap.cast()) != 0 {
            setRevealed(false)
        }
    }

    private func rowsChanged(_ change: LibraryWindowModel.Change) {
        switch change {
        case let .splices(steps): sidebar.apply(steps)
        case let .updated(paths): sidebar.refresh(paths)
        case let .renamed(renames): sidebar.followRenames(renames)
        case .stateChanged: sidebar.showState()
        case let .sortLoaded(sort): if let sortAction { Actions.setState(sortAction, sort.rawValue) }
        }
    }

    /// Deletes books (one, or those marked); if the open book went, the reader moves to the neighbouring book
    /// that stays, or to the empty library's page; Undo brings them all back and reopens it.
    private func delete(_ paths: [LibraryPath]) {
        let following = flow.following(deletionOf: paths)
        deleter.delete(paths, gone: following.gone, restored: following.restored)
    }

    /// Shows `text` as a toast, escaped: file names and titles are not markup.
    private func toast(_ text: String) {
        toasts.show(Markup.escaped(text))
    }
}
