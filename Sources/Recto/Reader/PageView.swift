import CGtk
import GObjectSupport
import RectoCore

/// The page area: two slots, each holding a verso and a recto page around the spine, so a turn slides the new
/// slot in as the old one leaves. Both lie in one layered widget that moves them by a transform in each frame
/// (`PageSlide`), from the very next frame after the key, without laying them out or drawing them again; the
/// slot not on screen is not child-visible. It reports its size so pages render to fit.
@MainActor
final class PageView {
    /// The widget to place in the window.
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// The area that takes pointer and scroll input.
    @Owned var inputArea: UnsafeMutablePointer<GtkWidget>
    /// Called with the view's new logical size.
    var onResize: ((Size) -> Void)?

    /// Told when a slide ends (the pages are where they stay).
    var onTurnEnded: (() -> Void)?

    @Owned private var stack: UnsafeMutablePointer<GtkWidget>
    private let slots: [PageSlot]
    private var currentSlot = 0
    /// The slide running now, from the slot that is not current to the current one.
    private var slide: PageSlide?
    private var slideTick: guint = 0
    private let sizeWatcher: SizeWatcher
    var viewportSize: Size { sizeWatcher.size }
    private var shownZoom = Zoom()
    /// Set when the zoom changed: the next time the scroll range settles, the view centres on the page.
    private var centreAfterLayout = false

    init() {
        let scrolled = gtk_scrolled_window_new()!
        slots = [PageSlot(), PageSlot()]
        var draw: ((UnsafeMutablePointer<GtkWidget>, OpaquePointer) -> Void)?
        let stack: UnsafeMutablePointer<GtkWidget> = LayeredWidget.new { widget, snapshot in draw?(widget, snapshot) }
        self.stack = stack
        gtk_widget_set_overflow(stack, GTK_OVERFLOW_HIDDEN)
        for slot in slots {
            gtk_widget_set_parent(slot.widget, stack)
        }
        gtk_widget_set_child_visible(slots[1].widget, 0)
        gtk_scrolled_window_set_child(scrolled.cast(), stack)
        gtk_widget_set_hexpand(scrolled, 1)
        gtk_widget_set_vexpand(scrolled, 1)
        sizeWatcher = SizeWatcher(around: scrolled)
        widget = sizeWatcher.widget
        inputArea = scrolled
        gtk_widget_add_css_class(widget, "recto-page-view")
        gtk_widget_set_focusable(scrolled, 1)
        recto_accessible_set_label(scrolled.cast(), i18n("Page"))
        sizeWatcher.onResize = { [weak self] size in self?.onResize?(size) }
        for adjustment in [gtk_scrolled_window_get_hadjustment(scrolled.cast()),
                           gtk_scrolled_window_get_vadjustment(scrolled.cast())] {
            adjustment?.on("changed") { [weak self] in self?.centreIfZoomed() }
        }
        draw = { [weak self] widget, snapshot in self?.snapshot(widget, snapshot) }
    }

    /// The device pixels per logical pixel of the monitor the view is on.
    var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    /// Shows the `sides` of a spread (or one page), sliding in from `edge` when animated, with whatever
    /// textures are ready (others fill in through `update`).
    func show(
        sides: (verso: Int?, recto: Int?), layout: PageLayout, direction: ReadingDirection,
        textures: (Int) -> PageSurface?, edge: SlideEdge?, zoom: Zoom, slow: Set<Int> = []
    ) {
        let target = edge == nil ? slots[currentSlot] : slots[1 - currentSlot]
        target.configure(sides: sides, layout: layout, direction: direction)
        for page in [sides.verso, sides.recto].compactMap({ $0 }) {
            target.setTexture(textures(page), forPage: page)
        }
        target.applyZoom(zoom, viewport: viewportSize, pagesAcross: layout == .spread ? 2 : 1)
        target.markSlow(slow)
        if zoom != shownZoom {
            shownZoom = zoom
            centreAfterLayout = true
        }
        if let edge {
            currentSlot = 1 - currentSlot
            startSlide(from: edge)
        }
    }

    /// Puts the current slot on screen, sliding in from `edge` when animations are on.
    private func startSlide(from edge: SlideEdge) {
        gtk_widget_set_child_visible(slots[currentSlot].widget, 1)
        let animate = gtk_widget_get_mapped(stack) != 0
            && recto_object_get_boolean(UnsafeMutableRawPointer(gtk_widget_get_settings(stack)), "gtk-enable-animations") != 0
        guard animate else {
            endSlide()
            return
        }
        // A turn during a slide starts a new one from where the pages are meant to be.
        slide = PageSlide(edge: edge)
        gtk_widget_queue_draw(stack)
        guard slideTick == 0 else { return }
        slideTick = addTickCallback(stack) { [weak self] frameTime, interval in
            guard let self, var slide else { return false }
            let goesOn = slide.advance(toFrame: frameTime, interval: interval)
            self.slide = slide
            gtk_widget_queue_draw(stack)
            if !goesOn {
                slideTick = 0
                endSlide()
            }
            return goesOn
        }
    }

    private func endSlide() {
        if slideTick != 0 {
            gtk_widget_remove_tick_callback(stack, slideTick)
            slideTick = 0
        }
        let ended = slide != nil
        slide = nil
        gtk_widget_set_child_visible(slots[1 - currentSlot].widget, 0)
        slots[1 - currentSlot].markSlow([])
        gtk_widget_queue_draw(stack)
        if ended { onTurnEnded?() }
    }

    /// Draws the current slot, and while sliding the outgoing one beside it, each moved by its offset; their
    /// drawings are kept from frame to frame, so a frame of the slide costs two transforms.
    private func snapshot(_ widget: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer) {
        let current = slots[currentSlot].widget
        guard let slide else {
            gtk_widget_snapshot_child(widget, current, snapshot)
            return
        }
        let width = Double(gtk_widget_get_width(widget))
        let offsets = slide.offsets
        for (slot, offset) in [(slots[1 - currentSlot].widget, offsets.outgoing), (current, offsets.incoming)] {
            gtk_snapshot_save(snapshot)
            var point = graphene_point_t(x: Float((offset * width).rounded()), y: 0)
            gtk_snapshot_translate(snapshot, &point)
            gtk_widget_snapshot_child(widget, slot, snapshot)
            gtk_snapshot_restore(snapshot)
        }
    }

    /// Puts a newly rendered texture on screen if its page is showing.
    func update(page: Int, texture: PageSurface, zoom: Zoom, layout: PageLayout) {
        let slot = slots[currentSlot]
        guard slot.shows(page) else { return }
        slot.setTexture(texture, forPage: page)
        slot.applyZoom(zoom, viewport: viewportSize, pagesAcross: layout == .spread ? 2 : 1)
    }

    /// Shows the "taking long to draw" note over the pages of `slow` that are on screen. Both slots hear it: the
    /// outgoing one keeps its size while hidden, so a screen reader would still find a stale note on it.
    func markSlow(_ slow: Set<Int>) {
        for slot in slots { slot.markSlow(slow) }
    }

    /// Keeps a zoomed page centred: the scroll range grows a layout pass after the zoom, so the centring waits
    /// for the adjustments to report their new size.
    private func centreIfZoomed() {
        guard centreAfterLayout, let scrolled = Optional(inputArea) else { return }
        for adjustment in [gtk_scrolled_window_get_hadjustment(scrolled.cast()),
                           gtk_scrolled_window_get_vadjustment(scrolled.cast())].compactMap({ $0 }) {
            let upper = gtk_adjustment_get_upper(adjustment), page = gtk_adjustment_get_page_size(adjustment)
            gtk_adjustment_set_value(adjustment, max(upper - page, 0) / 2)
        }
        MainLoop.post { [weak self] in self?.centreAfterLayout = false }
    }

    /// Whether a turn is sliding the pages now.
    var isTurning: Bool { slide != nil }

    /// Scrolls a zoomed page so that the point `share` of its height down is at the top of the view (a link's
    /// destination), once the page is laid out.
    func scroll(toShare share: Double, ofPage page: Int) {
        MainLoop.after(milliseconds: 120) { [weak self] in
            guard let self, let placement = pageBounds(of: page, in: stack),
                  let adjustment = gtk_scrolled_window_get_vadjustment(inputArea.cast()) else { return }
            // Trimmed, the destination is found within the part of the page shown.
            gtk_adjustment_set_value(adjustment, placement.widgetY(ofShare: share))
        }
    }

    /// Where `page` is painted now, in `target`'s coordinates (nil when it is not shown).
    func pageBounds(of page: Int, in target: UnsafeMutablePointer<GtkWidget>) -> PagePlacement? {
        slots[currentSlot].pageBounds(of: page, in: target)
    }

    /// Describes the visible pages for screen readers.
    func setAccessibleDescription(_ text: String) {
        recto_accessible_set_description(inputArea.cast(), text)
    }
}
