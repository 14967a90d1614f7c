import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// One face of the page stack: a verso and a recto side by side, each a drawing area that paints its page's
/// surface fitted and 1:1 when it can, touching the spine in a spread, with a note over it when the page is
/// slow to draw.
@MainActor
final class PageSlot {
    /// One side: the area, what it paints, and its note.
    @MainActor
    private final class Side {
        let area: UnsafeMutablePointer<GtkWidget>
        let overlay: UnsafeMutablePointer<GtkWidget>
        let note: UnsafeMutablePointer<GtkWidget>
        var page: Int?
        var surface: PageSurface?
        var alignment = PageAlignment.centre

        init() {
            area = gtk_drawing_area_new()
            gtk_widget_set_hexpand(area, 1)
            gtk_widget_set_vexpand(area, 1)
            gtk_widget_add_css_class(area, "recto-page")
            note = gtk_label_new(i18n("This page is taking long to draw"))
            gtk_label_set_wrap(note.cast(), 1)
            gtk_label_set_justify(note.cast(), GTK_JUSTIFY_CENTER)
            gtk_widget_add_css_class(note, "osd")
            gtk_widget_add_css_class(note, "recto-slow-page")
            gtk_widget_set_halign(note, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(note, GTK_ALIGN_CENTER)
            gtk_widget_set_can_target(note, 0)
            gtk_widget_set_visible(note, 0)
            overlay = gtk_overlay_new()
            gtk_overlay_set_child(overlay.cast(), area)
            gtk_overlay_add_overlay(overlay.cast(), note)
            setDrawFunc(area) { [weak self] cr, width, height in self?.draw(cr, width: width, height: height) }
        }

        func show(_ newSurface: PageSurface?) {
            guard newSurface !== surface else { return }
            surface = newSurface
            gtk_widget_queue_draw(area)
        }

        /// The page's logical size (its device pixels over the monitor's scale).
        var logicalSize: Size? {
            guard let surface else { return nil }
            let scale = Double(max(gtk_widget_get_scale_factor(area), 1))
            return Size(width: Double(surface.width) / scale, height: Double(surface.height) / scale)
        }

        /// Where the page is painted in an area of `room`, in the area's coordinates: fitted, against the
        /// spine or centred. Search marks, links and the pointer's hit test are placed with it too.
        func placement(in room: Size) -> PageRect? {
            logicalSize.map { alignment.place($0, in: room) }
        }

        private func draw(_ cr: OpaquePointer, width: Int32, height: Int32) {
            guard let surface, let placed = placement(in: Size(width: Double(width), height: Double(height)))
            else { return }
            let fitted = Size(width: placed.width, height: placed.height)
            guard let logical = logicalSize else { return }
            cairo_translate(cr, placed.x, placed.y)
            let exact = fitted == Size(width: logical.width.rounded(), height: logical.height.rounded())
            cairo_scale(cr, fitted.width / Double(surface.width), fitted.height / Double(surface.height))
            cairo_set_source_surface(cr, surface.surface, 0, 0)
            // At its own size the page is a plain copy; a stand-in of another size is smoothed.
            cairo_pattern_set_filter(cairo_get_source(cr), exact ? CAIRO_FILTER_FAST : CAIRO_FILTER_GOOD)
            cairo_rectangle(cr, 0, 0, Double(surface.width), Double(surface.height))
            cairo_fill(cr)
            LaunchTrace.pageDrawn(in: area)
        }
    }

    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    private let verso = Side()
    private let recto = Side()

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_box_set_homogeneous(widget.cast(), 1)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_box_append(widget.cast(), verso.overlay)
        gtk_box_append(widget.cast(), recto.overlay)
    }

    /// Where `page` is painted, in `target`'s coordinates, and the part of it shown; nil when it is not on
    /// this slot.
    func pageBounds(of page: Int, in target: UnsafeMutablePointer<GtkWidget>) -> PagePlacement? {
        guard let side = page == verso.page ? verso : page == recto.page ? recto : nil else { return nil }
        var bounds = graphene_rect_t()
        // Hidden (continuous scrolling shows instead), the slot's last place is stale.
        guard gtk_widget_get_mapped(side.area) != 0, gtk_widget_compute_bounds(side.area, target, &bounds) != 0,
              let surface = side.surface,
              let placed = side.placement(in: Size(width: Double(bounds.size.width), height: Double(bounds.size.height)))
        else { return nil }
        let drawn = PageRect(x: Double(bounds.origin.x) + placed.x, y: Double(bounds.origin.y) + placed.y,
                             width: placed.width, height: placed.height)
        // The surface on screen says what it shows: a stand-in drawn whole while the trimmed page renders keeps
        // its marks on its words too.
        return PagePlacement(drawn: drawn, shown: surface.shown, pageSize: surface.pageSize)
    }

    /// Whether `page` is on this slot.
    func shows(_ page: Int) -> Bool { page == verso.page || page == recto.page }

    func configure(sides: (verso: Int?, recto: Int?), layout: PageLayout, direction: ReadingDirection) {
        verso.page = sides.verso
        recto.page = sides.recto
        // A homogeneous box keeps the cover on the right half in a spread; single pages use one side.
        gtk_widget_set_visible(verso.overlay, layout == .spread || sides.verso != nil ? 1 : 0)
        gtk_widget_set_visible(recto.overlay, sides.recto != nil || layout == .spread ? 1 : 0)
        gtk_widget_set_direction(widget, direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        // In a spread both pages touch the spine, which is on the verso's right in a left-to-right book.
        verso.alignment = .verso(layout: layout, direction: direction)
        recto.alignment = .recto(layout: layout, direction: direction)
        if sides.verso == nil { verso.show(nil) }
        if sides.recto == nil { recto.show(nil) }
        gtk_widget_queue_draw(verso.area)
        gtk_widget_queue_draw(recto.area)
    }

    func setTexture(_ surface: PageSurface?, forPage page: Int) {
        if page == verso.page { verso.show(surface) }
        if page == recto.page { recto.show(surface) }
        let text = String(format: i18n("Page %d"), page + 1)
        recto_accessible_set_label((page == verso.page ? verso.area : recto.area).cast(), text)
    }

    /// Shows the "taking long" note over the pages of `slow` on this slot, and hides it elsewhere.
    func markSlow(_ slow: Set<Int>) {
        gtk_widget_set_visible(verso.note, verso.page.map(slow.contains) ?? false ? 1 : 0)
        gtk_widget_set_visible(recto.note, recto.page.map(slow.contains) ?? false ? 1 : 0)
    }

    /// At fit the pages shrink into the view; zoomed, they ask for their zoomed size and the scrolled window
    /// scrolls.
    func applyZoom(_ zoom: Zoom, viewport: Size, pagesAcross: Int) {
        for side in [verso, recto] {
            guard !zoom.isFit, let intrinsic = side.logicalSize else {
                gtk_widget_set_size_request(side.area, -1, -1)
                continue
            }
            let size = PageGeometry.displaySize(page: intrinsic, in: viewport, pagesAcross: pagesAcross, zoom: zoom)
            gtk_widget_set_size_request(side.area, Int32(size.width), Int32(size.height))
        }
    }
}
