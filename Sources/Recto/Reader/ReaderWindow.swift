import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// A reader window: header bar, the page view with its scrubber, and the status pages shown instead when
/// there is no book to read. It turns input into session intents and session changes into widget state.
@MainActor
final class ReaderWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    var onClosed: (() -> Void)?

    @Owned var title: UnsafeMutablePointer<GtkWidget>
    @Owned var header: UnsafeMutablePointer<GtkWidget>
    /// The window's main stack: "loading", "reader", "status", and the views features add ("contents", "notes").
    @Owned var content: UnsafeMutablePointer<GtkWidget>
    /// Side by side with the content on wide windows, over it on narrow ones; the library lives in it.
    @Owned var flap: UnsafeMutablePointer<GtkWidget>
    /// The flap's sidebar box, filled by the library.
    @Owned var sidebar: UnsafeMutablePointer<GtkWidget>
    /// The window's messages, some with Undo.
    let toasts: Toasts
    let pageView = PageView()
    let scrubber = ScrubberBar()
    let preview: ScrubPreview
    @Owned var status: UnsafeMutablePointer<GtkWidget>
    /// The open book's render session, shared with the features (which hear of a new book from `model`).
    let sessions = SessionSlot()
    var session: ReadingSession? {
        get { sessions.session }
        set { sessions.session = newValue }
    }
    /// What the window shows of the book: the one owner of the page, layout, direction, zoom, labels and view.
    /// Layout and direction start as the reader last left them (AppSettings keeps them as the default).
    let model = ReaderModel(layout: AppSettings.shared.pageLayout, direction: AppSettings.shared.readingDirection)
    var turnAccumulator = ScrollTurnAccumulator()
    let stateSaver = ReadingStateSaver(
        store: ReadingStateStore(folder: AppPaths.readingStateFolder), scheduler: GLibScheduler.shared
    ) { work in MainLoop.post(work) }
    /// Saves the reading state as the model changes: the one place a `ReadingState` is made.
    private(set) lazy var recorder = ReadingRecorder(model: model, sink: stateSaver)
    /// The window's actions, by their typed names.
    private(set) lazy var actions = WindowActions(on: window)
    /// The search in the book: the find bar writes it, the marks over the pages draw it.
    let searchModel = SearchModel()
    /// The text selected on the pages: drawn by the page marks, copied, highlighted and read from.
    let selectionModel = SelectionModel()
    /// The book's contents as shown: the contents feature writes them, the features that group by chapter read them.
    let shownContents = ContentsSlot()
    /// The window's own observations of its models, kept as long as the window.
    var observations: [ObservationToken] = []
    /// The books this window opens, one after another.
    private(set) lazy var opening = makeOpenSequence()
    /// The file being opened, for the status page and the password prompt.
    var pendingURL: URL? { opening.pending }
    /// The table of contents (Contents button, contents page, editing).
    var contentsFeature: ContentsFeature?
    /// Which view shows (page, contents, notes): the stack and the features follow it.
    var viewModel: ReaderViewModel { model.view }
    /// The words of the page on screen, for screen readers.
    var pageText: PageTextFeature?
    /// Back and Forward through the reader's jumps.
    var history: HistoryFeature?
    /// Find in the whole book.
    var search: SearchFeature?
    /// Search matches drawn over the pages, and the links on them.
    var pageMarks: PageMarksFeature?
    /// Previews of what the links on the page point to.
    var referencePreviews: ReferencePreviewFeature?
    /// Selecting the page's text and copying it.
    var selection: SelectionFeature?
    /// Day, Sepia and Night.
    var colourModes: ColourModeFeature?
    /// Full screen, with the bars that hide and come back.
    var fullScreen: FullScreenFeature?
    /// Continuous scrolling through the book as one strip.
    var continuous: ContinuousFeature?
    /// The saved state of the book being opened, for the features that restore a per-book choice.
    var loadedState: ReadingState?
    /// Highlighting the selection, and the marks' own clicks and menu.
    var highlights: HighlightFeature?
    /// Print… and its dialog.
    var printing: PrintFeature?
    /// Spreads and direction: how each book opens, and the reader's choices.
    var readingChoices: ReadingChoicesFeature?
    /// Reopens the book when its file is rewritten.
    var fileFollow: FileFollowFeature?
    /// Trim Margins: the pages cropped to their content.
    var trimMargins: TrimMarginsFeature?
    /// The page overview: the book as a grid of pages under its chapters.
    var overview: OverviewFeature?
    /// Reading the book aloud.
    var readAloud: ReadAloudFeature?
    /// The book's notes and highlights kept with it.
    var notes: NotesFeature?
    /// The session of the book's previous file, whose pages stand in after a reload until the new ones arrive.
    var reloadStandIn: ReadingSession?

    init(application: UnsafeMutablePointer<AdwApplication>, library: Library) {
        window = adw_application_window_new(application.cast())
        gtk_window_set_default_size(window.cast(), 900, 1000)
        // Named before a book gives it a title (a locked book asks for its password first), not "AdwApplicationWindow".
        gtk_window_set_title(window.cast(), i18n("Recto"))
        let title: UnsafeMutablePointer<GtkWidget> = adw_window_title_new(i18n("Recto"), nil)
        self.title = title
        let content: UnsafeMutablePointer<GtkWidget> = gtk_stack_new()
        self.content = content
        let status: UnsafeMutablePointer<GtkWidget> = adw_status_page_new()
        self.status = status
        toasts = Toasts(overlay: adw_toast_overlay_new())
        preview = ScrubPreview(above: scrubber.scale)

        let header: UnsafeMutablePointer<GtkWidget> = adw_header_bar_new()
        self.header = header
        adw_header_bar_set_title_widget(header.cast(), title)
        Self.buildHeaderButtons(into: header)

        let reader = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let pageArea = gtk_overlay_new()!
        gtk_overlay_set_child(pageArea.cast(), pageView.widget)
        gtk_box_append(reader.cast(), pageArea)
        // The bars sit in revealers from the start, for full screen (`FullScreenFeature`): moved in later, the
        // header's menu would be built while unrooted and lose its check items' accessible roles.
        gtk_box_append(reader.cast(), FullScreenFeature.revealer(around: scrubber.widget, edge: .bottom))

        let loading = LoadingSpinner.make(i18n("Opening"))

        gtk_stack_add_named(content.cast(), loading, "loading")
        gtk_stack_add_named(content.cast(), reader, "reader")
        gtk_stack_add_named(content.cast(), status, "status")
        gtk_stack_set_transition_type(content.cast(), GTK_STACK_TRANSITION_TYPE_CROSSFADE)

        let sidebar: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        self.sidebar = sidebar
        gtk_widget_add_css_class(sidebar, "background")
        flap = adw_flap_new()
        adw_flap_set_content(flap.cast(), content)
        adw_flap_set_flap(flap.cast(), sidebar)
        adw_flap_set_reveal_flap(flap.cast(), 0)
        adw_flap_set_separator(flap.cast(), gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        let body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(body.cast(), FullScreenFeature.revealer(around: header, edge: .top))
        gtk_box_append(body.cast(), flap)
        gtk_widget_set_vexpand(flap, 1)
        let overlay = toasts.overlay!
        adw_toast_overlay_set_child(overlay.cast(), body)
        adw_application_window_set_content(window.cast(), overlay)

        installSettings()
        installModel()
        installActions()
        _ = recorder
        readingChoices = ReadingChoicesFeature(actionsOn: window, model: model)
        trimMargins = TrimMarginsFeature(actionsOn: window, model: model)
        fileFollow = FileFollowFeature(
            model: model, scheduler: GLibScheduler.shared,
            swap: { [weak self] document, page in self?.reload(document, at: page) },
            showMessage: { [toasts] text in toasts.show(Markup.escaped(text)) })
        installInput()
        // What a feature is built over is passed to it, so the order below is the compiler's to check.
        let strip = installContinuous(over: pageArea)
        installPageText(over: pageArea, strip: strip)
        installRegionKeys()
        installViewMode()
        let history = installHistory()
        let (marks, selection) = installPageMarks(over: pageArea, strip: strip, jumps: history)
        let search = installSearch(over: pageArea, jumps: history)
        installReadAloud(over: pageArea, strip: strip, selection: selection)
        installSelectAll()
        contentsFeature = ContentsFeature(
            actions: actions, toplevel: window, header: header, stack: content, scrubber: scrubber, toasts: toasts,
            model: model, sessions: sessions, jumps: history, shown: shownContents)
        let notes = NotesFeature(
            actions: actions, toplevel: window, header: header, stack: content, toasts: toasts, reader: model,
            sessions: sessions, jumps: history, contents: shownContents)
        self.notes = notes
        highlights = HighlightFeature(
            actions: actions, toplevel: window, model: model, sessions: sessions, notes: notes, marks: marks,
            menu: selection,
            selection: selectionModel)
        installOverview(notes: notes.model, jumps: history)
        printing = PrintFeature(parent: window, reader: model, notes: notes.model) { [toasts] message in
            toasts.show(message)
        }
        installLibrary(library)
        PreferencesWindow.addAction(to: actions, over: window)
        colourModes = ColourModeFeature(
            actions: actions, toplevel: window, model: model, sessions: sessions, pageView: pageView,
            recorder: recorder)
        fullScreen = FullScreenFeature(
            actions: actions, toplevel: window, header: header, scrubber: scrubber.widget, view: viewModel,
            pageView: pageView, findBar: search.bar)
        FrameStats.install(on: window)
        LaunchTrace.watch(window)
        pageView.onResize = { [weak self] size in
            guard let self else { return }
            session?.viewportChanged(size, scaleFactor: pageView.scaleFactor)
        }
        scrubber.onScrub = { [weak self] page in self?.scrub(to: page) }
        scrubber.onGoTo = { [weak self] text in self?.goTo(text) ?? false }
        window.on("destroy") { [weak self] in
            guard let self else { return }
            stateSaver.flushAndWait()
            onClosed?()
        }
    }

    /// The page overview (Overview button, Ctrl+Alt+O), handed what it shows beside the model.
    private func installOverview(notes: NotesModel, jumps: any Jumping) {
        let services = OverviewFeature.Services(
            session: { [weak self] in self?.session },
            contents: { [shownContents] in shownContents.contents },
            searchPages: { [weak self] in
                guard let self, let search, search.bar.isOpen, let found = searchModel.search else { return [] }
                return Set(found.matches.map(\.page))
            },
            observeSearch: { [weak self] handler in self?.search?.observeMatches(handler) },
            jump: { [weak jumps] page in jumps?.jump(to: page, animated: false) })
        overview = OverviewFeature(model: model, notes: notes, header: header, stack: content,
                                       actionsOn: window, services: services)
    }

    func present() { gtk_window_present(window.cast()) }

    func close() { gtk_window_close(window.cast()) }

    private static func buildHeaderButtons(into header: UnsafeMutablePointer<GtkWidget>) {
        let open = gtk_button_new_from_icon_name("document-open-symbolic")!
        gtk_actionable_set_action_name(open.cast(), "win.open")
        Tooltip.set(open, i18n("Open a Book (Ctrl+O)"))
        recto_accessible_set_label(open.cast(), i18n("Open"))
        gtk_widget_set_focus_on_click(open, 0)
        adw_header_bar_pack_start(header.cast(), open)

        let menu = g_menu_new()!
        let view = g_menu_new()!
        g_menu_append(view, i18n("Two-Page Spread"), "win.spread")
        g_menu_append(view, i18n("Continuous Scrolling"), "win.continuous")
        g_menu_append(view, i18n("Trim Margins"), "win.trim-margins")
        g_menu_append(view, i18n("Right-to-Left"), "win.right-to-left")
        g_menu_append_section(menu, nil, view.cast())
        let modes = ReadingModesMenu.section()
        g_menu_append_section(menu, nil, modes.cast())
        g_object_unref(modes.raw)
        let zoom = g_menu_new()!
        g_menu_append(zoom, i18n("Zoom In"), "win.zoom-in")
        g_menu_append(zoom, i18n("Zoom Out"), "win.zoom-out")
        g_menu_append(zoom, i18n("Fit Page"), "win.zoom-reset")
        g_menu_append(zoom, i18n("Go to Page…"), "win.go-to-page")
        g_menu_append_section(menu, nil, zoom.cast())
        let app = g_menu_new()!
        g_menu_append(app, i18n("Open…"), "win.open")
        g_menu_append(app, i18n("Print…"), "win.print")
        g_menu_append(app, i18n("Read Aloud"), "win.read-aloud")
        g_menu_append(app, i18n("Preferences"), "win.preferences")
        g_menu_append(app, i18n("Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(app, i18n("About Recto"), "app.about")
        g_menu_append(app, i18n("Quit"), "app.quit")
        g_menu_append_section(menu, nil, app.cast())
        let button = MenuButton.make(icon: "open-menu-symbolic", menu: menu, name: i18n("Main Menu"))
        gtk_menu_button_set_primary(button.cast(), 1)
        adw_header_bar_pack_end(header.cast(), button)
        for model in [menu, view, zoom, app] { g_object_unref(model.raw) }
    }
}
