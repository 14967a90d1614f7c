import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// What is drawn over the pages on screen and followed on them: the search's matches (the current one
/// stronger), the selection (`SelectionModel`'s, drawn only) and the book's links (a hand over them, a tooltip
/// naming the target, a click follows). The marks of each page come from the book's text queue
/// (`BookText.marks`); drawing uses the page pictures' places in the page view, and what is under the pointer
/// is `PageHitTest`'s answer over those places, so both follow zoom, spreads, trimming and scrolling.
@MainActor
final class PageMarksFeature {
    private let model: ReaderModel
    private let sessions: SessionSlot
    /// The search whose matches are drawn.
    private let search: SearchModel
    /// The selection drawn; dropped when its page leaves the screen or the book closes.
    private let selection: SelectionModel
    /// Follows a link clicked on the pages.
    private let links: LinkFollower
    private var observation: ObservationToken?
    private var stripObservation: ObservationToken?
    private var searchObservation: ObservationToken?
    private var selectionObservation: ObservationToken?
    private let pageView: PageView
    /// The continuous strip: while it shows, the marks are drawn and followed on its pages.
    private let strip: ContinuousFeature
    /// Drawn over the page view, out of the pointer's way.
    @Owned var layer: UnsafeMutablePointer<GtkWidget>
    private var marks: [Int: PageMarks] = [:]
    private var shownPages: [Int] = []
    private var text: BookText?
    private var hovered: PageLink?
    /// The query the pages' marks were asked for.
    private var markedQuery = ""

    init(model: ReaderModel, sessions: SessionSlot, search: SearchModel, selection: SelectionModel,
         links: LinkFollower, pageView: PageView, strip: ContinuousFeature) {
        self.search = search
        self.selection = selection
        self.links = links
        self.pageView = pageView
        self.strip = strip
        self.model = model
        self.sessions = sessions
        layer = gtk_drawing_area_new()
        gtk_widget_set_can_target(layer, 0)
        setDrawFunc(layer) { [weak self] cairo, _, _ in self?.draw(cairo) }
        observation = model.observe(
            sessions: sessions, book: { [weak self] session in if session == nil { self?.reset() } },
            pages: { [weak self] session in self?.pagesChanged(session) })
        // The status line's changes (pages searched elsewhere in the book) draw nothing here.
        searchObservation = search.observe { [weak self] change in
            if change == .matches { self?.searchChanged() }
        }
        selectionObservation = selection.observe { [weak self] _ in self?.redraw() }
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
            case .scrolled: if selection.hasSelection || !markedQuery.isEmpty { redraw() }
            case .pagesInView: pagesInViewChanged()
            case .clicked: break // the window decides between a link and the selection
            }
        }
        // Links are followed with the pointer over the paged view and over the continuous strip alike.
        for target in [area, strip.view.scroller] {
            let motion = gtk_event_controller_motion_new()!
            motion.onDoubleDouble("motion") { [weak self] x, y in self?.pointerMoved(x: x, y: y) }
            motion.on("leave") { [weak self] in self?.setHovered(nil) }
            gtk_widget_add_controller(target, motion)
        }
    }

    /// The strip scrolled other pages into view: their marks are fetched, so that links and selections work
    /// on every page on screen, not only the current one.
    private func pagesInViewChanged() {
        guard let session = sessions.session else { return }
        pagesChanged(session)
    }

    /// A page's size in points, once its marks have arrived.
    func pageSize(of page: Int) -> Size? { marks[page]?.pageSize }

    /// The search changed: with a new query the pages' match areas are fetched again; otherwise only which
    /// match is current may have changed, and the marks are drawn again.
    private func searchChanged() {
        guard let session = sessions.session else { return }
        if search.query != markedQuery { requestMarks(session) }
        redraw()
    }

    /// Follows the link under (`x`, `y`) in the page view, if there is one; says whether it did.
    func followLink(atX x: Double, y: Double) -> Bool {
        guard let link = link(atX: x, y: y) else { return false }
        links.follow(link.target)
        return true
    }

    private func pagesChanged(_ session: ReadingSession) {
        if text !== session.text { reset() }
        text = session.text
        let pages = strip.pagesInView ?? session.navigator.visiblePages
        if pages != shownPages {
            shownPages = pages
            selection.pagesShown(pages)
            marks = marks.filter { pages.contains($0.key) }
            requestMarks(session)
        }
        redraw()
    }

    private func requestMarks(_ session: ReadingSession) {
        let query = search.query
        markedQuery = query
        session.text.marks(shownPages, query: query) { [weak self] page, pageMarks in
            guard let self, shownPages.contains(page) else { return }
            marks[page] = pageMarks
            redraw()
        }
    }

    private func reset() {
        selection.clear()
        marks = [:]
        shownPages = []
        text = nil
        setHovered(nil)
        redraw()
    }

    func redraw() { gtk_widget_queue_draw(layer) }

    /// Where `page` is drawn in the layer (through its crop when trimmed), and its marks.
    func placed(_ page: Int) -> (placement: PagePlacement, marks: PageMarks)? {
        guard let pageMarks = marks[page], pageMarks.pageSize.width > 0,
              let placement = strip.pageBounds(of: page, in: layer) ?? pageView.pageBounds(of: page, in: layer)
        else { return nil }
        return (placement, pageMarks)
    }

    /// The pages on screen whose marks have come, where each is drawn in the layer, and (`x`, `y`) of the page
    /// area in the layer's coordinates: what the hit test is asked.
    private func hitTest(atX x: Double, y: Double) -> (pages: PageHitTest, x: Double, y: Double)? {
        var layerX = 0.0, layerY = 0.0
        guard gtk_widget_translate_coordinates(strip.pageInputArea, layer, x, y, &layerX, &layerY) != 0 else {
            return nil
        }
        let shown = shownPages.compactMap { page in
            placed(page).map { PageHitTest.Shown(page: page, placement: $0.placement) }
        }
        return (PageHitTest(shown), layerX, layerY)
    }

    /// Where the selection's lines are drawn now, in `target`'s coordinates (empty when there is none or its page
    /// is not on screen). The keyboard's right-click menu points at the last of them in view.
    func selectionAreas(in target: UnsafeMutablePointer<GtkWidget>) -> [PageRect] {
        guard let selection = selection.selection, let (placement, _) = placed(selection.page) else {
            return []
        }
        return selection.areas.compactMap { area in
            let shown = placement.widgetRect(of: area)
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
        drawSelection(cairo)
        let search = search.search
        for page in shownPages {
            guard let (placement, pageMarks) = placed(page), !pageMarks.matches.isEmpty else { continue }
            let current = search?.matches(onPage: page).current
            for (ordinal, match) in pageMarks.matches.enumerated() {
                // Yellow for every match, orange for the current one: light enough to read the text through; on a
                // Night page, stronger, so they show against the dark paper behind light text.
                let night = sessions.session?.style.colourMode == .night
                if ordinal == current {
                    cairo_set_source_rgba(cairo, 1.0, 0.55, 0.0, night ? 0.6 : 0.5)
                } else {
                    cairo_set_source_rgba(cairo, 1.0, 0.86, 0.0, night ? 0.45 : 0.35)
                }
                for rect in match {
                    let shown = placement.widgetRect(of: rect)
                    cairo_rectangle(cairo, shown.x, shown.y, shown.width, shown.height)
                }
                cairo_fill(cairo)
            }
        }
    }

    private func drawSelection(_ cairo: OpaquePointer) {
        guard let selection = selection.selection, let (placement, _) = placed(selection.page) else { return }
        cairo_set_source_rgba(cairo, 0.21, 0.52, 0.89, 0.35) // Adwaita's blue, light enough to read through
        for rect in selection.areas {
            let shown = placement.widgetRect(of: rect)
            cairo_rectangle(cairo, shown.x, shown.y, shown.width, shown.height)
        }
        cairo_fill(cairo)
    }

    func link(atX x: Double, y: Double) -> PageLink? {
        guard let point = pagePoint(atX: x, y: y), let pageMarks = marks[point.page] else { return nil }
        return PageLink.hit(pageMarks.links, x: point.x, y: point.y)
    }

    private func pointerMoved(x: Double, y: Double) {
        setHovered(link(atX: x, y: y))
    }

    private func setHovered(_ link: PageLink?) {
        guard link != hovered else { return }
        hovered = link
        // The hand and the tooltip go on whichever view shows the pages; the other is left without them.
        let area = strip.pageInputArea
        for other in [pageView.inputArea, strip.view.scroller] where other != area {
            gtk_widget_set_cursor(other, nil)
            gtk_widget_set_tooltip_text(other, nil)
        }
        gtk_widget_set_cursor_from_name(area, link == nil ? nil : "pointer")
        // A link to a page of the book shows its preview instead (`ReferencePreviewFeature`).
        let tooltip = link.flatMap { ReferenceTarget.previews($0.target) ? nil : $0 }
        gtk_widget_set_tooltip_text(area, tooltip.map { LinkFollower.describe($0.target, labels: sessions.session?.labels) })
    }
}
