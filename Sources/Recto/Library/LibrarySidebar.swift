import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The library's widgets in the window's flap: a search entry, the sort menu and Add on top, the list of books
/// (a GtkListView over a GListStore of row ids), status pages for an empty, unmatched or unreadable library,
/// a progress bar for long imports, and selection mode's bar (`LibrarySidebar+Selection`). It shows the
/// controller's rows and reports what the reader does.
@MainActor
final class LibrarySidebar: LibraryPane {
    /// GTK's "no position" (`GTK_INVALID_LIST_POSITION`, a cast macro Swift does not import).
    static let noPosition = UInt32.max
    /// The sidebar's width on a wide window, in logical pixels.
    static let width: Int32 = 320

    /// The reader picked a book (clicked, or moved the selection with the keyboard).
    var onChoose: ((LibraryPath) -> Void)?
    /// The reader activated a row (Enter, double click): open it and get out of the way on narrow windows.
    var onActivate: ((LibraryPath) -> Void)?
    /// The reader pressed Delete on a row.
    var onDelete: ((LibraryPath) -> Void)?
    /// Files were dropped on the sidebar.
    var onDrop: (([LibraryPath]) -> Void)?
    /// Escape in selection mode.
    var onSelectionEnd: (() -> Void)?
    /// Delete in selection mode: move the marked books to the trash.
    var onDeleteMarked: (() -> Void)?
    /// The number of marked books on show changed (selection mode).
    var onMarksChanged: ((Int) -> Void)?

    @Owned var box: UnsafeMutablePointer<GtkWidget>
    @Owned var listView: UnsafeMutablePointer<GtkWidget>
    @Owned var searchEntry: UnsafeMutablePointer<GtkWidget>
    private let controller: LibraryWindowModel
    @Owned private var stack: UnsafeMutablePointer<GtkWidget>
    @Owned private var unavailablePage: UnsafeMutablePointer<GtkWidget>
    @Owned private var emptyPage: UnsafeMutablePointer<GtkWidget>
    @Owned private var progressRevealer: UnsafeMutablePointer<GtkWidget>
    @Owned private var progressBar: UnsafeMutablePointer<GtkWidget>
    private let store: OpaquePointer
    private var rowMenu: LibraryRowMenu!
    private let selection: OpaquePointer
    private let list: ListView
    private var rowsByListItem: [UnsafeMutableRawPointer: LibraryRow] = [:]
    /// The rows bound to a book now (the list view keeps only those near the screen).
    private(set) var boundRows: [LibraryPath: LibraryRow] = [:]
    /// Selection mode: whether it is on, and which books are marked.
    var marks = LibrarySelection()
    let selectionBar = LibrarySelectionBar()
    private var idsByPath: [LibraryPath: String] = [:]
    private var pathsByID: [String: LibraryPath] = [:]
    private var nextID = 1
    /// Set while the app itself changes the list or the selection, so that is not taken for the reader's choice.
    private var changingSelection = false
    /// The open book, kept selected whenever it is on show.
    private(set) var openPath: LibraryPath?

    /// Fills `box` (the window's flap) with the library.
    init(box: UnsafeMutablePointer<GtkWidget>, controller: LibraryWindowModel) {
        self.box = box
        self.controller = controller
        gtk_widget_set_size_request(box, Self.width, -1)
        // The search entry expands; without this its expand flag would reach the flap, which then takes half
        // the window.
        gtk_widget_set_hexpand(box, 0)
        gtk_widget_add_css_class(box, "recto-library")
        recto_accessible_set_label(box.cast(), i18n("Library"))

        let searchEntry: UnsafeMutablePointer<GtkWidget> = gtk_search_entry_new()
        self.searchEntry = searchEntry
        gtk_widget_set_hexpand(searchEntry, 1)
        // Wide enough for "Search Library" at any text size: the sidebar grows with large text rather than cut it.
        gtk_editable_set_width_chars(searchEntry.cast(), 14)
        recto_object_set_string(searchEntry.raw, "placeholder-text", i18n("Search Library"))
        recto_accessible_set_label(searchEntry.cast(), i18n("Search Library"))
        Tooltip.set(searchEntry, i18n("Search by title or author"))
        let toolbar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(toolbar, "toolbar")
        gtk_box_append(toolbar.cast(), searchEntry)
        gtk_box_append(toolbar.cast(), Self.sortButton())
        gtk_box_append(toolbar.cast(), Self.selectButton())
        gtk_box_append(toolbar.cast(), IconButton.make(
            "list-add-symbolic", action: "win.library-add", name: i18n("Add Books"),
            tooltip: i18n("Add Books (Ctrl+Shift+O)")))

        store = g_list_store_new(gtk_string_object_get_type())!
        // GObjectSupport's `ListView` owns the store, the selection and the list view (see its ownership rule).
        list = ListView(model: store, selection: .single, accessibleName: i18n("Books"))
        selection = list.selection
        let listView: UnsafeMutablePointer<GtkWidget> = list.widget
        self.listView = listView
        gtk_widget_add_css_class(listView, "navigation-sidebar")
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.cast(), listView)
        gtk_widget_set_vexpand(scrolled, 1)

        let loading = LoadingSpinner.make(i18n("Loading the library"))
        let unavailablePage: UnsafeMutablePointer<GtkWidget> = Self.statusPage(
            icon: "dialog-warning-symbolic", title: i18n("Library Not Available"), description: nil, withAdd: false)
        self.unavailablePage = unavailablePage
        let stack: UnsafeMutablePointer<GtkWidget> = gtk_stack_new()
        self.stack = stack
        gtk_stack_add_named(stack.cast(), loading, "loading")
        gtk_stack_add_named(stack.cast(), scrolled, "list")
        let emptyPage: UnsafeMutablePointer<GtkWidget> = Self.statusPage(
            icon: "folder-documents-symbolic", title: i18n("No Books Yet"), description: nil, withAdd: true)
        self.emptyPage = emptyPage
        gtk_stack_add_named(stack.cast(), emptyPage, "empty")
        gtk_stack_add_named(stack.cast(), Self.statusPage(
            icon: "edit-find-symbolic", title: i18n("No Matching Books"),
            description: i18n("No title or author contains what you searched for."), withAdd: false), "no-results")
        gtk_stack_add_named(stack.cast(), unavailablePage, "unavailable")
        gtk_widget_set_vexpand(stack, 1)

        let progressBar: UnsafeMutablePointer<GtkWidget> = gtk_progress_bar_new()
        self.progressBar = progressBar
        gtk_progress_bar_set_show_text(progressBar.cast(), 1)
        recto_accessible_set_label(progressBar.cast(), i18n("Adding books"))
        gtk_widget_set_margin_start(progressBar, 12)
        gtk_widget_set_margin_end(progressBar, 12)
        gtk_widget_set_margin_top(progressBar, 6)
        gtk_widget_set_margin_bottom(progressBar, 12)
        progressRevealer = gtk_revealer_new()
        gtk_revealer_set_transition_type(progressRevealer.cast(), GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
        gtk_revealer_set_child(progressRevealer.cast(), progressBar)

        // The clamp caps the sidebar's natural width: status pages and long titles would otherwise ask for
        // half the window.
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(content.cast(), toolbar)
        gtk_box_append(content.cast(), stack)
        gtk_box_append(content.cast(), progressRevealer)
        gtk_box_append(content.cast(), selectionBar.widget)
        let clamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(clamp.cast(), Self.width)
        adw_clamp_set_tightening_threshold(clamp.cast(), Self.width)
        adw_clamp_set_child(clamp.cast(), content)
        gtk_widget_set_vexpand(clamp, 1)
        gtk_box_append(box.cast(), clamp)

        rowMenu = LibraryRowMenu(anchor: box)
        connectRows()
        connectInput()
    }

    // MARK: Showing the controller's rows

    /// Patches the list model, keeping the scroll position, then selects the open book again.
    func apply(_ steps: [LibrarySplice]) {
        changingSelection = true
        for step in steps {
            var objects: [gpointer?] = step.inserted.map { path in
                gtk_string_object_new(id(for: path)).map { UnsafeMutableRawPointer($0) }
            }
            g_list_store_splice(store, UInt32(step.position), UInt32(step.removedCount), &objects,
                                UInt32(objects.count))
            objects.forEach { if let object = $0 { g_object_unref(object) } }
        }
        changingSelection = false
        selectOpenBook(scroll: false)
        marks.keep { controller.entry(for: $0) != nil }
        marksChanged()
    }

    /// Shows the new content of rows that stayed where they are.
    func refresh(_ paths: Set<LibraryPath>) {
        for path in paths {
            guard let row = boundRows[path], let entry = controller.entry(for: path) else { continue }
            row.show(entry, id: id(for: path), isOpen: path == openPath)
        }
    }

    /// The rows' paths in order: the sidebar's own view of the controller's listing.
    var rows: [LibraryPath] { controller.listing.rows }

    /// Shows the list or the status page that fits the controller's state.
    func showState() {
        let page: String
        switch controller.phase {
        case .idle, .loading:
            page = "loading"
        case let .unavailable(error):
            adw_status_page_set_description(unavailablePage.cast(), LibraryText.message(for: error))
            page = "unavailable"
        case .ready:
            page = controller.isEmpty ? "empty" : controller.listing.count == 0 ? "no-results" : "list"
            if page == "empty" { adw_status_page_set_description(emptyPage.cast(), emptyDescription) }
        }
        let searching = gtk_editable_get_text(searchEntry.cast()).pointee != 0
        gtk_widget_set_sensitive(searchEntry, controller.phase == .ready && (!controller.isEmpty || searching) ? 1 : 0)
        if borrowString(gtk_stack_get_visible_child_name(stack.cast())) != page {
            gtk_stack_set_visible_child_name(stack.cast(), page)
        }
    }

    /// The empty library's invitation, and where its books are kept: in a Flatpak sandbox that is not always the
    /// documents folder (`SandboxPolicy.defaultLibraryFolder`). Markup, as AdwStatusPage reads its description.
    private var emptyDescription: String {
        let folder = controller.folder.displayString(home: AppPaths.home)
        let text = i18n("Add PDF books to your library, or drop them here.") + "\n"
            + String(format: i18n("Your library is the folder “%@”."), folder)
        return takeString(g_markup_escape_text(text, -1)) ?? text
    }

    /// Marks `path` as the open book (nil: none, or one outside the library) and selects its row.
    func setOpen(_ path: LibraryPath?) {
        if path != openPath {
            if let old = openPath { boundRows[old]?.markOpen(false) }
            if let path { boundRows[path]?.markOpen(true) }
        }
        openPath = path
        selectOpenBook(scroll: true)
    }

    /// Books renamed by another program: the open book keeps its selection under its new name.
    func followRenames(_ renames: [LibraryChanges.Rename]) {
        for rename in renames where rename.from == openPath { openPath = rename.to }
        marks.follow(renames)
    }

    /// A book chosen in the list showed: the keyboard, which the window gave to the page, comes back.
    func returnFocusToList() {
        gtk_widget_grab_focus(listView)
    }

    /// The path behind a row id from a menu action.
    func path(forID id: String) -> LibraryPath? { pathsByID[id] }

    /// The book the keyboard is on: the selected row.
    var selectedPath: LibraryPath? {
        let position = gtk_single_selection_get_selected(selection)
        guard position != Self.noPosition, position < UInt32(controller.listing.count) else { return nil }
        return controller.listing.rows[Int(position)]
    }

    /// Shows or hides the import progress bar.
    func showProgress(_ progress: LibraryImportProgress?) {
        guard let progress else {
            gtk_revealer_set_reveal_child(progressRevealer.cast(), 0)
            return
        }
        gtk_progress_bar_set_fraction(progressBar.cast(), progress.fraction)
        let text = String(format: i18n("Adding book %d of %d"), progress.sourceIndex + 1, progress.sourceCount)
        gtk_progress_bar_set_text(progressBar.cast(), text)
        gtk_revealer_set_reveal_child(progressRevealer.cast(), 1)
    }

    /// Moves the keyboard into the list (after the sidebar is revealed).
    func focusList() {
        gtk_widget_grab_focus(controller.listing.count > 0 ? listView : searchEntry)
    }

    // MARK: Private

    func selectOpenBook(scroll: Bool) {
        let position = openPath.flatMap { controller.listing.position(of: $0) }
        let wanted = position.map { UInt32($0) } ?? Self.noPosition
        if gtk_single_selection_get_selected(selection) != wanted {
            changingSelection = true
            gtk_single_selection_set_selected(selection, wanted)
            changingSelection = false
        }
        if scroll, let position { recto_list_view_scroll_to(listView, UInt32(position)) }
    }

    /// Row ids are small numbers as text: GtkStringObject wants UTF-8 and paths are bytes.
    private func id(for path: LibraryPath) -> String {
        if let id = idsByPath[path] { return id }
        let id = String(nextID)
        nextID += 1
        idsByPath[path] = id
        pathsByID[id] = path
        return id
    }

    private func connectRows() {
        list.setup = { [weak self] listItem in
            guard let self else { return }
            let row = LibraryRow()
            row.onMarked = { [weak self] row, marked in
                guard let self, let path = row.path else { return }
                marks.setMarked(path, marked)
                marksChanged()
            }
            row.onMenu = { [weak self] row, widget, x, y in
                guard let self, let id = row.id else { return }
                rowMenu.show(forRow: id, at: widget, x: x, y: y)
            }
            rowsByListItem[listItem.raw] = row
            gtk_list_item_set_child(listItem, row.widget)
        }
        list.bind = { [weak self] listItem in
            guard let self, let row = rowsByListItem[listItem.raw], let object = gtk_list_item_get_item(listItem),
                  let id = borrowString(gtk_string_object_get_string(OpaquePointer(object))),
                  let path = pathsByID[id], let entry = controller.entry(for: path) else { return }
            row.show(entry, id: id, isOpen: path == openPath)
            row.showSelection(active: marks.isActive, marked: marks.isMarked(path))
            boundRows[path] = row
        }
        list.unbind = { [weak self] listItem in
            guard let self, let row = rowsByListItem[listItem.raw], let path = row.path else { return }
            if boundRows[path] === row { boundRows[path] = nil }
            row.path = nil
        }
        list.teardown = { [weak self] listItem in self?.rowsByListItem[listItem.raw] = nil }
    }

    private func connectInput() {
        // In selection mode moving through the list marks nothing and opens nothing: Space or Enter marks.
        selection.onIntInt("selection-changed") { [weak self] _, _ in
            guard let self, !changingSelection, !marks.isActive, let path = selectedPath else { return }
            onChoose?(path)
        }
        listView.onInt("activate") { [weak self] position in
            guard let self, !marks.isActive, position >= 0, Int(position) < controller.listing.count else { return }
            onActivate?(controller.listing.rows[Int(position)])
        }
        connectSelectionKeys()
        // Capture phase, ahead of the search entry's key capture, which would take Delete as editing its text.
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak self] keyval, _, state in
            guard let self, state.rawValue & GDK_CONTROL_MASK.rawValue == 0 else { return false }
            if marks.isActive { return selectionKey(keyval, on: selectedPath) }
            guard let path = selectedPath else { return false }
            let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
            switch keyval {
            case UInt32(GDK_KEY_Delete), UInt32(GDK_KEY_KP_Delete):
                onDelete?(path)
                return true
            case UInt32(GDK_KEY_Menu), UInt32(GDK_KEY_F10):
                guard keyval == UInt32(GDK_KEY_Menu) || shift else { return false }
                // The keyboard's way to the row menu.
                guard let row = boundRows[path], let id = row.id else { return false }
                rowMenu.show(forRow: id, at: row.widget)
                return true
            default:
                return false
            }
        }
        gtk_widget_add_controller(listView, keys)
        searchEntry.on("search-changed") { [weak self] in
            guard let self else { return }
            controller.setFilter(String(cString: gtk_editable_get_text(searchEntry.cast())))
        }
        searchEntry.on("stop-search") { [weak self] in
            guard let self else { return }
            gtk_editable_set_text(searchEntry.cast(), "")
        }
        gtk_search_entry_set_key_capture_widget(searchEntry.cast(), listView)

        let drop = gtk_drop_target_new(recto_file_list_type(), GDK_ACTION_COPY)!
        drop.onDrop("drop") { [weak self] value, _, _ in
            guard let self, let value else { return false }
            let paths = DroppedFiles.map(value) { LibraryPath(file: $0) }
            guard !paths.isEmpty else { return false }
            onDrop?(paths)
            return true
        }
        gtk_widget_add_controller(box, drop.cast())
    }
}
