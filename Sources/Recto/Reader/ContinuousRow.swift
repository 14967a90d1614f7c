import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// One row of the continuous strip: a drawing area as tall as its row in the `ContinuousLayout`, painting
/// the row's page (or the two pages of a spread) where the layout puts them, white until the page's render
/// arrives, a stand-in of another size smoothed. The strip re-binds rows as it scrolls.
@MainActor
final class ContinuousRow {
    @Owned var area: UnsafeMutablePointer<GtkWidget>
    /// The strip row shown, nil while the row is not bound.
    private(set) var row: Int?
    private var frames: [(page: Int, frame: PageRect)] = []
    private var surfaces: [Int: PageSurface] = [:]

    init() {
        area = gtk_drawing_area_new()
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_add_css_class(area, "recto-page")
        setDrawFunc(area) { [weak self] cr, _, _ in self?.draw(cr) }
    }

    /// Shows `row` of `layout`, with the surfaces `surface` has for its pages now.
    func bind(row: Int, layout: ContinuousLayout, surface: (Int) -> PageSurface?) {
        self.row = row
        frames = layout.pageFrames(inRow: row)
        surfaces = [:]
        for (page, _) in frames { surfaces[page] = surface(page) }
        let pages = frames.map(\.page)
        let name = pages.count == 2
            ? String(format: i18n("Pages %d and %d"), pages[0] + 1, pages[1] + 1)
            : String(format: i18n("Page %d"), (pages.first ?? 0) + 1)
        recto_accessible_set_label(area.cast(), name)
        gtk_widget_queue_draw(area)
    }

    func unbind() {
        row = nil
        frames = []
        surfaces = [:]
    }

    /// Whether `page` is on this row.
    func shows(_ page: Int) -> Bool { frames.contains { $0.page == page } }

    /// Where `page` is drawn in the row, in the row's coordinates.
    func frame(of page: Int) -> PageRect? { frames.first { $0.page == page }?.frame }

    /// The surface the row paints `page` from, if it has one yet.
    func surface(of page: Int) -> PageSurface? { surfaces[page] }

    /// Puts a newer surface of `page` on the row.
    func setSurface(_ surface: PageSurface?, forPage page: Int) {
        guard shows(page), surfaces[page] !== surface else { return }
        surfaces[page] = surface
        gtk_widget_queue_draw(area)
    }

    private func draw(_ cr: OpaquePointer) {
        let scale = Double(max(gtk_widget_get_scale_factor(area), 1))
        for (page, frame) in frames {
            cairo_save(cr)
            cairo_translate(cr, frame.x, frame.y)
            cairo_rectangle(cr, 0, 0, frame.width, frame.height)
            if let surface = surfaces[page] {
                // At its own size the page is a plain copy; a stand-in of another size is smoothed.
                let exact = abs(Double(surface.width) - frame.width * scale) < 1.5
                    && abs(Double(surface.height) - frame.height * scale) < 1.5
                cairo_clip(cr)
                cairo_scale(cr, frame.width / Double(surface.width), frame.height / Double(surface.height))
                cairo_set_source_surface(cr, surface.surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), exact ? CAIRO_FILTER_FAST : CAIRO_FILTER_GOOD)
                cairo_paint(cr)
            } else {
                cairo_set_source_rgb(cr, 1, 1, 1)
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
    }
}
