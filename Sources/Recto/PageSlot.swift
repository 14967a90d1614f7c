import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// One face of the page stack: a verso and a recto picture side by side, centred, each with a note that
/// shows over it when its page is slow to draw.
@MainActor
final class PageSlot {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let verso: UnsafeMutablePointer<GtkWidget>
    private let recto: UnsafeMutablePointer<GtkWidget>
    private let versoSide: UnsafeMutablePointer<GtkWidget>
    private let rectoSide: UnsafeMutablePointer<GtkWidget>
    private let versoNote: UnsafeMutablePointer<GtkWidget>
    private let rectoNote: UnsafeMutablePointer<GtkWidget>
    private var versoPage: Int?
    private var rectoPage: Int?

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_box_set_homogeneous(widget.cast(), 1)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        (verso, versoSide, versoNote) = Self.makeSide()
        (recto, rectoSide, rectoNote) = Self.makeSide()
        gtk_box_append(widget.cast(), versoSide)
        gtk_box_append(widget.cast(), rectoSide)
    }

    private static func makeSide() -> (picture: UnsafeMutablePointer<GtkWidget>, side: UnsafeMutablePointer<GtkWidget>,
                                       note: UnsafeMutablePointer<GtkWidget>) {
        let picture = gtk_picture_new()!
        gtk_picture_set_can_shrink(picture.cast(), 1)
        gtk_picture_set_content_fit(picture.cast(), GTK_CONTENT_FIT_CONTAIN)
        gtk_widget_add_css_class(picture, "recto-page")
        let note = gtk_label_new(i18n("This page is taking long to draw"))!
        gtk_label_set_wrap(note.cast(), 1)
        gtk_label_set_justify(note.cast(), GTK_JUSTIFY_CENTER)
        gtk_widget_add_css_class(note, "osd")
        gtk_widget_add_css_class(note, "recto-slow-page")
        gtk_widget_set_halign(note, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(note, GTK_ALIGN_CENTER)
        gtk_widget_set_can_target(note, 0)
        gtk_widget_set_visible(note, 0)
        let side = gtk_overlay_new()!
        gtk_overlay_set_child(side.cast(), picture)
        gtk_overlay_add_overlay(side.cast(), note)
        return (picture, side, note)
    }

    /// Whether `page` is on this slot.
    func shows(_ page: Int) -> Bool { page == versoPage || page == rectoPage }

    func configure(sides: (verso: Int?, recto: Int?), layout: PageLayout, direction: ReadingDirection) {
        versoPage = sides.verso
        rectoPage = sides.recto
        // A homogeneous box keeps the cover on the right half in a spread; single pages use one picture.
        gtk_widget_set_visible(versoSide, layout == .spread || sides.verso != nil ? 1 : 0)
        gtk_widget_set_visible(rectoSide, sides.recto != nil || layout == .spread ? 1 : 0)
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

    /// Shows the "taking long" note over the pages of `slow` on this slot, and hides it elsewhere.
    func markSlow(_ slow: Set<Int>) {
        gtk_widget_set_visible(versoNote, versoPage.map(slow.contains) ?? false ? 1 : 0)
        gtk_widget_set_visible(rectoNote, rectoPage.map(slow.contains) ?? false ? 1 : 0)
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
