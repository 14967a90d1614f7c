import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The overview's thumbnails: those of the rows in view asked of the render worker (`OverviewThumbnailPlanner`
/// skips the pages a fast scroll flies past), kept within a byte budget and drawn anew when the pages are painted
/// differently (`OverviewThumbnailStore`: a highlight, the colour mode, Trim Margins), and let go of when the
/// overview closes.
@MainActor
final class OverviewThumbnails {
    /// How all the thumbnails are painted: another colour mode or other crops draw them anew.
    private struct Look: Equatable {
        var style: PageStyle?
        var trim: MarginTrim?
    }

    private let model: ReaderModel
    private let session: @MainActor () -> ReadingSession?
    /// The view they are drawn into, once made.
    weak var view: OverviewView?
    private var store: OverviewThumbnailStore<PageSurface, PageStyle, Look>
    private var planner = OverviewThumbnailPlanner()
    private var settle: ScheduledWork?

    /// The thumbnails' width in the view; one rendered at another width is not kept.
    var width: Int {
        get { store.width }
        set { store.width = newValue }
    }

    init(model: ReaderModel, width: Int, session: @escaping @MainActor () -> ReadingSession?) {
        self.model = model
        self.session = session
        store = OverviewThumbnailStore(width: width)
    }

    /// The page's thumbnail at the size shown, or a smaller one to stand in until it is drawn.
    func image(page: Int) -> PageSurface? { store.image(page: page) }

    /// The overview is shown, or its pages' look changed (colour mode, crops): thumbnails painted in another look
    /// are drawn anew, and those asked for in the old look are not awaited.
    func open() {
        store.open()
        store.use(Look(style: session()?.style, trim: model.trim))
    }

    /// Another book: nothing of the last one is kept or awaited.
    func bookChanged() {
        store.removeAll()
        planner.settle()
    }

    /// The rows were made anew: plan for where the view rests once it has laid them out.
    func rowsChanged() {
        planner.settle()
        MainLoop.post { [weak self] in self?.plan() }
    }

    /// Thumbnails whose page is painted differently now (a highlight added, deleted, recoloured) are drawn
    /// again: those in view in place, the old one shown until the new arrives; the others forgotten.
    func redrawRepainted() {
        guard let session = session(), let view else { return }
        if let pages = store.repaint(style: session.style(forPage:), visible: Set(view.visiblePages().pages)) {
            submit(pages)
        }
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
        guard store.isOpen, session() != nil, let view else { return }
        let (visible, topRow) = view.visiblePages()
        let plan = planner.update(
            topRow: topRow, time: RenderWorker.now(), visible: visible, pageCount: model.source?.pageCount ?? 0,
            ready: { [store] in store.isReady(page: $0) }, pending: Set(store.pending))
        if let pages = store.asking(after: plan) { submit(pages) }
    }

    /// The overview closed: nothing more is drawn, and what was drawn is let go.
    func stop() {
        settle?.cancel()
        session()?.requestThumbnails(of: [], width: 1, height: 1) { _, _, _ in }
        // Closed, the overview costs the reader nothing (#28: RSS within 40 MB of the reader's); opened again,
        // the rows in view render anew in a moment. The cells the list keeps let go of theirs too.
        store.close()
        view?.rebindAll()
    }

    /// Asks the render worker for `pages`' thumbnails, most urgent first, in place of those asked before.
    private func submit(_ pages: [Int]) {
        guard let session = session(), let view else { return }
        store.ask(pages)
        let width = width
        let scale = Int(max(gtk_widget_get_scale_factor(view.widget), 1))
        let boxWidth = (width - 8) * scale
        let boxHeight = (view.cellHeight - 8) * scale
        session.requestThumbnails(of: pages, width: boxWidth, height: boxHeight) { [weak self] request, surface, _ in
            self?.received(request, surface, width: width)
        }
    }

    private func received(_ request: RenderRequest, _ surface: PageSurface, width: Int) {
        // One rendered before the margins were trimmed (or untrimmed) is not the page as shown now.
        let current = request.style.trim == model.trim?.crop(forPage: request.page)
        guard store.deliver(surface, page: request.page, width: width, height: surface.height, style: request.style,
                            current: current)
        else { return }
        view?.update(page: request.page, surface: surface)
    }
}
