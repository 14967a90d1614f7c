import CGtk
import GObjectSupport
import RectoCore

/// The page area: two slots in a GtkStack, so each turn slides the new page in over the old one, each slot
/// holding a verso and a recto picture around the spine. It reports its size so pages render to fit.
@MainActor
final class PageView {
    /// The widget to place in the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The area that takes pointer and scroll input.
    let inputArea: UnsafeMutablePointer<GtkWidget>
    /// Called with the view's new logical size.
    var onResize: ((Size) -> Void)?

    private let stack: UnsafeMutablePointer<GtkWidget>
    private let slots: [PageSlot]
    private var currentSlot = 0
    private let sizeWatcher: SizeWatcher
    var viewportSize: Size { sizeWatcher.size }
    private var shownZoom = Zoom()
    /// Set when the zoom changed: the next time the scroll range settles, the view centres on the page.
    private var centreAfterLayout = false

    init() {
        let scrolled = gtk_scrolled_window_new()!
        stack = gtk_stack_new()
        slots = [PageSlot(), PageSlot()]
        for (index, slot) in slots.enumerated() {
            gtk_stack_add_named(stack.cast(), slot.widget, "slot\(index)")
        }
        gtk_stack_set_transition_duration(stack.cast(), 250)
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
    }

    /// The device pixels per logical pixel of the monitor the view is on.
    var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    /// Shows the `sides` of a spread (or one page), sliding in from `edge` when animated, with whatever
    /// textures are ready (others fill in through `update`).
    func show(
        sides: (verso: Int?, recto: Int?), layout: PageLayout, direction: ReadingDirection,
        textures: (Int) -> PageSurface?, edge: SlideEdge?, zoom: Zoom, slow: Set<Int> = []
    ) {
        let transition: GtkStackTransitionType = switch edge {
        case .fromRight: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .fromLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        case nil: GTK_STACK_TRANSITION_TYPE_NONE
        }
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
        if edge != nil {
            currentSlot = 1 - currentSlot
            gtk_stack_set_visible_child_full(stack.cast(), "slot\(currentSlot)", transition)
        }
    }

    /// Puts a newly rendered texture on screen if its page is showing.
    func update(page: Int, texture: PageSurface, zoom: Zoom, layout: PageLayout) {
        let slot = slots[currentSlot]
        guard slot.shows(page) else { return }
        slot.setTexture(texture, forPage: page)
        slot.applyZoom(zoom, viewport: viewportSize, pagesAcross: layout == .spread ? 2 : 1)
    }

    /// Shows the "taking long to draw" note over the pages of `slow` that are on screen.
    func markSlow(_ slow: Set<Int>) {
        slots[currentSlot].markSlow(slow)
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
    var isTurning: Bool { gtk_stack_get_transition_running(stack.cast()) != 0 }

    /// Scrolls a zoomed page so that the point `share` of its height down is at the top of the view (a link's
    /// destination), once the page is laid out.
    func scroll(toShare share: Double, ofPage page: Int) {
        MainLoop.after(milliseconds: 120) { [weak self] in
            guard let self, let bounds = pageBounds(of: page, in: stack),
                  let adjustment = gtk_scrolled_window_get_vadjustment(inputArea.cast()) else { return }
            gtk_adjustment_set_value(adjustment, bounds.y + share * bounds.height)
        }
    }

    /// Where `page` is painted now, in `target`'s coordinates (nil when it is not shown).
    func pageBounds(of page: Int, in target: UnsafeMutablePointer<GtkWidget>) -> PageRect? {
        slots[currentSlot].pageBounds(of: page, in: target)
    }

    /// Describes the visible pages for screen readers.
    func setAccessibleDescription(_ text: String) {
        recto_accessible_set_description(inputArea.cast(), text)
    }
}
