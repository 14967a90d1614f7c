import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The notes feature of one window: follows the open book, loads and saves its notes in the background, and
/// turns what the reader does in the notes view (add, delete, undo, jump, go to a note's page) into changes of
/// the core `BookNotes` and precise updates of the list.
@MainActor
final class NotesController {
    weak var window: ReaderWindow?
    let view = NotesView()
    let persistence = NotesPersistence()
    /// Earlier books' notes whose save has not succeeded yet.
    lazy var earlierBooks = NotesPendingSaves(persistence: persistence)
    private let addButton: UnsafeMutablePointer<GtkWidget>
    /// Export and import, shown with the notes.
    private var notesMenu: UnsafeMutablePointer<GtkWidget>?
    private var toggleAction: OpaquePointer?
    private var addAction: OpaquePointer?

    /// The open book's notes; nil with no book or while they load.
    var notes: BookNotes?
    var store: NotesStore?
    /// False when the notes file could be neither read nor set aside, or a newer Recto wrote it: saving would
    /// overwrite it.
    var canSave = false
    /// Counts edits; `savedChangeCount` is the count the last successful save included. Unsaved changes stay
    /// marked until a write succeeds, whatever failed before.
    var changeCount = 0
    var savedChangeCount = 0
    var isDirty: Bool { changeCount != savedChangeCount }
    /// The notes file as last read or written, to tell outside writes from ours.
    var stamp: NotesFileStamp?
    var saveTimer: MainLoopTimer?
    /// Retries a failed save while the window is open (the disk may be writable again).
    var retryTimer: MainLoopTimer?
    /// Whether the last save failed, so a streak of failures shows one toast, not one per retry.
    var lastSaveFailed = false
    var watcher: NotesFileWatcher?
    /// The reader chose "Close Without Saving".
    var closeWithoutSaving = false
    /// The toast of the last deletion while it shows, kept referenced so dismissing it early is always safe, and
    /// which deletion it belongs to (a late "dismissed" of an older toast must not forget a newer one).
    private var deletionToast: (toast: GObjectRef, serial: Int)?
    private var deletionSerial = 0
    /// Counts books opened, so a late load or an old toast's Undo never touches another book's notes.
    var generation = 0
    /// The highlights the pages were last painted with, so the pages are drawn again only when they change.
    var paintedHighlights = HighlightPages()

    init(window: ReaderWindow) {
        self.window = window
        addButton = gtk_button_new_from_icon_name("list-add-symbolic")
        gtk_stack_add_named(window.content.cast(), view.widget, "notes")
        installActions(in: window)
        installHeaderButtons(in: window)
        connectView()
        window.viewModel.observe { [weak self] _ in self?.followStack() }
        window.window.onBool("close-request") { [weak self] in self?.closeRequested() ?? false }
        window.window.on("destroy") { [weak self] in self?.windowClosing() }
        followStack()
        Actions.setEnabled(toggleAction!, false)
        earlierBooks.onFailure = { [weak self] reason in self?.window?.showToast(NotesText.saveFailed(reason: reason)) }
    }

    private var isShowing: Bool { window?.viewModel.shown == .notes }

    // MARK: Building

    private func installActions(in window: ReaderWindow) {
        let toggle = Actions.addToggle(to: window.window, "notes", initial: false) { [weak self] on in
            self?.setShowing(on)
        }
        let add = Actions.add(to: window.window, "add-note") { [weak self] in self?.addNote() }
        toggleAction = toggle
        addAction = add
        window.actions["notes"] = toggle
        window.actions["add-note"] = add
    }

    private func installHeaderButtons(in window: ReaderWindow) {
        let toggle = gtk_toggle_button_new()!
        gtk_button_set_icon_name(toggle.cast(), "document-edit-symbolic")
        gtk_actionable_set_action_name(toggle.cast(), "win.notes")
        gtk_widget_set_tooltip_text(toggle, i18n("Notes (Ctrl+Shift+N)"))
        recto_accessible_set_label(toggle.cast(), i18n("Notes"))
        gtk_widget_set_focus_on_click(toggle, 0)
        adw_header_bar_pack_end(window.header.cast(), toggle)

        gtk_actionable_set_action_name(addButton.cast(), "win.add-note")
        gtk_widget_set_tooltip_text(addButton, i18n("Add Note (Ctrl+N)"))
        recto_accessible_set_label(addButton.cast(), i18n("Add Note"))
        gtk_widget_set_focus_on_click(addButton, 0)
        adw_header_bar_pack_start(window.header.cast(), addButton)
        let menu = makeExportMenu()
        notesMenu = menu
        adw_header_bar_pack_start(window.header.cast(), menu)
    }

    private func connectView() {
        view.list.row = { [weak self] position in self?.notes?.collection.row(at: position) }
        view.list.pageText = { [weak self] page in NotesText.page(page, labels: self?.window?.session?.labels) }
        view.list.onDelete = { [weak self] id in self?.delete(id) }
        view.onDeleteSelected = { [weak self] position in
            guard let self, case .item(let note, _, _)? = notes?.collection.row(at: position) else { return }
            delete(note.id)
        }
        view.onActivate = { [weak self] position in self?.goToNote(at: position) }
        view.onClose = { [weak self] in self?.setShowing(false) }
        view.jumpIndex.onJump = { [weak self] letter in self?.jump(to: letter) }
    }

    // MARK: Showing

    /// Opens or closes the notes page (the Notes button, Ctrl+Shift+N, Escape).
    func setShowing(_ on: Bool) {
        guard let window else { return }
        if on {
            guard window.session != nil else {
                followStack()
                return
            }
            window.viewModel.show(.notes)
            view.takeFocus()
        } else if isShowing {
            window.viewModel.showPage()
        }
    }

    /// Keeps the toggle, the Add button and Ctrl+N in step with the page on screen, whoever changed it.
    private func followStack() {
        let showing = isShowing
        if let toggleAction { Actions.setState(toggleAction, showing) }
        if let addAction { Actions.setEnabled(addAction, showing && notes != nil) }
        gtk_widget_set_visible(addButton, showing ? 1 : 0)
        if let notesMenu { gtk_widget_set_visible(notesMenu, showing ? 1 : 0) }
    }

    // MARK: The open book

    /// A book opened (or none is open): the previous book's notes are saved, the new book's loaded.
    func bookChanged(_ session: ReadingSession?) {
        // The going book's notes are saved by `earlierBooks`, which keeps them until a save succeeds.
        if notes?.commitAllDeletions() == true { changeCount += 1 }
        saveTimer?.cancel()
        if isDirty, canSave, let notes, let store {
            earlierBooks.add(notes.snapshotToSave, to: store, knownStamp: stamp)
        }
        generation += 1
        watcher?.cancel()
        watcher = nil
        retryTimer?.cancel()
        notes = nil
        canSave = false
        changeCount = 0
        savedChangeCount = 0
        lastSaveFailed = false
        stamp = nil
        store = session.map { NotesStore(dataDirectory: AppPaths.dataFolder, documentKey: $0.document.key.rawValue) }
        view.list.reset(count: 0)
        refresh()
        if let toggleAction { Actions.setEnabled(toggleAction, session != nil) }
        guard let store else { return }
        let generation = generation
        persistence.load(store) { [weak self] notes, result in
            guard let self, self.generation == generation else { return }
            loaded(notes, result: result, from: store)
        }
    }

    private func loaded(_ loadedNotes: BookNotes, result: NotesLoadResult, from store: NotesStore) {
        notes = loadedNotes
        canSave = result.allowsSaving
        stamp = result.stamp
        watcher = NotesFileWatcher(url: store.fileURL) { [weak self] in self?.fileChangedOutside() }
        view.list.reset(count: loadedNotes.collection.flatRowCount)
        refresh()
        // The reader may have opened Notes while they loaded; the spinner held no focus.
        if isShowing { view.takeFocus() }
        if let problem = result.problem { window?.showToast(NotesText.problem(problem)) }
        anchorHighlights()
    }

    /// Brings the jump index, the empty page and the Add action up to date with the notes.
    func refresh() {
        let collection = notes?.collection
        view.jumpIndex.show(collection?.indexLetters ?? [])
        if let collection {
            view.show(collection.isEmpty ? .empty : .list)
        } else {
            view.show(store == nil ? .empty : .loading)
        }
        followStack()
        paintHighlights()
    }

    // MARK: Editing

    private func addNote() {
        guard let window, let session = window.session, notes != nil else { return }
        let page = session.navigator.currentPage
        let generation = generation
        AddNoteDialog.present(parent: window.window, page: PositionText.describe(session.position), quote: nil) { [weak self] text in
            // The book cannot change under a modal dialog in practice; if it did, the note has no book to go to.
            guard let self, self.generation == generation, notes != nil else { return true }
            let added: IndexedChange
            do {
                added = try notes!.add(text: text, pageIndex: page).change
            } catch {
                return false
            }
            apply(added)
            view.list.select(added.itemFlatIndex)
            saveSoon()
            return true
        }
    }

    func delete(_ id: UUID) {
        guard let removed = notes?.delete(id: id) else { return }
        apply(removed)
        // Deleted from the page (a highlight's menu): the reader stays on the page, the list keeps its focus.
        if isShowing { selectNote(near: removed.position) }
        // Nothing to save yet: a deleted note stays in the file until its toast is gone. The overlay would queue a
        // second toast behind the first; the earlier deletion is made final instead, so each toast is about the
        // note just deleted.
        if let previous = deletionToast { adw_toast_dismiss(OpaquePointer(previous.toast.pointer)) }
        let generation = generation
        deletionSerial += 1
        let serial = deletionSerial
        guard let toast = window?.showToast(
            i18n("Note deleted"),
            undo: { [weak self] in self?.undoDelete(id, generation: generation) },
            dismissed: { [weak self] in
                guard let self else { return }
                if deletionToast?.serial == serial { deletionToast = nil }
                commitDelete(id, generation: generation)
            })
        else { return }
        deletionToast = (GObjectRef(borrowing: toast.raw), serial)
    }

    private func undoDelete(_ id: UUID, generation: Int) {
        guard generation == self.generation, let restored = notes?.undoDelete(id: id) else { return }
        apply(restored)
        view.list.select(restored.itemFlatIndex)
    }

    private func commitDelete(_ id: UUID, generation: Int) {
        guard generation == self.generation, notes?.commitDelete(id: id) == true else { return }
        saveSoon()
    }

    func apply(_ change: IndexedChange) {
        view.list.apply(change)
        refresh()
    }

    /// After a deletion, selects the note that took the deleted one's place, else the one before it, so Delete
    /// can be pressed again.
    private func selectNote(near position: Int) {
        guard let collection = notes?.collection, !collection.isEmpty else {
            view.takeFocus()
            return
        }
        let count = collection.flatRowCount
        var candidate = min(position, count - 1)
        if collection.row(at: candidate).isHeader {
            // A header at the spot starts the next section: its first note follows it; at the end, go back.
            candidate = candidate + 1 < count ? candidate + 1 : candidate - 1
        }
        view.list.select(candidate)
    }

    // MARK: Moving

    private func jump(to letter: String) {
        guard let collection = notes?.collection, let section = collection.section(forIndexLetter: letter) else {
            return
        }
        view.list.scrollToTop(collection.flatIndex(ofSection: section))
    }

    /// A note was activated: its page, back in the reader.
    private func goToNote(at position: Int) {
        guard let session = window?.session, case .item(let note, _, _)? = notes?.collection.row(at: position)
        else { return }
        window?.history?.jump(to: min(note.pageIndex, session.document.pageCount - 1))
        setShowing(false)
    }
}
