import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The notes feature of one window: the GTK side of the core's `NotesModel`, which follows the open book, loads
/// and saves its notes in the background and edits them. This holds the header buttons, the actions and the
/// notes view, mirrors the model's changes in the list, watches the notes file, and asks before a window whose
/// notes cannot be written closes.
///
/// The notes view (list, jump index) is built the first time the notes are shown: a launch builds only what the
/// reader asked for. The notes themselves load with the book, since the pages paint their highlights.
@MainActor
final class NotesFeature {
    let actions: WindowActions
    /// The window, the dialogs' parent; nil once it is destroyed. Bare, as a holder must not keep it open.
    private(set) var toplevel: UnsafeMutablePointer<GtkWidget>?
    /// The window's main stack, which the notes page joins when first shown.
    @Owned private var stack: UnsafeMutablePointer<GtkWidget>
    let toasts: Toasts
    let reader: ReaderModel
    let sessions: SessionSlot
    /// Where an activated note's page is gone to, as a jump Back returns from.
    let jumps: any Jumping
    /// The book's contents as shown, which the export groups the notes by.
    let contents: ContentsSlot
    let model = NotesModel(
        persistence: NotesPersistence { work in MainLoop.post(work) }, scheduler: GLibScheduler.shared)
    /// The notes view once built; nil until the notes are first shown.
    private(set) var builtView: NotesView?
    @Owned private var addButton: UnsafeMutablePointer<GtkWidget>
    /// Export and import, shown with the notes.
    @Owned private var notesMenu: UnsafeMutablePointer<GtkWidget>?
    /// The header buttons' change waiting for the frame that switched the stack (`showHeaderButtons`).
    private var pendingHeader: SignalConnection?
    private var toggleAction: OpaquePointer?
    private var addAction: OpaquePointer?
    var watcher: NotesFileWatcher?
    /// The notes model's events, the view shown and the book, heard while the feature lives.
    private var observations: [ObservationToken] = []
    /// The reader chose "Close Without Saving".
    private var closeWithoutSaving = false
    /// Adds, deletes (under a toast with Undo), recolours and finds the notes and highlights again.
    let editor: NotesEditor

    /// The open book's notes; nil with no book or while they load.
    var notes: BookNotes? { model.notes }

    /// The notes feature of a window (header buttons in `header`, actions, observers); the highlights on its
    /// pages are built over it (`HighlightFeature`, given it).
    init(actions: WindowActions, toplevel: UnsafeMutablePointer<GtkWidget>, header: UnsafeMutablePointer<GtkWidget>,
         stack: UnsafeMutablePointer<GtkWidget>, toasts: Toasts, reader: ReaderModel, sessions: SessionSlot,
         jumps: any Jumping, contents: ContentsSlot) {
        self.actions = actions
        self.toplevel = toplevel
        self.stack = stack
        self.toasts = toasts
        self.reader = reader
        self.sessions = sessions
        self.jumps = jumps
        self.contents = contents
        addButton = gtk_button_new_from_icon_name("list-add-symbolic")
        editor = NotesEditor(model: model, book: { [sessions] in sessions.session })
        connectEditor()
        installActions()
        installHeaderButtons(in: header)
        observations = [
            model.observe { [weak self] event in self?.handle(event) },
            reader.view.observe { [weak self] _ in self?.followStack() },
            reader.observe(sessions: sessions, book: { [weak self] session in self?.bookChanged(session) }),
        ]
        toplevel.onBool("close-request") { [weak self] in self?.closeRequested() ?? false }
        toplevel.on("destroy") { [weak self] in
            self?.windowClosing()
            self?.toplevel = nil
        }
        followStack()
        Actions.setEnabled(toggleAction!, false)
    }

    var isShowing: Bool { reader.view.shown == .notes }

    /// The notes view, built (and put in the window's stack) on first use.
    var view: NotesView { builtView ?? makeView() }

    // MARK: Building

    private func installActions() {
        let toggle = actions.addToggle(.notes, initial: false) { [weak self] on in
            self?.setShowing(on)
        }
        let add = actions.add(.addNote) { [weak self] in self?.addNote() }
        toggleAction = toggle
        addAction = add
    }

    private func installHeaderButtons(in header: UnsafeMutablePointer<GtkWidget>) {
        let toggle = gtk_toggle_button_new()!
        gtk_button_set_icon_name(toggle.cast(), "document-edit-symbolic")
        gtk_actionable_set_action_name(toggle.cast(), "win.notes")
        Tooltip.set(toggle, i18n("Notes (Ctrl+Shift+N)"))
        recto_accessible_set_label(toggle.cast(), i18n("Notes"))
        gtk_widget_set_focus_on_click(toggle, 0)
        adw_header_bar_pack_end(header.cast(), toggle)

        gtk_actionable_set_action_name(addButton.cast(), "win.add-note")
        Tooltip.set(addButton, i18n("Add Note (Ctrl+N)"))
        recto_accessible_set_label(addButton.cast(), i18n("Add Note"))
        gtk_widget_set_focus_on_click(addButton, 0)
        adw_header_bar_pack_start(header.cast(), addButton)
        let menu = makeExportMenu()
        notesMenu = menu
        adw_header_bar_pack_start(header.cast(), menu)
    }

    private func makeView() -> NotesView {
        let view = NotesView()
        builtView = view
        gtk_stack_add_named(stack.cast(), view.widget, "notes")
        view.list.row = { [weak self] position in self?.notes?.collection.row(at: position) }
        view.list.pageText = { [weak self] page in NotesText.page(page, labels: self?.sessions.session?.labels) }
        view.list.onDelete = { [weak self] id in self?.delete(id) }
        view.onDeleteSelected = { [weak self] position in
            guard let self, case .item(let note, _, _)? = notes?.collection.row(at: position) else { return }
            delete(note.id)
        }
        view.onActivate = { [weak self] position in self?.goToNote(at: position) }
        view.jumpIndex.onJump = { [weak self] letter in self?.jump(to: letter) }
        view.list.reset(count: notes?.collection.flatRowCount ?? 0)
        refresh()
        return view
    }

    // MARK: Showing

    /// Opens or closes the notes page (the Notes button, Ctrl+Shift+N; Escape is the window's).
    func setShowing(_ on: Bool) {
        if on {
            guard sessions.session != nil else {
                followStack()
                return
            }
            // Built before the stack switches to it: the stack shows only a child it has.
            let view = view
            reader.view.show(.notes)
            view.takeFocus()
        } else if isShowing {
            reader.view.showPage()
        }
    }

    /// Keeps the toggle, the Add button and Ctrl+N in step with the page on screen, whoever changed it.
    private func followStack() {
        let showing = isShowing
        if let toggleAction { Actions.setState(toggleAction, showing) }
        if let addAction { Actions.setEnabled(addAction, showing && notes != nil) }
        showHeaderButtons(showing)
    }

    /// Shows or hides Add Note and the notes menu in the header bar, once the frame that switched the window's
    /// stack is painted. Changed in that same frame, the header's new width (the window's new minimum) left the
    /// flap holding the pages and the library without an allocation when the window had been resized or
    /// restored from maximized since the notes last showed: GTK skipped drawing it ("Trying to snapshot AdwFlap
    /// without a current allocation") and the notes showed as an empty window until they were opened again.
    private func showHeaderButtons(_ shown: Bool) {
        pendingHeader?.disconnect()
        pendingHeader = nil
        let apply = { [addButton, notesMenu] in
            gtk_widget_set_visible(addButton, shown ? 1 : 0)
            if let notesMenu { gtk_widget_set_visible(notesMenu, shown ? 1 : 0) }
        }
        guard (gtk_widget_get_visible(addButton) != 0) != shown, let toplevel,
              let clock = gtk_widget_get_frame_clock(toplevel)
        else { return apply() }
        var connection: SignalConnection?
        connection = clock.on("after-paint") { [weak self] in
            connection?.disconnect()
            connection = nil
            self?.pendingHeader = nil
            apply()
        }
        pendingHeader = connection
        gtk_widget_queue_draw(stack)
    }

    // MARK: The open book

    /// A book opened (or none is open): the model saves the previous book's notes and loads the new book's.
    func bookChanged(_ session: ReadingSession?) {
        watcher?.cancel()
        watcher = nil
        model.open(session.map {
            NotesStore(dataDirectory: AppPaths.dataFolder, documentKey: $0.document.key.rawValue)
        })
        if let toggleAction { Actions.setEnabled(toggleAction, session != nil) }
    }

    /// Mirrors a change of the model in the list and the pages, and tells the reader what they should know.
    private func handle(_ event: NotesModel.Event) {
        switch event {
        case .reloaded:
            builtView?.list.reset(count: notes?.collection.flatRowCount ?? 0)
            refresh()
        case .changed(let change):
            builtView?.list.apply(change)
            refresh()
        case .loaded:
            if let store = model.store {
                watcher = NotesFileWatcher(url: store.fileURL) { [weak self] in self?.model.fileChangedOutside() }
            }
            // The reader may have opened Notes while they loaded; the spinner held no focus.
            if isShowing { builtView?.takeFocus() }
            anchorHighlights()
        case .problem(let problem):
            toasts.show(NotesText.problem(problem))
        case .saveFailed(let reason):
            toasts.show(NotesText.saveFailed(reason: reason))
        }
    }

    /// Brings the jump index, the empty page and the Add action up to date with the notes, and the pages' marks.
    func refresh() {
        if let view = builtView {
            let collection = notes?.collection
            view.jumpIndex.show(collection?.indexLetters ?? [])
            if let collection {
                view.show(collection.isEmpty ? .empty : .list)
            } else {
                view.show(model.store == nil ? .empty : .loading)
            }
        }
        followStack()
        paintHighlights()
    }

    // MARK: Closing

    /// The window is asked to close: the notes are saved now, and if that fails the reader is told and the
    /// window stays open until they choose. Returns true to keep the window open.
    private func closeRequested() -> Bool {
        guard !closeWithoutSaving, let reason = model.saveBeforeClosing(), let toplevel else { return false }
        NotesCloseDialog.present(parent: toplevel, reason: reason) { [weak self] choice in
            guard let self, let toplevel = self.toplevel else { return }
            switch choice {
            case .tryAgain:
                gtk_window_close(toplevel.cast())
            case .closeWithoutSaving:
                closeWithoutSaving = true
                gtk_window_close(toplevel.cast())
            case .keepOpen:
                break
            }
        }
        return true
    }

    private func windowClosing() {
        watcher?.cancel()
        model.close(saving: !closeWithoutSaving)
    }
}
