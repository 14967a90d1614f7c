import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The thumbnail that floats above the scrubber's handle while it is dragged, so the reader sees the page
/// they will land on. It hides itself shortly after the handle stops moving.
@MainActor
final class ScrubPreview {
    @Owned private var popover: UnsafeMutablePointer<GtkWidget>
    @Owned private var picture: UnsafeMutablePointer<GtkWidget>
    @Owned private var caption: UnsafeMutablePointer<GtkWidget>
    @Owned private var scale: UnsafeMutablePointer<GtkWidget>
    private var hideTimer: MainLoopTimer?
    private var wantedPage: Int?

    init(above scale: UnsafeMutablePointer<GtkWidget>) {
        self.scale = scale
        let popover: UnsafeMutablePointer<GtkWidget> = gtk_popover_new()
        self.popover = popover
        gtk_popover_set_autohide(popover.cast(), 0)
        gtk_popover_set_position(popover.cast(), GTK_POS_TOP)
        gtk_widget_set_can_target(popover, 0)
        gtk_widget_add_css_class(popover, "recto-preview")
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let picture: UnsafeMutablePointer<GtkWidget> = gtk_picture_new()
        self.picture = picture
        gtk_widget_set_size_request(picture, 110, 150)
        gtk_picture_set_can_shrink(picture.cast(), 1)
        caption = gtk_label_new(nil)
        gtk_widget_add_css_class(caption, "caption")
        gtk_box_append(box.cast(), picture)
        gtk_box_append(box.cast(), caption)
        gtk_popover_set_child(popover.cast(), box)
        gtk_widget_set_parent(popover, scale)
        // A widget must lose its popover children before it is finalized; its "destroy" comes in dispose. The
        // popover may be gone by then (its parent's parent let it go at quit: a Gtk-CRITICAL from unparent).
        let weakPopover = WeakObject(popover), scale = scale
        scale.on("destroy") {
            weakPopover.with { object in
                let popover = object.assumingMemoryBound(to: GtkWidget.self)
                if gtk_widget_get_parent(popover) == scale { gtk_widget_unparent(popover) }
            }
        }
    }

    /// Points at the handle's spot for `page` and shows `caption`; the picture follows via `show(texture:)`.
    func point(at page: Int, pageCount: Int, direction: ReadingDirection, caption text: String) {
        wantedPage = page
        let fraction = ScaleMapping.troughFraction(forPage: page, pageCount: pageCount, direction: direction)
        // The trough is inset by the handle's radius at both ends; 12 px matches Adwaita's slider.
        let inset = 12.0
        let width = Double(gtk_widget_get_width(scale))
        var rect = GdkRectangle(
            x: Int32(inset + fraction * max(width - 2 * inset, 0)), y: 0, width: 1,
            height: gtk_widget_get_height(scale))
        gtk_popover_set_pointing_to(popover.cast(), &rect)
        gtk_label_set_text(caption.cast(), text)
        if gtk_widget_get_visible(popover) == 0 { gtk_popover_popup(popover.cast()) }
        hideTimer?.cancel()
        hideTimer = MainLoop.after(milliseconds: 700) { [weak self] in self?.hide() }
    }

    /// A thumbnail arrived; shown if it is still the page pointed at.
    func show(texture: GObjectRef, forPage page: Int) {
        guard page == wantedPage else { return }
        gtk_picture_set_paintable(picture.cast(), OpaquePointer(texture.pointer))
    }

    func hide() {
        hideTimer?.cancel()
        wantedPage = nil
        gtk_popover_popdown(popover.cast())
        gtk_picture_set_paintable(picture.cast(), nil)
    }
}
