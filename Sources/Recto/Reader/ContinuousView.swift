import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The book as one vertical strip for continuous scrolling: a scrolled window over a widget as tall as the
/// whole strip, with a small pool of row widgets (`ContinuousRow`) placed only at the rows in view and a row
/// either side, moved and re-bound as the view scrolls. The strip lays its rows out itself (`CustomLayout`):
/// a row placed or moved costs an allocation of the strip, where a GtkFixed queued a resize that laid the
/// whole window out again and asked the X server for the monitor's work area, in many frames of a scroll.
/// The wheel, the touchpad and the scrollbar scroll it smoothly, and the scroll offset is the
/// `ContinuousLayout`'s offset exactly.
///
/// Why not a GtkListView: GTK 4.8's list view keeps about 200 row widgets around its anchor and estimates the
/// rows without one, re-anchoring the adjustment as rows are measured, so its scroll offsets drift from the
/// page offsets (the page label jumped tens of pages on a steady wheel). Here a frame's work is the few rows
/// in view, whatever the book's length.
@MainActor
final class ContinuousView {
    /// The widget to place (the scrolled strip under a size watcher).
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// The scrolled window: it takes the focus and the scroll input.
    @Owned var scroller: UnsafeMutablePointer<GtkWidget>
    /// The view scrolled (by hand or by a jump).
    var onScroll: (() -> Void)?
    /// The view's new logical size.
    var onResize: ((Size) -> Void)?
    /// The surface to show now for a page.
    var surface: ((Int) -> PageSurface?)?
    /// Rows kept placed beyond each edge of the view.
    static let marginRows = 1

    @Owned private var strip: UnsafeMutablePointer<GtkWidget>
    private let sizeWatcher: SizeWatcher
    @Owned private var adjustment: UnsafeMutablePointer<GtkAdjustment>
    @Owned private var hadjustment: UnsafeMutablePointer<GtkAdjustment>
    private(set) var layout: ContinuousLayout?
    /// Row widgets placed, by strip row; and those free for reuse (hidden).
    private var placed: [Int: ContinuousRow] = [:]
    private var spare: [ContinuousRow] = []
    /// An offset to scroll to once the strip has grown to it.
    private var pendingOffset: Double?
    private var pendingHorizontalOffset: Double?
    /// Whether the pending offsets are to be applied once GTK has laid the window out.
    private var applyPosted = false

    init() {
        // The closures reach `self` once it is made.
        var measureAll: ((GtkOrientation) -> Int32)?
        var placeAll: (() -> Void)?
        var drawAll: ((UnsafeMutablePointer<GtkWidget>, OpaquePointer) -> Void)?
        let strip: UnsafeMutablePointer<GtkWidget> = LayeredWidget.new { widget, snapshot in
            drawAll?(widget, snapshot)
        }
        self.strip = strip
        CustomLayout.install(on: strip, measure: { orientation in
            let size = measureAll?(orientation) ?? 0
            return (size, size)
        }, allocate: { _, _ in placeAll?() })
        let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
        self.scroller = scroller
        // Zoomed past the window's width, the strip scrolls sideways too; zoomed out, it stands in the middle.
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_halign(strip, GTK_ALIGN_CENTER)
        let viewport = gtk_viewport_new(nil, nil)!
        // A row never pulls the view to itself.
        gtk_viewport_set_scroll_to_focus(viewport.cast(), 0)
        gtk_viewport_set_child(viewport.cast(), strip)
        gtk_scrolled_window_set_child(scroller.cast(), viewport)
        gtk_widget_set_hexpand(scroller, 1)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_widget_set_focusable(scroller, 1)
        recto_accessible_set_label(scroller.cast(), i18n("Pages"))
        adjustment = gtk_scrolled_window_get_vadjustment(scroller.cast())
        hadjustment = gtk_scrolled_window_get_hadjustment(scroller.cast())
        sizeWatcher = SizeWatcher(around: scroller)
        widget = sizeWatcher.widget
        gtk_widget_add_css_class(widget, "recto-page-view")
        sizeWatcher.onResize = { [weak self] size in self?.onResize?(size) }
        adjustment.on("value-changed") { [weak self] in
            self?.placeRows()
            self?.onScroll?()
        }
        adjustment.on("changed") { [weak self] in self?.adjustmentsChanged() }
        measureAll = { [weak self] orientation in
            guard let layout = self?.layout else { return 0 }
            return orientation == GTK_ORIENTATION_HORIZONTAL
                ? Int32(layout.width) : Int32(min(layout.totalHeight, 1_073_741_824))
        }
        placeAll = { [weak self] in self?.allocateRows() }
        drawAll = { [weak self] widget, snapshot in
            // While the scroll to the place asked for waits for the layout to be done (`adjustmentsChanged`), the
            // rows are those of another place. Only for that moment: an offset the strip cannot reach must not
            // leave it blank.
            guard let self, !applyPosted else { return }
            for (_, row) in placed { gtk_widget_snapshot_child(widget, row.area, snapshot) }
        }
        hadjustment.on("changed") { [weak self] in self?.adjustmentsChanged() }
        // Zoomed past the window's width, the marks over the pages follow a sideways scroll too.
        hadjustment.on("value-changed") { [weak self] in self?.onScroll?() }
    }

    /// The view's size.
    var viewportSize: Size { sizeWatcher.size }
    /// The device pixels per logical pixel of the monitor the view is on.
    var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }
    /// How far down the strip the view's top is.
    var offset: Double { gtk_adjustment_get_value(adjustment) }
    /// How far right the view's left edge is (zoomed past the window's width).
    var horizontalOffset: Double { gtk_adjustment_get_value(hadjustment) }
    /// The height of the strip shown at once.
    var viewportHeight: Double {
        let page = gtk_adjustment_get_page_size(adjustment)
        return page > 1 ? page : viewportSize.height
    }

    /// Lays the strip out anew (a book, a width, page sizes, spreads, a zoom), then scrolls to `offset` of it,
    /// and sideways to `horizontalOffset` once the strip is that wide.
    func setLayout(_ newLayout: ContinuousLayout, offset: Double, horizontalOffset: Double = 0) {
        layout = newLayout
        // The strip's size changed: measured again (once per layout, not per scroll).
        gtk_widget_queue_resize(strip)
        for (_, row) in placed { release(row) }
        placed = [:]
        pendingHorizontalOffset = horizontalOffset
        reserveRows(at: offset)
        scroll(to: offset)
        placeRows()
    }

    /// Scrolls so that `offset` of the strip is at the view's top; if the strip has not grown to it yet, again
    /// once it has.
    func scroll(to target: Double) {
        pendingOffset = target
        applyPendingOffset()
    }

    /// The strip has grown (or shrunk) in the viewport. The viewport says so from inside its own allocation, once
    /// it has placed the strip: an offset set then was lost for that layout (the viewport kept the strip where it
    /// was, at the top, and GTK dropped the allocation the new value asked for), so a strip opened far into the
    /// book showed nothing until the next scroll. The offset is set once the layout is done.
    private func adjustmentsChanged() {
        guard pendingOffset != nil || pendingHorizontalOffset != nil, !applyPosted else { return }
        applyPosted = true
        MainLoop.post { [weak self] in
            guard let self else { return }
            applyPosted = false
            applyPendingOffset()
        }
    }

    private func applyPendingOffset() {
        if let target = pendingHorizontalOffset {
            gtk_adjustment_set_value(hadjustment, target)
            if abs(gtk_adjustment_get_value(hadjustment) - target) < 0.5 { pendingHorizontalOffset = nil }
        }
        guard let target = pendingOffset else { return }
        gtk_adjustment_set_value(adjustment, target)
        if abs(gtk_adjustment_get_value(adjustment) - target) < 0.5 {
            pendingOffset = nil
            pendingHorizontalOffset = nil
        }
    }

    /// The rows that have widgets when the view's top is at `offset`: those in view and a margin.
    private func wantedRows(_ layout: ContinuousLayout, at offset: Double) -> ClosedRange<Int> {
        let rows = layout.visibleRows(offset: offset, viewportHeight: viewportHeight)
        return max(rows.lowerBound - Self.marginRows, 0)...min(rows.upperBound + Self.marginRows, layout.rowCount - 1)
    }

    /// Makes the row widgets the view will want at `offset`, now. The strip is scrolled there once the viewport
    /// has allocated it at its new size, still inside GTK's layout of the frame: a row made then, or a queued
    /// allocation of the strip, came too late for that frame, which skipped the strip (no pages drawn, and "Trying
    /// to snapshot RectoLayeredWidget without a current allocation" on stderr).
    private func reserveRows(at offset: Double) {
        guard let layout else { return }
        let missing = wantedRows(layout, at: offset).count - placed.count - spare.count
        for _ in 0..<max(missing, 0) {
            let row = makeRow()
            gtk_widget_set_child_visible(row.area, 0)
            spare.append(row)
        }
    }

    /// Places row widgets at the rows in view and a margin, taking them from rows scrolled away.
    private func placeRows() {
        guard let layout else { return }
        let wanted = wantedRows(layout, at: offset)
        var changed = false
        for (index, row) in placed where !wanted.contains(index) {
            placed[index] = nil
            release(row)
            changed = true
        }
        for index in wanted where placed[index] == nil {
            let row = spare.popLast() ?? makeRow()
            row.bind(row: index, layout: layout) { [weak self] page in self?.surface?(page) }
            gtk_widget_set_child_visible(row.area, 1)
            placed[index] = row
            changed = true
        }
        guard changed else { return }
        // A strip already laid out gives the rows their places now, as its allocation would (`allocateRows`):
        // its own size is the layout's and has not changed, and a queued allocation would come a frame late when
        // the scroll happens during GTK's layout (see `reserveRows`). A strip not laid out yet places them then.
        if gtk_widget_get_width(strip) > 0 { allocateRows() } else { gtk_widget_queue_allocate(strip) }
    }

    /// Gives each placed row its place and size in the layout (the strip's allocation).
    private func allocateRows() {
        guard let layout else { return }
        let width = Int32(layout.width)
        for (index, row) in placed {
            allocateChild(row.area, x: 0, y: layout.offset(ofRow: index), width: width,
                          height: Int32(layout.height(ofRow: index)))
        }
    }

    private func makeRow() -> ContinuousRow {
        let row = ContinuousRow()
        gtk_widget_set_parent(row.area, strip)
        return row
    }

    /// A row scrolled away: unbound and out of the strip's drawing and layout until it is bound again.
    private func release(_ row: ContinuousRow) {
        row.unbind()
        gtk_widget_set_child_visible(row.area, 0)
        spare.append(row)
    }

    /// Puts a newly rendered surface on the row showing `page`, if it is placed.
    func update(page: Int, surface: PageSurface) {
        guard let layout, let row = placed[layout.row(ofPage: page)] else { return }
        row.setSurface(surface, forPage: page)
    }

    /// Where `page` is drawn now, in `target`'s coordinates, and the part of it its surface shows (nil when its
    /// row is not placed or has no surface yet).
    func pageBounds(of page: Int, in target: UnsafeMutablePointer<GtkWidget>) -> PagePlacement? {
        guard gtk_widget_get_mapped(strip) != 0, let layout, let row = placed[layout.row(ofPage: page)],
              let frame = row.frame(of: page), let surface = row.surface(of: page) else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row.area, target, &bounds) != 0 else { return nil }
        let drawn = PageRect(x: Double(bounds.origin.x) + frame.x, y: Double(bounds.origin.y) + frame.y,
                             width: frame.width, height: frame.height)
        return PagePlacement(drawn: drawn, shown: surface.shown, pageSize: surface.pageSize)
    }
}
