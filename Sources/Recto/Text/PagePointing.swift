import CGtk
import RectoCore

/// What a feature needs to know about the pages under the pointer: which page and point a spot of the page
/// area is, the link there, and where a part of a page is drawn. `PageMarksFeature` answers, from the pages'
/// places on screen (`PageHitTest` chooses the page).
@MainActor
protocol PagePointing: AnyObject {
    /// The page under (`x`, `y`) of the page area and the point on it in page points.
    func pagePoint(atX x: Double, y: Double) -> PagePoint?
    /// The link under (`x`, `y`) of the page area.
    func link(atX x: Double, y: Double) -> PageLink?
    /// Where `rect` (page points) of `page` is drawn now, in `target`'s coordinates; nil when not on screen.
    func shownArea(of rect: PageRect, onPage page: Int, in target: UnsafeMutablePointer<GtkWidget>) -> PageRect?
}

extension PageMarksFeature: PagePointing {
    func shownArea(of rect: PageRect, onPage page: Int, in target: UnsafeMutablePointer<GtkWidget>) -> PageRect? {
        guard let placement = placed(page) else { return nil }
        let shown = placement.widgetRect(of: rect)
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(layer, target, shown.x, shown.y, &x, &y) != 0 else { return nil }
        return PageRect(x: x, y: y, width: shown.width, height: shown.height)
    }
}
