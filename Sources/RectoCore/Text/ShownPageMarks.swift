/// The marks of the pages on screen (`PageMarks`: their links and where the search's query shows), asked of
/// the book's text worker when the pages or the query change and kept while their page stays on screen; what
/// is painted over the pages (the selection, the search's matches, the current one stronger); the link under
/// the pointer. The app's feature says where each page is drawn and paints what this gives.
///
/// A page's match areas and the search's count come from one matcher in one order (`TextMatcher`), so the
/// current match is the areas at its ordinal on the page.
@MainActor
public final class ShownPageMarks {
    /// Where a page is drawn now, nil when it is not on screen.
    public typealias Placement = (_ page: Int) -> PagePlacement?

    private let search: SearchModel
    /// Told which pages are on screen, and cleared with the book.
    private let selection: SelectionModel
    /// The reader of the book whose marks are kept, to notice a new book before its closing is heard.
    private var reader: (any PageMarksReader)?
    /// The pages on screen, in the order the view gives them.
    public private(set) var shownPages: [Int] = []
    private var marks: [Int: PageMarks] = [:]
    /// The query the pages' marks were asked for.
    private var markedQuery = ""
    /// The link under the pointer.
    public private(set) var hovered: PageLink?
    private var observations: [ObservationToken] = []
    /// What is painted changed.
    public var redraw: @MainActor () -> Void = {}
    /// The link under the pointer changed; `tooltip` is the target a tooltip names (none for a link to a page
    /// of the book, which shows its preview instead: `ReferenceTarget.previews`).
    public var hover: @MainActor (_ link: PageLink?, _ tooltip: LinkTarget?) -> Void = { _, _ in }

    public init(search: SearchModel, selection: SelectionModel) {
        self.search = search
        self.selection = selection
        // The status line's changes (pages searched elsewhere in the book) paint nothing here.
        observations.append(search.observe(.matches) { [weak self] in self?.searchChanged() })
        observations.append(selection.observe { [weak self] _ in self?.redraw() })
    }

    /// `pages` of the book `reader` reads are on screen (a turn, a zoom, the strip scrolled others into view):
    /// the marks of pages new on screen are asked for, so links and selections work on every page shown.
    public func pagesMoved(_ pages: [Int], reader: any PageMarksReader) {
        if self.reader !== reader { closeBook() }
        self.reader = reader
        if pages != shownPages {
            shownPages = pages
            selection.pagesShown(pages)
            marks = marks.filter { pages.contains($0.key) }
            requestMarks()
        }
        redraw()
    }

    /// A book opened, or none is open (`open` false): then nothing is marked, selected or hovered.
    public func bookChanged(open: Bool) {
        if !open { closeBook() }
    }

    /// The strip scrolled: the marks move with the pages, and with nothing marked nothing is painted again.
    public func stripScrolled() {
        if selection.hasSelection || !markedQuery.isEmpty { redraw() }
    }

    /// A page's size in points, once its marks have come.
    public func pageSize(of page: Int) -> Size? { marks[page]?.pageSize }

    /// Where `page` is drawn, once its marks have come with a size: a page is pointed at and painted on only
    /// then.
    public func placement(of page: Int, _ placement: Placement) -> PagePlacement? {
        guard let size = marks[page]?.pageSize, size.width > 0 else { return nil }
        return placement(page)
    }

    /// The pages on screen that can be pointed at, each where it is drawn: what the hit test is asked.
    public func hitTest(_ placement: Placement) -> PageHitTest {
        PageHitTest(shownPages.compactMap { page in
            self.placement(of: page, placement).map { PageHitTest.Shown(page: page, placement: $0) }
        })
    }

    /// What is painted over the pages on screen, in order: the selection, then each page's matches with the
    /// search's current one stronger. Only pages whose marks have come are painted (`placement(of:_:)`).
    public func paints(night: Bool, placement: Placement) -> [Paint] {
        var paints: [Paint] = []
        if let areas = selectionAreas(placement) { paints.append(Paint(rects: areas, colour: .selection)) }
        for page in shownPages {
            guard let placed = self.placement(of: page, placement), let matches = marks[page]?.matches else { continue }
            let current = search.search?.matches(onPage: page).current
            for (ordinal, areas) in matches.enumerated() {
                paints.append(Paint(rects: areas.map(placed.widgetRect(of:)),
                                    colour: .match(current: ordinal == current, night: night)))
            }
        }
        return paints
    }

    /// Where the selection's lines are drawn now; nil when there is none or its page cannot be placed.
    public func selectionAreas(_ placement: Placement) -> [PageRect]? {
        guard let selection = selection.selection, let placed = self.placement(of: selection.page, placement) else {
            return nil
        }
        return selection.areas.map(placed.widgetRect(of:))
    }

    /// The link at `point`, if its page's marks have come.
    public func link(at point: PagePoint) -> PageLink? {
        marks[point.page].flatMap { PageLink.hit($0.links, x: point.x, y: point.y) }
    }

    /// The pointer is over `link` (nil: over none, or off the pages).
    public func pointer(on link: PageLink?) {
        guard link != hovered else { return }
        hovered = link
        hover(link, link.flatMap { ReferenceTarget.previews($0.target) ? nil : $0.target })
    }

    /// With a new query the pages' match areas are asked for again; otherwise only which match is current may
    /// have changed, and the marks are painted again.
    private func searchChanged() {
        guard reader != nil else { return }
        if search.query != markedQuery { requestMarks() }
        redraw()
    }

    private func requestMarks() {
        let query = search.query
        markedQuery = query
        reader?.marks(shownPages, query: query) { [weak self] page, pageMarks in
            guard let self, shownPages.contains(page) else { return }
            marks[page] = pageMarks
            redraw()
        }
    }

    private func closeBook() {
        selection.clear()
        marks = [:]
        shownPages = []
        reader = nil
        pointer(on: nil)
        redraw()
    }
}
