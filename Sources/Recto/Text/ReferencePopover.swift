import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The popover of a reference preview: the destination page's label over a window onto the page, as large as
/// the region to show (`PreviewRegion`) and opened on it; the wheel scrolls it up and down the page. Widgets
/// only: `ReferencePreviewFeature` fills and places it. With several candidates, arrows step through them.
@MainActor
final class ReferencePopover {
    @Owned var popover: UnsafeMutablePointer<GtkWidget>
    @Owned private var caption: UnsafeMutablePointer<GtkWidget>
    @Owned private var picture: UnsafeMutablePointer<GtkWidget>
    /// The page point under a click, told to the owner.
    var onClicked: ((Double, Double) -> Void)?
    /// The pointer entered (true) or left (false) the popover.
    var onPointerInside: ((Bool) -> Void)?
    /// Escape in the popover.
    var onEscape: (() -> Void)?
    /// The previous (-1) or next (1) candidate was asked for.
    var onStep: ((Int) -> Void)?
    @Owned private var stepper: UnsafeMutablePointer<GtkWidget>
    @Owned private var count: UnsafeMutablePointer<GtkWidget>
    /// The page drawn (device pixels), how many of them make a logical pixel, logical pixels a point.
    private var page: PageSurface?
    private var deviceScale = 1.0
    private var scale = 1.0
    /// The top left of the part shown, in logical pixels of the page drawn.
    private var offset = (x: 0.0, y: 0.0)
    /// Logical pixels one wheel step moves.
    private static let wheelStep = 48.0

    /// A popover hanging off `host`.
    init(host: UnsafeMutablePointer<GtkWidget>) {
        let popover: UnsafeMutablePointer<GtkWidget> = gtk_popover_new()
        self.popover = popover
        gtk_popover_set_autohide(popover.cast(), 0)
        gtk_popover_set_position(popover.cast(), GTK_POS_BOTTOM)
        gtk_widget_add_css_class(popover, "recto-reference-preview")
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let caption: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.caption = caption
        gtk_widget_add_css_class(caption, "caption-heading")
        gtk_label_set_xalign(caption.cast(), 0)
        gtk_widget_set_hexpand(caption, 1)
        let count: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.count = count
        gtk_widget_add_css_class(count, "dim-label")
        let stepper: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)
        self.stepper = stepper
        let previous = gtk_button_new_from_icon_name("go-up-symbolic")!
        recto_accessible_set_label(previous.cast(), i18n("Previous Candidate"))
        Tooltip.set(previous, i18n("Previous Candidate"))
        let next = gtk_button_new_from_icon_name("go-down-symbolic")!
        recto_accessible_set_label(next.cast(), i18n("Next Candidate"))
        Tooltip.set(next, i18n("Next Candidate"))
        for button in [previous, next] {
            gtk_widget_add_css_class(button, "flat")
            gtk_widget_set_focus_on_click(button, 0)
        }
        gtk_box_append(stepper.cast(), count)
        gtk_box_append(stepper.cast(), previous)
        gtk_box_append(stepper.cast(), next)
        let heading = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(heading.cast(), caption)
        gtk_box_append(heading.cast(), stepper)
        picture = gtk_drawing_area_new()
        gtk_widget_set_overflow(picture, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_cursor_from_name(picture, "pointer")
        setDrawFunc(picture) { [weak self] cairo, _, _ in self?.draw(cairo) }
        gtk_box_append(box.cast(), heading)
        gtk_box_append(box.cast(), picture)
        gtk_popover_set_child(popover.cast(), box)
        gtk_widget_set_parent(popover, host)
        let weakPopover = WeakObject(popover)
        host.on("destroy") {
            weakPopover.with { object in
                let popover = object.assumingMemoryBound(to: GtkWidget.self)
                if gtk_widget_get_parent(popover) == host { gtk_widget_unparent(popover) }
            }
        }
        previous.on("clicked") { [weak self] in self?.onStep?(-1) }
        next.on("clicked") { [weak self] in self?.onStep?(1) }
        let click = gtk_gesture_click_new()!
        click.onClick("released") { [weak self] _, x, y in
            guard let self else { return }
            onClicked?((x + offset.x) / scale, (y + offset.y) / scale)
        }
        gtk_widget_add_controller(picture, click.cast())
        let wheel = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        wheel.onScroll("scroll") { [weak self] dx, dy in
            self?.scroll(by: dx * Self.wheelStep, dy * Self.wheelStep)
            return true
        }
        gtk_widget_add_controller(picture, wheel)
        let motion = gtk_event_controller_motion_new()!
        motion.onDoubleDouble("enter") { [weak self] _, _ in self?.onPointerInside?(true) }
        motion.on("leave") { [weak self] in self?.onPointerInside?(false) }
        gtk_widget_add_controller(popover, motion)
        let keys = gtk_event_controller_key_new()!
        keys.onKey("key-pressed") { [weak self] key, _, _ in
            guard key == UInt32(GDK_KEY_Escape) else { return false }
            self?.onEscape?()
            return true
        }
        gtk_widget_add_controller(popover, keys)
    }

    /// Shows `page` (the whole page, `deviceScale` device pixels a logical one, `scale` logical pixels a point)
    /// from `region`'s top left and as large as it, under `caption`, pointing at `anchor` (the host's coordinates).
    /// With `candidates` (the one shown and how many), the arrows to step through them show.
    func show(page: PageSurface, deviceScale: Double, scale: Double, region: PageRect, caption text: String,
              name: String, description: String, candidates: (shown: Int, count: Int)?, anchor: PageRect) {
        gtk_widget_set_visible(stepper, candidates == nil ? 0 : 1)
        if let candidates {
            gtk_label_set_text(count.cast(), String(format: i18n("%d of %d"), candidates.shown + 1, candidates.count))
        }
        self.page = page
        self.deviceScale = deviceScale
        self.scale = scale
        gtk_label_set_text(caption.cast(), text)
        let host = gtk_widget_get_parent(popover)
        let placement = PreviewPlacement(
            wanted: Size(width: region.width * scale, height: region.height * scale), anchor: anchor,
            hostWidth: Double(host.map(gtk_widget_get_width) ?? 0),
            hostHeight: Double(host.map(gtk_widget_get_height) ?? 0))
        gtk_popover_set_position(popover.cast(), placement.below ? GTK_POS_BOTTOM : GTK_POS_TOP)
        gtk_widget_set_size_request(picture, Int32(placement.width.rounded()), Int32(placement.height.rounded()))
        offset = (region.x * scale, region.y * scale)
        // The popover is the object a screen reader meets: named for the reference, described by the text shown.
        recto_accessible_set_label(popover.cast(), name)
        recto_accessible_set_description(popover.cast(), description)
        recto_accessible_set_label(picture.cast(), text)
        var rect = GdkRectangle(x: Int32(anchor.x.rounded(.down)), y: Int32(anchor.y.rounded(.down)),
                                width: Int32(max(anchor.width.rounded(), 1)),
                                height: Int32(max(anchor.height.rounded(), 1)))
        gtk_popover_set_pointing_to(popover.cast(), &rect)
        gtk_widget_queue_draw(picture)
        if gtk_widget_get_visible(popover) == 0 { gtk_popover_popup(popover.cast()) }
    }

    var isShown: Bool { gtk_widget_get_visible(popover) != 0 }

    func hide() {
        guard isShown else { return }
        gtk_popover_popdown(popover.cast())
        page = nil
    }

    /// Moves the part shown by (`dx`, `dy`) logical pixels, within the page.
    private func scroll(by dx: Double, _ dy: Double) {
        guard let page else { return }
        let width = Double(page.width) / deviceScale, height = Double(page.height) / deviceScale
        let shownWidth = Double(gtk_widget_get_width(picture)), shownHeight = Double(gtk_widget_get_height(picture))
        offset.x = min(max(0, offset.x + dx), max(0, width - shownWidth))
        offset.y = min(max(0, offset.y + dy), max(0, height - shownHeight))
        gtk_widget_queue_draw(picture)
    }

    private func draw(_ cairo: OpaquePointer) {
        guard let page else { return }
        cairo_translate(cairo, -offset.x, -offset.y)
        cairo_scale(cairo, 1 / deviceScale, 1 / deviceScale)
        cairo_set_source_surface(cairo, page.surface, 0, 0)
        cairo_paint(cairo)
    }
}
