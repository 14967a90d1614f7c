import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The overview's thumbnails: those of the rows in view asked of the render worker (`OverviewThumbnailPlanner`
/// skips the pages a fast scroll flies past), kept within a byte budget (`OverviewThumbnailCache`), drawn anew
/// when the pages are painted differently (a highlight, the colour mode, Trim Margins), and let go of when the
/// overview closes.
@MainActor
final class OverviewThumbnails {
    private let model: ReaderModel
    private let session: @MainActor () -> ReadingSession?
    /// The view they are drawn into, once made.
    weak var view: OverviewView?
    /// The thumbnails' width in the view; one rendered at another width is not kept.
    var width: Int
    private var cache = OverviewThumbnailCache<PageSurface>()
    /// How each cached page was painted (its highlights, crop, colours), to draw again one whose highlights change.
    private var painted: [Int: PageStyle] = [:]
    /// How the cached thumbnails were painted (the colour mode, the margins' crops): another look draws them anew.
    private var cachedStyle: PageStyle?
    private var cachedTrim: MarginTrim?
    private var planner = OverviewThumbnailPlanner()
    /// The thumbnails asked of the render worker and not yet delivered, most urgent first.
    private var pending: [Int] = []
    private var settle: ScheduledWork?

    private var isShowing: Bool { model.view.shown == .overview }

    init(model: ReaderModel, width: Int, session: @escaping @MainActor () -> ReadingSession?) {
        self.model = model
        self.width = width
        self.session = session
    }

    /// The page's thumbnail at the size shown, or a smaller one to stand in until it is drawn.
    func image(page: Int) -> PageSurface? {
        cache.image(page: page, width: width) ?? cache.standIn(page: page)
    }

    /// Another book: nothing of the last one is kept or awaited.
    func bookChanged() {
        pending = []
        drop()
        planner.settle()
    }

    /// The rows were made anew: plan for where the view rests once it has laid them out.
    func rowsChanged() {
        planner.settle()
        MainLoop.post { [weak self] in self?.plan() }
    }

    /// Thumbnails painted in another look (colour mode, crops) than the pages are now are drawn anew; those
    /// asked for in the old look are not awaited.
    func forgetRedrawn() {
        let style = session()?.style
        guard style != cachedStyle || model.trim != cachedTrim else { return }
        drop()
        pending = []
        cachedStyle = style
        cachedTrim = model.trim
    }

    /// Thumbnails whose page is painted differently now (a highlight added, deleted, recoloured) are drawn
    /// again: those in view in place, the old one shown until the new arrives; the others forgotten.
    func redrawRepainted() {
        guard let session = session(), let view else { return }
        let stale = painted.filter { session.style(forPage: $0.key) != $0.value }.map(\.key)
        guard !stale.isEmpty else { return }
        let visible = Set(view.visiblePages().pages)
        for page in stale where !visible.contains(page) {
            cache.remove(page: page)
            painted[page] = nil
        }
        let redraw = stale.filter(visible.contains).sorted()
        if !redraw.isEmpty { submit(redraw + pending.filter { !redraw.contains($0) }) }
    }

    func scrolled() {
        plan()
        // The wheel stopped (no scroll for a moment): what the view rests on is drawn whatever the last speed.
        settle?.cancel()
        settle = GLibScheduler.shared.after(0.12) { [weak self] in
            self?.planner.settle()
            self?.plan()
        }
    }

    /// Asks for the thumbnails the view now needs, and cancels those it flew past.
    func plan() {
        guard isShowing, session() != nil, let view else { return }
        let (visible, topRow) = view.visiblePages()
        let width = width
        let plan = planner.update(
            topRow: topRow, time: RenderWorker.now(), visible: visible, pageCount: model.source?.pageCount ?? 0,
            ready: { [cache] in cache.isReady(page: $0, width: width) }, pending: Set(pending))
        let kept = pending.filter { !plan.cancel.contains($0) }
        let next = plan.render + kept
        guard next != pending || !plan.cancel.isEmpty else { return }
        submit(next)
    }

    /// The overview closed: nothing more is drawn, and what was drawn is let go.
    func stop() {
        pending = []
        settle?.cancel()
        session()?.requestThumbnails(of: [], width: 1, height: 1) { _, _, _ in }
        // Closed, the overview costs the reader nothing (#28: RSS within 40 MB of the reader's); opened again,
        // the rows in view render anew in a moment. The cells the list keeps let go of theirs too.
        drop()
        view?.rebindAll()
    }

    /// Asks the render worker for `pages`' thumbnails, most urgent first, in place of those asked before.
    private func submit(_ pages: [Int]) {
        guard let session = session(), let view else { return }
        pending = pages
        let width = width
        let scale = Int(max(gtk_widget_get_scale_factor(view.widget), 1))
        let boxWidth = (width - 8) * scale
        let boxHeight = (view.cellHeight - 8) * scale
        session.requestThumbnails(of: pages, width: boxWidth, height: boxHeight) { [weak self] request, surface, _ in
            self?.received(request, surface, width: width)
        }
    }

    private func received(_ request: RenderRequest, _ surface: PageSurface, width: Int) {
        pending.removeAll { $0 == request.page }
        // One rendered before the margins were trimmed (or untrimmed) is not the page as shown now.
        // One that arrives after the overview closed is not kept (its cache was let go).
        guard isShowing, width == self.width, request.style.trim == model.trim?.crop(forPage: request.page)
        else { return }
        painted[request.page] = request.style
        for evicted in cache.insert(surface, page: request.page, width: width, height: surface.height)
        where cache.standIn(page: evicted.page) == nil {
            painted[evicted.page] = nil
        }
        view?.update(page: request.page, surface: surface)
    }

    private func drop() {
        cache.removeAll()
        painted = [:]
    }
}
