import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// One face of the page stack: a verso and a recto picture side by side, centred.
@MainActor
final class PageSlot {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let verso: UnsafeMutablePointer<GtkWidget>
    private let recto: UnsafeMutablePointer<GtkWidget>
    private var versoPage: Int?
    private var rectoPage: Int?

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_box_set_homogeneous(widget.cast(), 1)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        verso = gtk_picture_new()
        recto = gtk_picture_new()
        for picture in [verso, recto] {
            gtk_picture_set_can_shrink(picture.cast(), 1)
            gtk_picture_set_content_fit(picture.cast(), GTK_CONTENT_FIT_CONTAIN)
            gtk_widget_add_css_class(picture, "recto-page")
            gtk_box_append(widget.cast(), picture)
        }
    }

    /// The bounds of the picture showing `page`, in `target`'s coordinates, or nil when it is not on this slot.
    func pictureBounds(of page: Int, in target: UnsafeMutablePointer<GtkWidget>) -> PageRect? {
        guard let picture = page == versoPage ? verso : page == rectoPage ? recto : nil else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(picture, target, &bounds) != 0 else { return nil }
        return PageRect(x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                        width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    /// Whether `page` is on this slot.
    func shows(_ page: Int) -> Bool { page == versoPage || page == rectoPage }

    func configure(sides: (verso: Int?, recto: Int?), layout: PageLayout, direction: ReadingDirection) {
        versoPage = sides.verso
        rectoPage = sides.recto
        // A homogeneous box keeps the cover on the right half in a spread; single pages use one picture.
        gtk_widget_set_visible(verso, layout == .spread || sides.verso != nil ? 1 : 0)
        gtk_widget_set_visible(recto, sides.recto != nil || layout == .spread ? 1 : 0)
        gtk_widget_set_direction(widget, direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        if sides.verso == nil { gtk_picture_set_paintable(verso.cast(), nil) }
        if sides.recto == nil { gtk_picture_set_paintable(recto.cast(), nil) }
    }

    func setTexture(_ texture: GObjectRef?, forPage page: Int) {
        let paintable = texture.map { OpaquePointer($0.pointer) }
        if page == versoPage { gtk_picture_set_paintable(verso.cast(), paintable) }
        if page == rectoPage { gtk_picture_set_paintable(recto.cast(), paintable) }
        let text = String(format: i18n("Page %d"), page + 1)
        recto_accessible_set_label((page == versoPage ? verso : recto).cast(), text)
    }

    /// At fit the pictures shrink into the view; zoomed, they ask for their zoomed size and the scrolled
    /// window scrolls.
    func applyZoom(_ zoom: Zoom, viewport: Size, pagesAcross: Int) {
        for picture in [verso, recto] {
            guard !zoom.isFit, let paintable = gtk_picture_get_paintable(picture.cast()) else {
                gtk_widget_set_size_request(picture, -1, -1)
                continue
            }
            let intrinsic = Size(
                width: Double(gdk_paintable_get_intrinsic_width(paintable)),
                height: Double(gdk_paintable_get_intrinsic_height(paintable)))
            let size = PageGeometry.displaySize(page: intrinsic, in: viewport, pagesAcross: pagesAcross, zoom: zoom)
            gtk_widget_set_size_request(picture, Int32(size.width), Int32(size.height))
        }
    }
}
