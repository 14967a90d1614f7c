import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The page overview's widgets in a reader window: the header bar's Overview button, the grid of the book's
/// pages grouped by its chapters (made when first shown) and its action. What it shows and when is
/// `OverviewFlow`'s; the thumbnails are `OverviewThumbnails`' and the badges `OverviewMarks`'. The render session,
/// the contents and the history's jump are handed to it.
@MainActor
final class OverviewFeature {
    /// What the overview needs from the rest of the window, each asked for when wanted.
    struct Services {
        /// The open book's render session.
        var session: @MainActor () -> ReadingSession?
        /// The book's table of contents, as the contents view shows it.
        var contents: @MainActor () -> TableOfContents?
        /// The pages of the current search's matches while a search is open.
        var searchPages: @MainActor () -> Set<Int>
        /// Calls its handler whenever the search's matches change, while the token lives.
        var observeSearch: @MainActor (@escaping @MainActor () -> Void) -> ObservationToken?
        /// Goes to a page as a jump that Back returns from.
        var jump: @MainActor (Int) -> Void
    }

    private let session: @MainActor () -> ReadingSession?
    @Owned private var button: UnsafeMutablePointer<GtkWidget>
    @Owned private var stack: UnsafeMutablePointer<GtkWidget>
    private var toggleAction: OpaquePointer?
    /// Built the first time the overview is shown.
    private lazy var view = makeView()
    private let thumbnails: OverviewThumbnails
    private var flow: OverviewFlow!
    private weak var sizesOf: PDFDocument?

    /// Whether the overview is on screen.
    var isShowing: Bool { flow.isShowing }

    /// Whether Ctrl+plus and Ctrl+minus can size the thumbnails.
    var canResize: (larger: Bool, smaller: Bool) { flow.canResize }

    init(model: ReaderModel, notes: NotesModel, header: UnsafeMutablePointer<GtkWidget>,
         stack: UnsafeMutablePointer<GtkWidget>, actionsOn window: UnsafeMutablePointer<GtkWidget>,
         services: Services) {
        self.stack = stack
        session = services.session
        let size = AppSettings.shared.overviewThumbnailSize
        let marks = OverviewMarks(notes: notes, scheduler: GLibScheduler.shared, searchPages: services.searchPages,
                                  observeSearch: services.observeSearch)
        thumbnails = OverviewThumbnails(model: model, width: size.width, session: services.session)
        button = TextButton.make(i18n("Overview"), action: "win.overview")
        Tooltip.set(button, i18n("Page Overview (Ctrl+Alt+O)"))
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_visible(button, 0)
        adw_header_bar_pack_start(header.cast(), button)
        toggleAction = Actions.add(to: window, .overview) { [weak self] in self?.flow.toggle() }
        flow = OverviewFlow(
            model: model, marks: marks, thumbnails: thumbnails, grid: { [unowned self] in view }, size: size,
            spacing: OverviewView.spacing,
            services: OverviewFlow.Services(
                contents: services.contents, jump: services.jump,
                availableWidth: { [stack] in Int(gtk_widget_get_width(stack)) },
                readPageSizes: { [weak self] in self?.readPageSizes() },
                rememberSize: { AppSettings.shared.overviewThumbnailSize = $0 },
                button: { [weak self] visible, enabled in self?.showButton(visible, enabled: enabled) }))
    }

    /// Ctrl+plus / Ctrl+minus while the overview shows: larger or smaller thumbnails, remembered.
    func resizeThumbnails(larger: Bool) {
        flow.resizeThumbnails(larger: larger)
    }

    private func showButton(_ visible: Bool, enabled: Bool) {
        gtk_widget_set_visible(button, visible ? 1 : 0)
        if let toggleAction { Actions.setEnabled(toggleAction, enabled) }
    }

    private func configure(_ cell: OverviewCell, page: Int?) {
        guard let page, let shown = flow.cell(forPage: page, pageFormat: i18n("Page %@"),
                                              chapterFormat: i18n("Page %1$@, %2$@")) else {
            cell.bind(page: nil, label: "", name: "", aspect: flow.cellAspect, badges: [], isCurrent: false,
                      surface: nil)
            return
        }
        cell.bind(page: page, label: shown.label, name: shown.name, aspect: shown.aspect, badges: shown.badges,
                  isCurrent: shown.isCurrent, surface: thumbnails.image(page: page))
    }

    /// The page proportions, read once per book on the render worker (never on the main thread).
    private func readPageSizes() {
        guard let document = session()?.document, sizesOf !== document else { return }
        sizesOf = document
        document.loadPageSizes { [weak self] sizes in
            guard let self, sizesOf === document, session()?.document === document else { return }
            flow.pageSizesRead(sizes)
        }
    }

    private func makeView() -> OverviewView {
        let view = OverviewView()
        thumbnails.view = view
        gtk_stack_add_named(stack.cast(), view.widget, "overview")
        view.row = { [weak self] position in self?.flow.row(at: position) }
        view.configure = { [weak self] cell, page in self?.configure(cell, page: page) }
        view.onChoose = { [weak self] page in self?.flow.choose(page) }
        view.onMove = { [weak self] move, page in self?.flow.move(move, from: page) }
        view.onEnd = { [weak self] last in self?.flow.end(last: last) }
        view.onScroll = { [weak self] in self?.thumbnails.scrolled() }
        view.onResize = { [weak self] width in self?.flow.resized(width: width) }
        view.jumpIndex.onJump = { [weak self] title in self?.flow.chooseChapter(title) }
        // A widget cannot take the focus before it is mapped, which happens a frame after the stack switches.
        view.widget.on("map") { [weak self] in self?.flow.mapped() }
        return view
    }
}
