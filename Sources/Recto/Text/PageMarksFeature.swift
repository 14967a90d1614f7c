import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// What is drawn over the pages on screen and followed on them: the search's matches (the current one
/// stronger), the selection (`SelectionModel`'s, drawn only) and the book's links (a hand over them, a tooltip
/// naming the target, a click follows). The marks of each page come from the book's text queue
/// (`BookText.marks`) as the core's `ShownPageMarks` asks; drawing uses the page pictures' places in the page
/// view, and what is under the pointer is `PageHitTest`'s answer over those places, so both follow zoom,
/// spreads, trimming and scrolling.
@MainActor
final class PageMarksFeature {
    private let sessions: SessionSlot
    /// Follows a link clicked on the pages.
    private let links: LinkFollower
    /// Which pages' marks are kept, the matches drawn and the link hovered.
    private let shown: ShownPageMarks
    private var observation: ObservationToken?
    private var stripObservation: ObservationToken?
    private let pageView: PageView
    /// The continuous strip: while it shows, the marks are drawn and followed on its pages.
    private let strip: ContinuousFeature
    /// Drawn over the page view, out of the pointer's way.
    @Owned var layer: UnsafeMutablePointer<GtkWidget>

    init(model: ReaderModel, sessions: SessionSlot, search: SearchModel, selection: SelectionModel,
         links: LinkFollower, pageView: PageView, strip: ContinuousFeature) {
        self.links = links
        self.pageView = pageView
        self.strip = strip
        self.sessions = sessions
        shown = ShownPageMarks(search: search, selection: selection)
        layer = gtk_drawing_area_new()
        gtk_widget_set_can_target(layer, 0)
        setDrawFunc(layer) { [weak self] cairo, _, _ in self?.draw(cairo) }
        shown.redraw = { [weak self] in self?.redraw() }
        shown.hover = { [weak self] link, tooltip in self?.showHovered(link, tooltip: tooltip) }
        observation = model.observe(
            sessions: sessions, book: { [weak shown] session in shown?.bookChanged(open: session != nil) },
            pages: { [weak self] session in self?.pagesChanged(session) })
        let area = pageView.inputArea
        for adjustment in [gtk_scrolled_window_get_hadjustment(area.cast()), gtk_scrolled_window_get_vadjustment(area.cast())] {
            adjustment?.on("value-changed") { [weak self] in self?.redraw() }
        }
        // A turn slides the new page in, without its marks: they are drawn again once it is where it stays.
        pageView.onTurnEnded = { [weak self] in self?.redraw() }
        stripObservation = strip.observe { [weak self] change in
            guard let self else { return }
            switch change {
            // The marks move with the pages; with nothing marked, no layer is drawn again each frame.
            case .scrolled: shown.stripScrolled()
            case .pagesInView: pagesInViewChanged()
            case .clicked: break // the window decides between a link and the selection
            }
        }
        // Links are followed with the pointer over the paged view and over the continuous strip alike.
        for target in [area, strip.view.scroller] {
            let motion = gtk_event_controller_motion_new()!
            motion.onDoubleDouble("motion") { [weak self] x, y in self?.pointerMoved(x: x, y: y) }
            motion.on("leave") { [weak shown] in shown?.pointer(on: nil) }
            gtk_widget_add_controller(target, motion)
        }
    }

    /// The strip scrolled other pages into view: their marks are fetched, so that links and selections work
    /// on every page on screen, not only the current one.
    private func pagesInViewChanged() {
        sessions.session.map(pagesChanged)
    }

    /// A page's size in points, once its marks have arrived.
    func pageSize(of page: Int) -> Size? { shown.pageSize(of: page) }

    /// Follows the link under (`x`, `y`) in the page view, if there is one; says whether it did.
    func followLink(atX x: Double, y: Double) -> Bool {
        guard let link = link(atX: x, y: y) else { return false }
        links.follow(link.target)
        return true
    }

    private func pagesChanged(_ session: ReadingSession) {
        shown.pagesMoved(strip.pagesInView ?? session.navigator.visiblePages, reader: session.text)
    }

    func redraw() { gtk_widget_queue_draw(layer) }

    /// Where `page` is drawn in the layer (through its crop when trimmed), once its marks have come.
    func placed(_ page: Int) -> PagePlacement? { shown.placement(of: page, placement(of:)) }

    private func placement(of page: Int) -> PagePlacement? {
        strip.pageBounds(of: page, in: layer) ?? pageView.pageBounds(of: page, in: layer)
    }

    /// The pages on screen whose marks have come, where each is drawn in the layer, and (`x`, `y`) of the page
    /// area in the layer's coordinates: what the hit test is asked.
    private func hitTest(atX x: Double, y: Double) -> (pages: PageHitTest, x: Double, y: Double)? {
        var layerX = 0.0, layerY = 0.0
        guard gtk_widget_translate_coordinates(strip.pageInputArea, layer, x, y, &layerX, &layerY) != 0 else {
            return nil
        }
        return (shown.hitTest(placement(of:)), layerX, layerY)
    }

    /// Where the selection's lines are drawn now, in `target`'s coordinates (empty when there is none or its page
    /// is not on screen). The keyboard's right-click menu points at the last of them in view.
    func selectionAreas(in target: UnsafeMutablePointer<GtkWidget>) -> [PageRect] {
        (shown.selectionAreas(placement(of:)) ?? []).compactMap { shown in
            var x = 0.0, y = 0.0
            guard gtk_widget_translate_coordinates(layer, target, shown.x, shown.y, &x, &y) != 0 else { return nil }
            return PageRect(x: x, y: y, width: shown.width, height: shown.height)
        }
    }

    /// The page under (`x`, `y`) of the page area and the point on it in page points; nil off every page.
    func pagePoint(atX x: Double, y: Double) -> PagePoint? {
        hitTest(atX: x, y: y).flatMap { $0.pages.point(atX: $0.x, y: $0.y) }
    }

    /// The point of `page` under (`x`, `y`) of the page area, at the page's nearest edge when off it (a drag
    /// that runs past the page).
    func pagePoint(atX x: Double, y: Double, onPage page: Int) -> PagePoint? {
        hitTest(atX: x, y: y).flatMap { $0.pages.point(atX: $0.x, y: $0.y, onPage: page) }
    }

    /// The page under (`x`, `y`) of the page area, or the nearest page's edge beside it (a selection may start
    /// in the margin).
    func nearestPagePoint(atX x: Double, y: Double) -> PagePoint? {
        hitTest(atX: x, y: y).flatMap { $0.pages.nearestPoint(atX: $0.x, y: $0.y) }
    }

    private func draw(_ cairo: OpaquePointer) {
        guard !pageView.isTurning else { return }
        let night = sessions.session?.style.colourMode == .night
        for paint in shown.paints(night: night, placement: placement(of:)) {
            cairo_set_source_rgba(cairo, paint.colour.red, paint.colour.green, paint.colour.blue, paint.colour.alpha)
            for rect in paint.rects { cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height) }
            cairo_fill(cairo)
        }
    }

    func link(atX x: Double, y: Double) -> PageLink? {
        pagePoint(atX: x, y: y).flatMap(shown.link(at:))
    }

    private func pointerMoved(x: Double, y: Double) {
        shown.pointer(on: link(atX: x, y: y))
    }

    /// Shows `link` hovered: the hand over it and a tooltip naming `tooltip`.
    private func showHovered(_ link: PageLink?, tooltip: LinkTarget?) {
        // The hand and the tooltip go on whichever view shows the pages; the other is left without them.
        let area = strip.pageInputArea
        for other in [pageView.inputArea, strip.view.scroller] where other != area {
            gtk_widget_set_cursor(other, nil)
            gtk_widget_set_tooltip_text(other, nil)
        }
        gtk_widget_set_cursor_from_name(area, link == nil ? nil : "pointer")
        gtk_widget_set_tooltip_text(area, tooltip.map { LinkFollower.describe($0, labels: sessions.session?.labels) })
    }
}
