import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The table of contents in a reader window: the header bar's Contents button (hidden on the cover), the flip
/// to the contents page and back, the chapter marks on the scrubber, and editing with undo. What follows what is
/// `ContentsFlow`'s; this keeps the widgets, the storage and the edits' prompts.
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
    /// What the contents page, the scrubber's chapter and the button do as the book and the contents change.
    private lazy var flow = ContentsFlow(page: self, model: model, jumps: jumps)
    /// The contents as shown, for the features that group by chapter.
    private let shown: ContentsSlot
    /// Built when the contents are first filled ahead or shown: a launch builds only what the reader asked for.
    private lazy var view = makeView()
    /// The fill of the hidden view waiting for a quiet moment.
    private var prefillTimer: MainLoopTimer?
    @Owned private var button: UnsafeMutablePointer<GtkWidget>
    private var storage: ContentsStorage?
    private var viewObservation: ObservationToken?
    private var bookObservation: ObservationToken?

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
            pages: { [weak self] session in self?.flow.pagesChanged(session.navigator) })
        viewObservation = model.view.observe { [weak self] _ in self?.flow.viewChanged() }
        toplevel.on("destroy") { [weak self] in self?.storage?.waitUntilSaved() }
        flow.updateButton()
    }

    // MARK: Following the book

    private func sessionChanged(_ session: ReadingSession?) {
        storage = nil
        flow.bookChanged()
        shown.contents = nil
        guard let session else { return flow.updateButton() }
        let storage = ContentsStorage(document: session.document, dataFolder: AppPaths.dataFolder)
        storage.onChange = { [weak self] in self?.contentsChanged() }
        storage.onMessage = { [weak self] text in self?.toasts.show(Markup.escaped(text)) }
        self.storage = storage
        shown.contents = storage.contents
        storage.load()
        flow.updateButton()
    }

    private func contentsChanged() {
        shown.contents = storage?.contents
        flow.contentsChanged()
    }

    private func pageText() -> (Int) -> String {
        let labels = sessions.session?.labels
        return { labels?.distinctLabel(forPage: $0) ?? String($0 + 1) }
    }

    // MARK: Actions

    private func installActions() {
        func add(_ action: WindowAction, _ handler: @escaping @MainActor (ContentsFeature) -> Void) {
            actions.add(action) { [weak self] in if let self { handler(self) } }
        }
        add(.contents) { $0.flow.toggle() }
        add(.addChapter) { $0.addChapter() }
        add(.renameChapter) { $0.renameChapter() }
        add(.deleteChapter) { $0.deleteChapter() }
        add(.addPart) { $0.addPart() }
        add(.importContents) { $0.importContents() }
    }

    private func makeView() -> ContentsView {
        let view = ContentsView()
        gtk_stack_add_named(stack.cast(), view.widget, "contents")
        view.onChoose = { [weak self] page in self?.flow.turnBack(to: page) }
        view.widget.on("map") { [weak self] in self?.flow.pageMapped() }
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

// MARK: The page ContentsFlow drives

extension ContentsFeature: ContentsPage {
    var navigator: PageNavigator? { sessions.session?.navigator }
    var contents: TableOfContents? { storage?.contents }
    var isFillAheadPending: Bool { prefillTimer?.isPending == true }

    func unfolded(forPage page: Int) -> Set<Int> { view.unfolded(forPage: page) }
    func markPage(_ page: Int) { view.markPage(page) }
    func chooseLayout() { view.chooseLayout(width: Double(gtk_widget_get_width(stack))) }

    func fill(_ contents: TableOfContents, currentPage: Int) {
        view.show(contents, currentPage: currentPage, width: Double(gtk_widget_get_width(stack)),
                  pageText: pageText())
        // Filled while hidden, the page is in the screen reader's tree before it is ever shown.
        AccessibleClassNames.look(at: view.widget)
    }

    func refill(_ contents: TableOfContents, currentPage: Int) {
        view.show(contents, currentPage: currentPage, width: Double(gtk_widget_get_width(stack)),
                  pageText: pageText(), keepingPlace: true)
    }

    func focusCurrent() { view.focusCurrent() }
    func showChapter(_ title: String?) { scrubber.showChapter(title) }
    func setMarks(_ marks: [ChapterMark]) { scrubber.setMarks(marks) }

    func fillAheadLater() {
        prefillTimer = MainLoop.after(milliseconds: ContentsFlow.fillAheadDelay) { [weak self] in
            self?.flow.fillAheadDue()
        }
    }

    func cancelFillAhead() { prefillTimer?.cancel() }

    func showButton(_ state: ContentsButtonState) {
        gtk_widget_set_visible(button, state.available ? 1 : 0)
        if state.pointedOut {
            gtk_widget_add_css_class(button, "suggested-action")
        } else {
            gtk_widget_remove_css_class(button, "suggested-action")
        }
        actions.setEnabled(.contents, state.available)
        // Disabled actions leave their keys (Delete, F2) to the view that shows: the notes' Delete deletes a note.
        for action: WindowAction in [.addChapter, .renameChapter, .deleteChapter, .addPart, .importContents] {
            actions.setEnabled(action, state.editable)
        }
    }
}
