import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The table of contents in a reader window: the header bar's Contents button (hidden on the cover), the flip
/// to the contents page and back, the chapter marks on the scrubber, and editing with undo.
@MainActor
final class ContentsFeature {
    /// How long the turn to the contents and back takes.
    static let flipDuration: guint = 500

    private let actions: WindowActions
    /// The window, the prompts' parent; bare, as a holder must not keep a window open.
    private let toplevel: UnsafeMutablePointer<GtkWidget>
    /// The window's main stack, which the contents page joins when first shown.
    @Owned private var stack: UnsafeMutablePointer<GtkWidget>
    /// Shows the chapter being read and the chapters' marks.
    private let scrubber: ScrubberBar
    private let toasts: Toasts
    private let model: ReaderModel
    private let sessions: SessionSlot
    /// Where a chosen chapter is gone to, as a jump Back returns from.
    private let jumps: any Jumping
    /// The contents as shown, for the features that group by chapter.
    private let shown: ContentsSlot
    /// Built when the contents are first filled ahead or shown: a launch builds only what the reader asked for.
    private lazy var view = makeView()
    /// Whether the hidden view holds what Ctrl+T would show, and the fill waiting for a quiet moment.
    private var prefill = ContentsPrefill()
    private var prefillTimer: MainLoopTimer?
    @Owned private var button: UnsafeMutablePointer<GtkWidget>
    private var storage: ContentsStorage?
    private var viewObservation: ObservationToken?
    private var bookObservation: ObservationToken?
    /// Whether the contents are on screen; the view model is the only one who knows.
    var isShowing: Bool { model.view.shown == .contents }

    /// - Parameters:
    ///   - header: where the Contents button goes.
    init(actions: WindowActions, toplevel: UnsafeMutablePointer<GtkWidget>, header: UnsafeMutablePointer<GtkWidget>,
         stack: UnsafeMutablePointer<GtkWidget>, scrubber: ScrubberBar, toasts: Toasts, model: ReaderModel,
         sessions: SessionSlot, jumps: any Jumping, shown: ContentsSlot) {
        self.actions = actions
        self.toplevel = toplevel
        self.stack = stack
        self.scrubber = scrubber
        self.toasts = toasts
        self.model = model
        self.sessions = sessions
        self.jumps = jumps
        self.shown = shown
        button = TextButton.make(i18n("Contents"), action: "win.contents")
        Tooltip.set(button, i18n("Table of Contents (Ctrl+T)"))
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_visible(button, 0)
        adw_header_bar_pack_start(header.cast(), button)
        installActions()
        bookObservation = model.observe(
            sessions: sessions, book: { [weak self] session in self?.sessionChanged(session) },
            pages: { [weak self] session in self?.pagesChanged(session) })
        viewObservation = model.view.observe { [weak self] change in self?.viewChanged(change) }
        toplevel.on("destroy") { [weak self] in self?.storage?.waitUntilSaved() }
        updateState()
    }

    // MARK: Turning over and back

    /// Ctrl+T and the Contents button: the contents, or back to the book when they show.
    func toggle() {
        guard let session = sessions.session, storage != nil else { return }
        // Filled before the stack switches, so the rows are there when the page is mapped and takes the focus.
        if !isShowing {
            let page = session.navigator.currentPage
            switch prefill.need(chapter: chapter(session), unfolded: view.unfolded(forPage: page)) {
            case .nothing, .moveMark:
                view.markPage(page)
                view.chooseLayout(width: Double(gtk_widget_get_width(stack)))
                prefill.filled(chapter: chapter(session), unfolded: view.unfolded(forPage: page))
            case .fill:
                fill(session)
            }
        }
        model.view.toggle(.contents)
    }

    /// Turns back to the book, at `page` when a chapter was chosen, else where the reader was.
    private func turnBack(to page: Int?) {
        guard isShowing else { return }
        if let page { jumps.jump(to: page, animated: false) }
        model.view.showPage()
    }

    /// The window has switched its stack: edits are allowed only while the contents show.
    private func viewChanged(_ change: ReaderViewModel.Change) {
        updateState()
        // The empty state's buttons follow their actions, enabled only now: when the page was mapped first, its
        // Add Chapter Here could not take the focus then.
        if isShowing, storage?.contents.isEmpty == true { view.focusCurrent() }
    }

    // MARK: Following the book

    private func sessionChanged(_ session: ReadingSession?) {
        storage = nil
        prefill.invalidate()
        prefillTimer?.cancel()
        shown.contents = nil
        guard let session else { return updateState() }
        let storage = ContentsStorage(document: session.document, dataFolder: AppPaths.dataFolder)
        storage.onChange = { [weak self] in self?.contentsChanged() }
        storage.onMessage = { [weak self] text in self?.toasts.show(Markup.escaped(text)) }
        self.storage = storage
        shown.contents = storage.contents
        storage.load()
        updateState()
    }

    private func pagesChanged(_ session: ReadingSession) {
        updateState()
        guard let storage else { return }
        let chapter = storage.contents.entry(containing: Self.namedPage(session))
        scrubber.showChapter(chapter?.title)
        if isShowing { view.markPage(session.navigator.currentPage) } else { fillAheadLater() }
    }

    private func contentsChanged() {
        shown.contents = storage?.contents
        guard let storage, let session = sessions.session else { return }
        scrubber.setMarks(storage.contents.chapterMarks)
        scrubber.showChapter(storage.contents.entry(containing: Self.namedPage(session))?.title)
        prefill.invalidate()
        if isShowing {
            view.show(storage.contents, currentPage: session.navigator.currentPage,
                      width: Double(gtk_widget_get_width(stack)), pageText: pageText(session),
                      keepingPlace: true)
            prefill.filled(chapter: chapter(session), unfolded: view.unfolded(forPage: session.navigator.currentPage))
        } else {
            fillAheadLater()
        }
        updateState()
    }

    // MARK: Filling ahead

    /// Fills the hidden contents a moment after they or the chapter being read changed, unless they are filled
    /// already: building and filling the list for a long outline is most of Ctrl+T's work.
    private func fillAheadLater() {
        guard !isShowing, storage != nil, let session = sessions.session,
              prefill.need(chapter: chapter(session), unfolded: view.unfolded(forPage: session.navigator.currentPage))
              == .fill
        else { return }
        // Not put off by the turns that follow: it fills for the page read when it runs.
        guard prefillTimer?.isPending != true else { return }
        prefillTimer = MainLoop.after(milliseconds: 1500) { [weak self] in
            guard let self, !isShowing, let session = sessions.session else { return }
            fill(session)
        }
    }

    /// Fills the contents view for the page being read: its chapter marked and unfolded.
    private func fill(_ session: ReadingSession) {
        guard let storage else { return }
        prefillTimer?.cancel()
        view.show(storage.contents, currentPage: session.navigator.currentPage,
                  width: Double(gtk_widget_get_width(stack)), pageText: pageText(session))
        // Filled while hidden, the page is in the screen reader's tree before it is ever shown.
        AccessibleClassNames.look(at: view.widget)
        prefill.filled(chapter: chapter(session), unfolded: view.unfolded(forPage: session.navigator.currentPage))
    }

    /// The chapter holding the page being read, as the contents view marks it.
    private func chapter(_ session: ReadingSession) -> ContentsPosition? {
        storage?.contents.position(containing: session.navigator.currentPage)
    }

    /// The page whose chapter the scrubber names: the later page of a spread, so a chapter that opens on the
    /// right-hand page is named as soon as it is in view.
    private static func namedPage(_ session: ReadingSession) -> Int {
        session.navigator.visiblePages.last ?? session.navigator.currentPage
    }

    /// The Contents button shows from the second page on (and while the contents are open, to turn back), and
    /// from the cover on, pointed out, when the book asks for its contents to be shown.
    private func updateState() {
        let onCover = sessions.session?.navigator.isOnCover ?? true
        let pointedOut = model.pointsToContents
        let available = sessions.session != nil && storage != nil && (!onCover || isShowing || pointedOut)
        gtk_widget_set_visible(button, available ? 1 : 0)
        if pointedOut {
            gtk_widget_add_css_class(button, "suggested-action")
        } else {
            gtk_widget_remove_css_class(button, "suggested-action")
        }
        actions.setEnabled(.contents, available)
        // Disabled actions leave their keys (Delete, F2) to the view that shows: the notes' Delete deletes a note.
        let editable = model.view.acceptsEdits(for: .contents) && storage != nil
        for action: WindowAction in [.addChapter, .renameChapter, .deleteChapter, .addPart, .importContents] {
            actions.setEnabled(action, editable)
        }
    }

    private func pageText(_ session: ReadingSession) -> (Int) -> String {
        let labels = session.labels
        return { labels.distinctLabel(forPage: $0) ?? String($0 + 1) }
    }

    // MARK: Actions

    private func installActions() {
        func add(_ action: WindowAction, _ handler: @escaping @MainActor (ContentsFeature) -> Void) {
            actions.add(action) { [weak self] in if let self { handler(self) } }
        }
        add(.contents) { $0.toggle() }
        add(.addChapter) { $0.addChapter() }
        add(.renameChapter) { $0.renameChapter() }
        add(.deleteChapter) { $0.deleteChapter() }
        add(.addPart) { $0.addPart() }
        add(.importContents) { $0.importContents() }
    }

    private func makeView() -> ContentsView {
        let view = ContentsView()
        gtk_stack_add_named(stack.cast(), view.widget, "contents")
        view.onChoose = { [weak self] page in self?.turnBack(to: page) }
        // A widget cannot take the focus before it is mapped, which happens a frame after the flip starts.
        view.widget.on("map") { [weak self] in
            guard let self, isShowing else { return }
            self.view.focusCurrent()
        }
        // Escape is the window's (`ReaderWindow.installViewMode`): it also reaches the header's buttons.
        return view
    }

    private func addChapter() {
        guard let storage, let page = sessions.session?.navigator.currentPage else { return }
        let body = String(format: i18n("The chapter will start on page %d."), page + 1)
        Prompt.askText(parent: toplevel, heading: i18n("Add Chapter Here"), body: body, confirm: i18n("_Add")) {
            [weak self] title in
            guard let previous = storage.edit({ try $0.addChapter(title: title, page: page) }) else { return }
            self?.offerUndo(i18n("Chapter added"), previous: previous)
        }
    }

    private func renameChapter() {
        guard let storage, let position = view.selectedChapter,
              let entry = storage.contents.entry(at: position) else { return }
        Prompt.askText(parent: toplevel, heading: i18n("Rename Chapter"), body: nil, initial: entry.title,
                       confirm: i18n("_Rename")) { [weak self] title in
            guard let previous = storage.edit({ try $0.renameChapter(at: position, to: title) }) else { return }
            self?.offerUndo(i18n("Chapter renamed"), previous: previous)
        }
    }

    private func deleteChapter() {
        guard let storage, let position = view.selectedChapter,
              let previous = storage.edit({ _ = try $0.removeChapter(at: position) }) else { return }
        offerUndo(i18n("Chapter deleted"), previous: previous)
    }

    private func addPart() {
        guard let storage else { return }
        Prompt.askText(parent: toplevel, heading: i18n("Add Part"), body: i18n("For example “BOOK III”."),
                       confirm: i18n("_Add")) { [weak self] heading in
            guard let previous = storage.edit({ _ = $0.addPart(heading: heading) }) else { return }
            self?.offerUndo(i18n("Part added"), previous: previous)
        }
    }

    private func importContents() {
        guard let storage else { return }
        FileChooser.chooseFiles(parent: toplevel, title: i18n("Import Contents"),
                                filterName: i18n("Property Lists"), patterns: ["*.plist"]) { [weak self] urls in
            storage.importFiles(urls) { previous in self?.offerUndo(i18n("Contents imported"), previous: previous) }
        }
    }

    private func offerUndo(_ message: String, previous: TableOfContents) {
        // The toast's Undo belongs to the book it was shown for.
        toasts.show(Markup.escaped(message)) { [weak storage] in storage?.replace(with: previous) }
    }
}
