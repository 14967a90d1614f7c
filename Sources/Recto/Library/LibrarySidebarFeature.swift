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
    /// The book being opened by a selection in the list: once it shows, the keyboard goes back to the list
    /// (the window gives it to the page), so the reader can go on moving through the books.
    private var keepFocusFor: URL?
    /// F9 asked for the keyboard while the sidebar was still hidden: it goes to the list once the sidebar is on
    /// screen (a widget that is not mapped cannot take the focus, so the first F9 left it on the page).
    private var focusWhenShown = false

    init(place: LibraryPlace, library: Library, pageInput: UnsafeMutablePointer<GtkWidget>) {
        self.place = place
        self.pageInput = pageInput
        self.library = library
        controller = LibraryWindowModel(feed: library, chosenSort: Self.chosenSort,
                                        rememberSort: { [weak library] in library?.rememberSort($0) })
        sidebar = LibrarySidebar(box: place.sidebarBox, controller: controller)
        importer = LibraryImports(library: library)
        deleter = LibraryDeleter(library: library)
        connect()
        place.sidebarBox.on("map") { [weak self] in
            guard let self, focusWhenShown else { return }
            focusWhenShown = false
            sidebar.focusList()
        }
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
        for connection in [
            // The library lists the new folder itself; this window only leaves selection mode.
            settings.observe("library-folder") { [weak self] in self?.setSelecting(false) },
            settings.observe("library-sort") { [weak self] in
                guard let self, settings.hasUserValue("library-sort") else { return }
                setSort(settings.librarySort.rawValue)
                if let sortAction { Actions.setState(sortAction, settings.librarySort.rawValue) }
            },
        ] {
            if let connection { settingsObservers.append(connection) }
        }
    }

    /// Shows or hides the sidebar (F9, the header button); the first showing builds the rows.
    func setRevealed(_ shown: Bool) {
        guard books != nil else { return }
        if shown { controller.activate() }
        if (adw_flap_get_reveal_flap(flap.cast()) != 0) != shown {
            adw_flap_set_reveal_flap(flap.cast(), shown ? 1 : 0)
        }
        focusWhenShown = shown && gtk_widget_get_mapped(sidebar.box) == 0
        if shown {
            sidebar.focusList()
        } else if let focus = gtk_root_get_focus(toplevel.opaque), gtk_widget_is_ancestor(focus, sidebar.box) != 0 {
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
        if shown { controller.activate() }
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
        guard let session else {
            // A failure to open keeps the row the reader chose selected, so they see which book failed.
            if let pending = books?.pendingURL, LibraryPath(pending) == sidebar.openPath { return }
            sidebar.setOpen(nil)
            return
        }
        sidebar.setOpen(LibraryPath(session.document.url))
        if keepFocusFor == session.document.url {
            keepFocusFor = nil
            gtk_widget_grab_focus(sidebar.listView)
        }
        controller.noteReading(session.document.key, page: session.navigator.currentPage,
                               pageCount: session.document.pageCount, reorder: true)
    }

    /// The open book's page changed.
    func pageChanged(_ session: ReadingSession) {
        controller.noteReading(session.document.key, page: session.navigator.currentPage,
                               pageCount: session.document.pageCount, reorder: false)
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
        importer.onFinished = { [weak self] results in self?.imported(results) }
        deleter.showToast = { [weak self] text, undo, dismissed in
            self?.toasts.show(Markup.escaped(text), undo: undo, dismissed: dismissed)
        }
        deleter.dialogParent = { [weak self] in self?.books == nil ? nil : self?.toplevel }
    }

    /// Opens a library book in the window at its remembered page; on a narrow window, an activation (Enter,
    /// double click, the menu) also hides the sidebar so the page can be seen.
    private func open(_ path: LibraryPath, activated: Bool) {
        guard let books else { return }
        sidebar.setOpen(path)
        guard let url = path.url else {
            // Foundation's URLs cannot carry a name that is not UTF-8, and the engine opens URLs.
            toast(String(format: i18n("“%@” has a file name Recto cannot open; rename it to read it"), path.fileName))
            return
        }
        let showing = sessions.session?.document.url == url && books.pendingURL == url
        if !showing {
            keepFocusFor = activated ? nil : url
            books.open(url)
        }
        if activated && adw_flap_get_folded(flap.cast()) != 0 { setRevealed(false) }
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
        let open = sidebar.openPath.flatMap { paths.contains($0) ? $0 : nil }
        let neighbour = open.flatMap { controller.listing.neighbour(of: $0, skipping: Set(paths)) }
        deleter.delete(paths, gone: { [weak self] gone in
            guard let self, let open, gone.contains(open), let books else { return }
            if let neighbour, controller.entry(for: neighbour) != nil, let url = neighbour.url {
                sidebar.setOpen(neighbour)
                books.open(url)
            } else {
                sidebar.setOpen(nil)
                books.showLibraryInstead(libraryIsEmpty: controller.isEmpty)
            }
        }, restored: { [weak self] back in
            guard let self, let open, back.contains(open), let url = open.url else { return }
            sidebar.setOpen(open)
            books?.open(url)
        })
    }

    /// Shows `text` as a toast, escaped: file names and titles are not markup.
    private func toast(_ text: String) {
        toasts.show(Markup.escaped(text))
    }

    private func imported(_ results: [LibraryImportResult]) {
        let items = results.compactMap(\.item)
        library.imported(items)
        let refused = results.filter { $0.outcome == .notPDF }.map(\.source.fileName)
        if refused.count == 1 {
            toast(String(format: i18n("“%@” is not a PDF, so it was not added"), refused[0]))
        } else if refused.count > 1 {
            toast(String(format: i18n("Not added, as they are not PDFs: %@"), LibraryText.quotedList(refused)))
        }
        for result in results {
            guard case let .failed(failure) = result.outcome else { continue }
            toast(String(format: i18n("“%@” was not added: %@"), result.source.fileName,
                         LibraryText.message(for: failure)))
        }
        if items.count == 1, let item = items.first {
            let title = controller.entry(for: item.path)?.title ?? item.displayName
            toast(String(format: i18n("Added “%@”"), title))
            open(item.path, activated: false)
        } else if items.count > 1 {
            toast(String(format: i18nPlural("Added %d book", "Added %d books", items.count), items.count))
        }
    }
}
