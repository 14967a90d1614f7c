/// What the page overview of a reader window decides: when its header button shows, the turn to the grid and
/// back, its rows for the width and the thumbnail size (remembered), which page has the keyboard as the rows
/// change, where the arrows, Home and End and the chapter index go, and what a book, a turn, a crop or a mark
/// changes. It follows the `ReaderModel`; it drives the grid and the thumbnails through `OverviewGrid` and
/// `OverviewThumbnailLane`, and leaves the widgets to the app.
@MainActor
public final class OverviewFlow {
    /// What the overview needs from the rest of the window.
    public struct Services {
        /// The book's table of contents, as the contents view shows it.
        public var contents: @MainActor () -> TableOfContents?
        /// Goes to a page as a jump that Back returns from.
        public var jump: @MainActor (Int) -> Void
        /// The width the grid will have, before it has told its own.
        public var availableWidth: @MainActor () -> Int
        /// Reads the open book's page sizes off the main thread, answering with `pageSizesRead`.
        public var readPageSizes: @MainActor () -> Void
        /// Keeps the thumbnail size for the next overview and the next launch.
        public var rememberSize: @MainActor (OverviewThumbnailSize) -> Void
        /// The header button: whether it shows, and whether the overview can be asked for at all.
        public var button: @MainActor (_ visible: Bool, _ enabled: Bool) -> Void

        public init(contents: @escaping @MainActor () -> TableOfContents?, jump: @escaping @MainActor (Int) -> Void,
                    availableWidth: @escaping @MainActor () -> Int, readPageSizes: @escaping @MainActor () -> Void,
                    rememberSize: @escaping @MainActor (OverviewThumbnailSize) -> Void,
                    button: @escaping @MainActor (_ visible: Bool, _ enabled: Bool) -> Void) {
            self.contents = contents
            self.jump = jump
            self.availableWidth = availableWidth
            self.readPageSizes = readPageSizes
            self.rememberSize = rememberSize
            self.button = button
        }
    }

    /// What one cell shows.
    public struct Cell: Equatable, Sendable {
        public var label: String
        /// What a screen reader says of it: "Page 12, Chapter 3: The Heat Ray".
        public var name: String
        /// Height over width.
        public var aspect: Double
        public var badges: OverviewBadges
        /// Whether the reader is on this page.
        public var isCurrent: Bool
    }

    private let model: ReaderModel
    private let marks: OverviewMarks
    private let thumbnails: OverviewThumbnailLane
    /// The grid, made the first time it is wanted.
    private let grid: @MainActor () -> OverviewGrid
    private let spacing: Int
    private let services: Services
    private var observation: ObservationToken?
    public private(set) var size: OverviewThumbnailSize
    /// The book's overview and its rows for the columns that fit; nil until first shown for this book.
    private var overview: OverviewModel?
    public private(set) var rows: [OverviewRow] = []
    private var columns = 0
    private var width = 0
    /// The open book's page sizes, once read, and the proportions drawn (the crops' when trimmed).
    private var pageSizes: [Size]?
    private var shapes: OverviewPageShapes?
    /// The cells' proportion (height over width): the book's usual page as shown.
    public private(set) var cellAspect = OverviewPageShapes.fallback

    /// Whether the overview is on screen; the view model is the only one who knows.
    public var isShowing: Bool { model.view.shown == .overview }

    /// Whether the thumbnails can grow and shrink.
    public var canResize: (larger: Bool, smaller: Bool) {
        (size.width < OverviewThumbnailSize.steps.last!, size.width > OverviewThumbnailSize.steps.first!)
    }

    /// `spacing` is the grid's between cells, in pixels.
    public init(model: ReaderModel, marks: OverviewMarks, thumbnails: OverviewThumbnailLane,
                grid: @escaping @MainActor () -> OverviewGrid, size: OverviewThumbnailSize, spacing: Int,
                services: Services) {
        self.model = model
        self.marks = marks
        self.thumbnails = thumbnails
        self.grid = grid
        self.size = size
        self.spacing = spacing
        self.services = services
        thumbnails.width = size.width
        observation = model.observe { [weak self] change in self?.modelChanged(change) }
        marks.onChange = { [weak self] in self?.marksChanged() }
        updateButton()
    }

    // MARK: Turning over and back

    /// Ctrl+Alt+O and the Overview button: the overview, or back to the page when it shows.
    public func toggle() {
        guard model.source != nil else { return }
        if isShowing {
            model.view.showPage()
            return
        }
        build()
        model.view.show(.overview)
        revealCurrent()
    }

    /// A page was chosen: read it, as a jump Back returns from.
    public func choose(_ page: Int) {
        services.jump(page)
        model.view.showPage()
    }

    /// Ctrl+plus / Ctrl+minus while the overview shows: larger or smaller thumbnails, remembered; the page with
    /// the keyboard keeps it.
    public func resizeThumbnails(larger: Bool) {
        guard larger ? size.grow() : size.shrink() else { return }
        services.rememberSize(size)
        thumbnails.width = size.width
        let focused = grid().focusedPage ?? model.navigator?.currentPage
        rebuild(keeping: focused)
        if let focused { focus(focused) }
    }

    // MARK: The grid's questions and events

    /// The row at `position`, if there is one.
    public func row(at position: Int) -> OverviewRow? {
        rows.indices.contains(position) ? rows[position] : nil
    }

    /// What the cell of `page` shows; `pageFormat` and `chapterFormat` are the translated names (see
    /// `OverviewModel.accessibleName`). Nil when the overview has no book.
    public func cell(forPage page: Int, pageFormat: String, chapterFormat: String) -> Cell? {
        guard let overview else { return nil }
        let label = model.labels.distinctLabel(forPage: page) ?? String(page + 1)
        return Cell(
            label: label,
            name: overview.accessibleName(ofPage: page, label: label, pageFormat: pageFormat,
                                          chapterFormat: chapterFormat),
            aspect: shapes?.aspect(ofPage: page) ?? cellAspect, badges: overview.badges[page] ?? [],
            isCurrent: model.navigator?.visiblePages.contains(page) ?? false)
    }

    /// An arrow, Page Up or Page Down from the cell of `page`.
    public func move(_ move: OverviewMove, from page: Int) {
        guard let target = move.page(from: page, in: rows, direction: model.direction) else { return }
        focus(target)
    }

    /// Home or End: the book's first or last page.
    public func end(last: Bool) {
        guard let overview, overview.pageCount > 0 else { return }
        focus(last ? overview.pageCount - 1 : 0)
    }

    /// A chapter of the jump index: its header at the top.
    public func chooseChapter(_ title: String) {
        guard let group = overview?.groups.firstIndex(where: { $0.title == title }),
              let row = rows.firstIndex(of: .header(title: title, group: group)) else { return }
        grid().scrollToTop(row: row)
    }

    /// The grid is `width` pixels wide now.
    public func resized(width: Int) {
        self.width = width
        if isShowing { layOut() }
    }

    /// The grid is on screen (a widget takes the keyboard only once mapped, a frame after the turn).
    public func mapped() {
        guard isShowing else { return }
        revealCurrent()
        thumbnails.plan()
    }

    /// The open book's page sizes were read (for the book still open).
    public func pageSizesRead(_ sizes: [Size]) {
        pageSizes = sizes
        if reshape() {
            if isShowing { rebuild(keeping: grid().focusedPage ?? model.navigator?.currentPage) }
        } else if isShowing {
            grid().rebindAll()
        }
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
        case .pages, .labels:
            if isShowing { grid().rebindAll() }
        case .trim:
            // The pages are drawn cropped (or whole again): new shapes, new cells, new thumbnails.
            reshape()
            if isShowing {
                thumbnails.open()
                rebuild(keeping: grid().focusedPage ?? model.navigator?.currentPage)
            }
        case .layout, .direction:
            if isShowing { rebuild(keeping: model.navigator?.currentPage) } else { overview = nil }
        case .view(let viewChange):
            if viewChange.from == .overview { thumbnails.stop() }
        case .zoom, .phase:
            break
        }
        updateButton()
    }

    /// The button shows from the second page on, and while the overview shows (to turn back).
    private func updateButton() {
        let open = model.source != nil && model.phase == .reading
        let onCover = model.navigator?.isOnCover ?? true
        services.button(open && (!onCover || isShowing), open)
    }

    /// A note or highlight was added or removed, or the search found more: the badges again, where shown.
    private func marksChanged() {
        guard isShowing, overview != nil else { return }
        marks.mark(&overview!)
        grid().rebindAll()
        thumbnails.redrawRepainted()
    }

    // MARK: The rows

    private func build() {
        guard let source = model.source else { return }
        thumbnails.open()
        // Made anew each time (a millisecond for 2,000 pages): the contents may have been edited since.
        var overview = OverviewModel(
            pageCount: source.pageCount, contents: services.contents(), layout: model.layout,
            direction: model.direction)
        marks.mark(&overview)
        self.overview = overview
        // An index of one chapter would go nowhere.
        let chapters = overview.groups.compactMap(\.title)
        grid().showChapters(chapters.count > 1 ? chapters : [])
        services.readPageSizes()
        layOut(force: true)
    }

    /// The rows for the grid's width and the thumbnail size; made again only when the columns change.
    private func layOut(force: Bool = false) {
        guard let overview else { return }
        let grid = grid()
        let fitting = size.columns(fitting: width > 0 ? width : services.availableWidth(), spacing: spacing)
        let newColumns = overview.columns(fitting: fitting)
        grid.setCellSize(width: size.width, height: Int((Double(size.width) * cellAspect).rounded()))
        guard force || newColumns != columns else { return }
        // A new width keeps the page at the grid's top there (the rows are made anew, the scroll would not).
        let anchor = force ? nil : grid.firstVisiblePage
        columns = newColumns
        rows = overview.rows(fitting: fitting)
        grid.reset(rowCount: rows.count)
        if let anchor, let row = OverviewModel.rowIndex(ofPage: anchor, in: rows) { grid.scrollToTop(row: row) }
        thumbnails.rowsChanged()
    }

    /// Layout or direction changed, or the thumbnail size: the rows again, `page` kept in view.
    private func rebuild(keeping page: Int?) {
        overview?.layout = model.layout
        overview?.direction = model.direction
        layOut(force: true)
        if let page, let row = OverviewModel.rowIndex(ofPage: page, in: rows) { grid().scroll(toRow: row) }
    }

    /// The page being read is in view and has the keyboard once the overview is on screen.
    private func revealCurrent() {
        guard let page = model.navigator?.currentPage else { return }
        focus(page)
    }

    private func focus(_ page: Int) {
        guard let row = OverviewModel.rowIndex(ofPage: page, in: rows) else { return }
        grid().focus(page: page, row: row)
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
}
