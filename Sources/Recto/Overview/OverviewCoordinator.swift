import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The page overview of a reader window: the header bar's Overview button (from the second page on, like
/// Contents), the turn to a grid of the book's pages grouped by its chapters and back, the thumbnails rendered
/// for the rows in view (`OverviewThumbnailPlanner`) and kept within a budget (`OverviewThumbnailCache`), and
/// the thumbnail size (Ctrl+plus, Ctrl+minus), remembered. It follows the `ReaderModel`; the render session,
/// the contents, the reader's marks and the history's jump are handed to it.
@MainActor
final class OverviewCoordinator {
    /// What the overview needs from the rest of the window, each asked for when wanted.
    struct Services {
        /// The open book's render session.
        var session: @MainActor () -> ReadingSession?
        /// The book's table of contents, as the contents view shows it.
        var contents: @MainActor () -> TableOfContents?
        /// The pages of the current search's matches while a search is open.
        var searchPages: @MainActor () -> Set<Int>
        /// Goes to a page as a jump that Back returns from.
        var jump: @MainActor (Int) -> Void
    }

    private let model: ReaderModel
    private let notes: NotesModel
    private let services: Services
    private let button: UnsafeMutablePointer<GtkWidget>
    private let stack: UnsafeMutablePointer<GtkWidget>
    private var toggleAction: OpaquePointer?
    /// Built the first time the overview is shown.
    private lazy var view = makeView()
    private var observation: ObservationToken?
    private var size = AppSettings.shared.overviewThumbnailSize
    /// The book's overview and its rows for the columns that fit; nil until first shown for this book.
    private var overview: OverviewModel?
    private var rows: [OverviewRow] = []
    private var columns = 0
    private var width = 0
    private var cache = OverviewThumbnailCache<PageSurface>()
    /// How the cached thumbnails were painted (the colour mode): another mode draws them anew.
    private var cachedStyle: PageStyle?
    private var planner = OverviewThumbnailPlanner()
    /// The thumbnails asked of the render worker and not yet delivered, most urgent first.
    private var pending: [Int] = []
    private var settle: ScheduledWork?
    /// The open book's page proportions (height over width), once read; and the cells' proportion.
    private var aspects: [Double]?
    private var cellAspect = 1.414
    private weak var sizesOf: PDFDocument?

    /// Whether the overview is on screen; the view model is the only one who knows.
    var isShowing: Bool { model.view.shown == .overview }

    init(model: ReaderModel, notes: NotesModel, header: UnsafeMutablePointer<GtkWidget>,
         stack: UnsafeMutablePointer<GtkWidget>, actionsOn window: UnsafeMutablePointer<GtkWidget>,
         services: Services) {
        self.model = model
        self.notes = notes
        self.stack = stack
        self.services = services
        button = TextButton.make(i18n("Overview"), action: "win.overview")
        gtk_widget_set_tooltip_text(button, i18n("Page Overview (Ctrl+Alt+O)"))
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_visible(button, 0)
        adw_header_bar_pack_start(header.cast(), button)
        toggleAction = Actions.add(to: window, .overview) { [weak self] in self?.toggle() }
        observation = model.observe { [weak self] change in self?.modelChanged(change) }
        updateButton()
    }

    // MARK: Following the model

    private func modelChanged(_ change: ReaderModel.Change) {
        switch change {
        case .book:
            overview = nil
            rows = []
            pending = []
            cache.removeAll()
            aspects = nil
            planner.settle()
        case .pages:
            if isShowing { view.rebindAll() }
        case .layout, .direction, .trim:
            if isShowing { rebuild(keeping: model.navigator?.currentPage) } else { overview = nil }
        case .labels:
            if isShowing { view.rebindAll() }
        case .view(let viewChange):
            if viewChange.from == .overview { stopThumbnails() }
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
        if let style = services.session()?.style, style != cachedStyle {
            cache.removeAll()
            cachedStyle = style
        }
        // Made anew each time (a millisecond for 2,000 pages): the contents may have been edited since.
        var overview = OverviewModel(
            pageCount: source.pageCount, contents: services.contents(), layout: model.layout,
            direction: model.direction)
        overview.setMarks(notes: notePages(highlights: false), highlights: notePages(highlights: true),
                          searchMatches: services.searchPages())
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
        planner.settle()
        MainLoop.post { [weak self] in self?.planThumbnails() }
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

    private func notePages(highlights: Bool) -> Set<Int> {
        Set((notes.notes?.collection.items ?? []).filter {
            highlights ? $0.highlight != nil : !$0.text.isEmpty
        }.map(\.pageIndex))
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
        let aspect = aspects.flatMap { $0.indices.contains(page) ? $0[page] : nil } ?? cellAspect
        cell.bind(page: page, label: label, name: name, aspect: aspect, badges: overview.badges[page] ?? [],
                  isCurrent: current, surface: cache.image(page: page, width: size.width) ?? cache.standIn(page: page))
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
            let aspects = sizes.map { $0.width > 0 && $0.height > 0 ? min(max($0.height / $0.width, 0.3), 3) : 1.414 }
            self.aspects = aspects
            // The cells are as tall as the book's usual page; odd pages fit inside.
            let usual = aspects.sorted()[aspects.count / 2]
            if abs(usual - cellAspect) > 0.01 {
                cellAspect = usual
                if isShowing { rebuild(keeping: view.focusedPage ?? model.navigator?.currentPage) }
            } else if isShowing {
                view.rebindAll()
            }
        }
    }

    // MARK: Thumbnails

    private func scrolled() {
        planThumbnails()
        // The wheel stopped (no scroll for a moment): what the view rests on is drawn whatever the last speed.
        settle?.cancel()
        settle = GLibScheduler.shared.after(0.12) { [weak self] in
            self?.planner.settle()
            self?.planThumbnails()
        }
    }

    private func planThumbnails() {
        guard isShowing, let session = services.session(), let overview else { return }
        let (visible, topRow) = view.visiblePages()
        let width = size.width
        let plan = planner.update(
            topRow: topRow, time: RenderWorker.now(), visible: visible, pageCount: overview.pageCount,
            ready: { [cache] in cache.isReady(page: $0, width: width) }, pending: Set(pending))
        let kept = pending.filter { !plan.cancel.contains($0) }
        let next = plan.render + kept
        guard next != pending || !plan.cancel.isEmpty else { return }
        pending = next
        let scale = Int(max(gtk_widget_get_scale_factor(view.widget), 1))
        let boxWidth = (size.width - 8) * scale
        let boxHeight = (view.cellHeight - 8) * scale
        session.requestThumbnails(of: next, width: boxWidth, height: boxHeight) { [weak self] request, surface, _ in
            self?.received(request, surface, width: width)
        }
    }

    private func received(_ request: RenderRequest, _ surface: PageSurface, width: Int) {
        pending.removeAll { $0 == request.page }
        guard width == size.width else { return }
        cache.insert(surface, page: request.page, width: width, height: surface.height)
        view.update(page: request.page, surface: surface)
    }

    private func stopThumbnails() {
        pending = []
        settle?.cancel()
        services.session()?.requestThumbnails(of: [], width: 1, height: 1) { _, _, _ in }
        cache.dropWidths(otherThan: size.width)
    }

    private func makeView() -> OverviewView {
        let view = OverviewView()
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
        view.onScroll = { [weak self] in self?.scrolled() }
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
            planThumbnails()
        }
        return view
    }
}
