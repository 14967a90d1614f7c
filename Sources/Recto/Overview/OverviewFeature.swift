import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The page overview of a reader window: the header bar's Overview button (from the second page on, like
/// Contents), the turn to a grid of the book's pages grouped by its chapters and back, and the thumbnail size
/// (Ctrl+plus, Ctrl+minus), remembered. It follows the `ReaderModel` (pages cropped, in their crops'
/// proportions, with Trim Margins: `OverviewPageShapes`); the thumbnails are `OverviewThumbnails`' and the
/// badges `OverviewMarks`'. The render session, the contents and the history's jump are handed to it.
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

    private let model: ReaderModel
    private let services: Services
    @Owned private var button: UnsafeMutablePointer<GtkWidget>
    @Owned private var stack: UnsafeMutablePointer<GtkWidget>
    private var toggleAction: OpaquePointer?
    /// Built the first time the overview is shown.
    private lazy var view = makeView()
    private var observation: ObservationToken?
    private let marks: OverviewMarks
    private let thumbnails: OverviewThumbnails
    private var size = AppSettings.shared.overviewThumbnailSize
    /// The book's overview and its rows for the columns that fit; nil until first shown for this book.
    private var overview: OverviewModel?
    private var rows: [OverviewRow] = []
    private var columns = 0
    private var width = 0
    /// The open book's page sizes, once read, and the proportions drawn (the crops' when trimmed).
    private var pageSizes: [Size]?
    private var shapes: OverviewPageShapes?
    /// The cells' proportion (height over width): the book's usual page as shown.
    private var cellAspect = OverviewPageShapes.fallback
    private weak var sizesOf: PDFDocument?

    /// Whether the overview is on screen; the view model is the only one who knows.
    var isShowing: Bool { model.view.shown == .overview }

    init(model: ReaderModel, notes: NotesModel, header: UnsafeMutablePointer<GtkWidget>,
         stack: UnsafeMutablePointer<GtkWidget>, actionsOn window: UnsafeMutablePointer<GtkWidget>,
         services: Services) {
        self.model = model
        self.stack = stack
        self.services = services
        marks = OverviewMarks(notes: notes, scheduler: GLibScheduler.shared, searchPages: services.searchPages,
                              observeSearch: services.observeSearch)
        thumbnails = OverviewThumbnails(
            model: model, width: AppSettings.shared.overviewThumbnailSize.width, session: services.session)
        button = TextButton.make(i18n("Overview"), action: "win.overview")
        Tooltip.set(button, i18n("Page Overview (Ctrl+Alt+O)"))
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_visible(button, 0)
        adw_header_bar_pack_start(header.cast(), button)
        toggleAction = Actions.add(to: window, .overview) { [weak self] in self?.toggle() }
        observation = model.observe { [weak self] change in self?.modelChanged(change) }
        marks.onChange = { [weak self] in self?.marksChanged() }
        updateButton()
    }

    // MARK: Following the model

    private func modelChanged(_ change: ReaderModel.Change) {
        switch change {
        case .book:
            overview = nil
            rows = []
            thumbnails.bookChanged()
            pageSizes = nil
            shapes = nil
        case .pages:
            if isShowing { view.rebindAll() }
        case .trim:
            // The pages are drawn cropped (or whole again): new shapes, new cells, new thumbnails.
            reshape()
            if isShowing {
                thumbnails.open()
                rebuild(keeping: view.focusedPage ?? model.navigator?.currentPage)
            }
        case .layout, .direction:
            if isShowing { rebuild(keeping: model.navigator?.currentPage) } else { overview = nil }
        case .labels:
            if isShowing { view.rebindAll() }
        case .view(let viewChange):
            if viewChange.from == .overview { thumbnails.stop() }
        case .zoom, .phase:
            break
        }
        updateButton()
    }

    /// The button shows from the second page on, and while the overview shows (to turn back).
    private func updateButton() {
        let onCover = model.navigator?.isOnCover ?? true
        let available = model.source != nil && model.phase == .reading && (!onCover || isShowing)
        gtk_widget_set_visible(button, available ? 1 : 0)
        if let toggleAction { Actions.setEnabled(toggleAction, model.source != nil && model.phase == .reading) }
    }

    // MARK: Turning over and back

    /// Ctrl+Alt+O and the Overview button: the overview, or back to the page when it shows.
    func toggle() {
        guard model.source != nil else { return }
        if !isShowing {
            build()
            model.view.show(.overview)
            revealCurrent()
        } else {
            model.view.showPage()
        }
    }

    /// A page was chosen: read it, as a jump Back returns from.
    private func choose(_ page: Int) {
        services.jump(page)
        model.view.showPage()
    }

    /// Ctrl+plus / Ctrl+minus while the overview shows: larger or smaller thumbnails, remembered.
    func resizeThumbnails(larger: Bool) {
        let changed = larger ? size.grow() : size.shrink()
        guard changed else { return }
        AppSettings.shared.overviewThumbnailSize = size
        thumbnails.width = size.width
        let focused = view.focusedPage ?? model.navigator?.currentPage
        rebuild(keeping: focused)
        if let focused, let row = OverviewModel.rowIndex(ofPage: focused, in: rows) {
            view.focus(page: focused, row: row)
        }
    }

    var canResize: (larger: Bool, smaller: Bool) {
        (size.width < OverviewThumbnailSize.steps.last!, size.width > OverviewThumbnailSize.steps.first!)
    }

    // MARK: The grid

    private func build() {
        guard let source = model.source else { return }
        thumbnails.open()
        // Made anew each time (a millisecond for 2,000 pages): the contents may have been edited since.
        var overview = OverviewModel(
            pageCount: source.pageCount, contents: services.contents(), layout: model.layout,
            direction: model.direction)
        marks.mark(&overview)
        self.overview = overview
        let chapters = overview.groups.compactMap(\.title)
        view.jumpIndex.show(chapters.map { IndexLetter(title: $0, hasItems: true) })
        gtk_widget_set_visible(view.jumpIndex.widget, chapters.count > 1 ? 1 : 0)
        loadPageSizes()
        layOut(force: true)
    }

    /// The rows for the view's width and the thumbnail size; the rows are made again only when the columns change.
    private func layOut(force: Bool = false) {
        guard let overview else { return }
        let available = width > 0 ? width : Int(gtk_widget_get_width(stack))
        let fitting = size.columns(fitting: available, spacing: OverviewView.spacing)
        let newColumns = overview.columns(fitting: fitting)
        view.cellWidth = size.width
        view.cellHeight = Int((Double(size.width) * cellAspect).rounded())
        guard force || newColumns != columns else { return }
        // A new width keeps the page at the view's top there (the rows are made anew, the scroll would not).
        let anchor = force ? nil : view.visiblePages().pages.first
        columns = newColumns
        rows = overview.rows(fitting: fitting)
        view.reset(count: rows.count)
        if let anchor, let row = OverviewModel.rowIndex(ofPage: anchor, in: rows) { view.scrollToTop(row: row) }
        thumbnails.rowsChanged()
    }

    /// Layout or direction changed, or the thumbnail size: the rows again, `page` kept in view.
    private func rebuild(keeping page: Int?) {
        overview?.layout = model.layout
        overview?.direction = model.direction
        layOut(force: true)
        if let page, let row = OverviewModel.rowIndex(ofPage: page, in: rows) { view.scroll(toRow: row) }
    }

    /// The page being read is in view and has the keyboard once the overview is on screen.
    private func revealCurrent() {
        guard let page = model.navigator?.currentPage,
              let row = OverviewModel.rowIndex(ofPage: page, in: rows) else { return }
        view.focus(page: page, row: row)
    }

    /// A note or highlight was added or removed, or the search found more: the badges again, where shown.
    private func marksChanged() {
        guard isShowing, overview != nil else { return }
        marks.mark(&overview!)
        view.rebindAll()
        thumbnails.redrawRepainted()
    }

    private func configure(_ cell: OverviewCell, page: Int?) {
        guard let page, let overview else {
            cell.bind(page: nil, label: "", name: "", aspect: cellAspect, badges: [], isCurrent: false, surface: nil)
            return
        }
        let label = model.labels.distinctLabel(forPage: page) ?? String(page + 1)
        let name = overview.accessibleName(ofPage: page, label: label, pageFormat: i18n("Page %@"),
                                           chapterFormat: i18n("Page %1$@, %2$@"))
        let current = model.navigator?.visiblePages.contains(page) ?? false
        let aspect = shapes?.aspect(ofPage: page) ?? cellAspect
        cell.bind(page: page, label: label, name: name, aspect: aspect, badges: overview.badges[page] ?? [],
                  isCurrent: current, surface: thumbnails.image(page: page))
    }

    private func chooseChapter(_ title: String) {
        guard let group = overview?.groups.firstIndex(where: { $0.title == title }),
              let row = rows.firstIndex(of: .header(title: title, group: group)) else { return }
        view.scrollToTop(row: row)
    }

    private func move(_ move: OverviewMove, from page: Int) {
        guard let target = move.page(from: page, in: rows, direction: model.direction),
              let row = OverviewModel.rowIndex(ofPage: target, in: rows) else { return }
        view.focus(page: target, row: row)
    }

    /// The page proportions, read once per book on the render worker (never on the main thread).
    private func loadPageSizes() {
        guard let document = services.session()?.document, sizesOf !== document else { return }
        sizesOf = document
        document.loadPageSizes { [weak self] sizes in
            guard let self, sizesOf === document, model.source === document else { return }
            pageSizes = sizes
            if reshape() {
                if isShowing { rebuild(keeping: view.focusedPage ?? model.navigator?.currentPage) }
            } else if isShowing {
                view.rebindAll()
            }
        }
    }

    /// The pages' proportions as shown (cropped when the margins are trimmed), and the cells' from them.
    /// - Returns: whether the cells' proportion changed (the rows must be made again).
    @discardableResult
    private func reshape() -> Bool {
        guard let pageSizes else { return false }
        let shapes = OverviewPageShapes(pageSizes: pageSizes, trim: model.trim)
        self.shapes = shapes
        // The cells are as tall as the book's usual page; odd pages fit inside.
        guard abs(shapes.usual - cellAspect) > 0.01 else { return false }
        cellAspect = shapes.usual
        return true
    }

    private func makeView() -> OverviewView {
        let view = OverviewView()
        thumbnails.view = view
        gtk_stack_add_named(stack.cast(), view.widget, "overview")
        view.row = { [weak self] position in
            guard let self, rows.indices.contains(position) else { return nil }
            return rows[position]
        }
        view.configure = { [weak self] cell, page in self?.configure(cell, page: page) }
        view.onChoose = { [weak self] page in self?.choose(page) }
        view.onMove = { [weak self] move, page in self?.move(move, from: page) }
        view.onEnd = { [weak self] last in
            guard let self, let overview, overview.pageCount > 0 else { return }
            let page = last ? overview.pageCount - 1 : 0
            if let row = OverviewModel.rowIndex(ofPage: page, in: rows) { self.view.focus(page: page, row: row) }
        }
        view.onScroll = { [weak self] in self?.thumbnails.scrolled() }
        view.onResize = { [weak self] width in
            guard let self else { return }
            self.width = width
            if isShowing { layOut() }
        }
        view.jumpIndex.onJump = { [weak self] title in self?.chooseChapter(title) }
        // A widget cannot take the focus before it is mapped, which happens a frame after the stack switches.
        view.widget.on("map") { [weak self] in
            guard let self, isShowing else { return }
            revealCurrent()
            thumbnails.plan()
        }
        return view
    }
}
