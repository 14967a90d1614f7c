import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The book as one vertical strip for continuous scrolling: a GtkListView over a string list with one
/// placeholder a row (a page, or a spread), in a scrolled window, so only the rows near the view have widgets
/// and the wheel, the touchpad and the scrollbar scroll it smoothly. Each row is as tall as the
/// `ContinuousLayout` says, so the scroll offset and the layout's offsets agree.
///
/// Ownership: the string list goes to the selection, the selection and the factory to the list view.
@MainActor
final class ContinuousView {
    /// The widget to place (the scrolled strip under a size watcher).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The scrolled window: it takes the focus and the scroll input.
    let scroller: UnsafeMutablePointer<GtkWidget>
    /// The view scrolled (by hand or by a jump).
    var onScroll: (() -> Void)?
    /// The view's new logical size.
    var onResize: ((Size) -> Void)?
    /// The surface to show now for a page.
    var surface: ((Int) -> PageSurface?)?

    private let list: OpaquePointer
    private let listView: UnsafeMutablePointer<GtkWidget>
    private let sizeWatcher: SizeWatcher
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private(set) var layout: ContinuousLayout?
    /// Every row widget the factory made, by its list item.
    private var rows: [UnsafeMutableRawPointer: ContinuousRow] = [:]
    /// An offset to scroll to once the list has laid out rows of a new layout.
    private var pendingOffset: Double?

    init() {
        list = gtk_string_list_new(nil)
        let selection = gtk_no_selection_new(list.cast())!
        let factory = gtk_signal_list_item_factory_new()!
        listView = gtk_list_view_new(selection.cast(), factory.cast())
        // The rows never take the focus: a focused row would pull the view back to itself.
        gtk_widget_set_can_focus(listView, 0)
        recto_accessible_set_label(listView.cast(), i18n("Pages"))
        scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.cast(), listView)
        gtk_widget_set_hexpand(scroller, 1)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_widget_set_focusable(scroller, 1)
        recto_accessible_set_label(scroller.cast(), i18n("Pages"))
        adjustment = gtk_scrolled_window_get_vadjustment(scroller.cast())
        sizeWatcher = SizeWatcher(around: scroller)
        widget = sizeWatcher.widget
        gtk_widget_add_css_class(widget, "recto-page-view")
        sizeWatcher.onResize = { [weak self] size in self?.onResize?(size) }

        factory.onPointer("setup") { [weak self] item in
            guard let self, let item else { return }
            let row = ContinuousRow()
            rows[item] = row
            gtk_list_item_set_child(OpaquePointer(item), row.area)
            gtk_list_item_set_activatable(OpaquePointer(item), 0)
            gtk_list_item_set_selectable(OpaquePointer(item), 0)
        }
        factory.onPointer("bind") { [weak self] item in
            guard let self, let item, let row = rows[item], let layout else { return }
            let position = Int(gtk_list_item_get_position(OpaquePointer(item)))
            row.bind(row: position, layout: layout) { [weak self] page in self?.surface?(page) }
        }
        factory.onPointer("unbind") { [weak self] item in
            guard let self, let item else { return }
            rows[item]?.unbind()
        }
        factory.onPointer("teardown") { [weak self] item in
            guard let self, let item else { return }
            rows[item] = nil
        }
        adjustment.on("value-changed") { [weak self] in self?.onScroll?() }
        adjustment.on("changed") { [weak self] in self?.applyPendingOffset() }
    }

    /// The view's size.
    var viewportSize: Size { sizeWatcher.size }
    /// The device pixels per logical pixel of the monitor the view is on.
    var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }
    /// How far down the strip the view's top is.
    var offset: Double { gtk_adjustment_get_value(adjustment) }
    /// The height of the strip shown at once.
    var viewportHeight: Double {
        let page = gtk_adjustment_get_page_size(adjustment)
        return page > 1 ? page : viewportSize.height
    }

    /// Lays the strip out anew (a book, a width, page sizes, spreads), then scrolls to `offset` of it.
    func setLayout(_ newLayout: ContinuousLayout, offset: Double) {
        let oldCount = layout?.rowCount ?? 0
        layout = newLayout
        if newLayout.rowCount != oldCount {
            // One empty string a row: what a row shows comes from the layout at bind time.
            let blanks = [UnsafePointer<CChar>?](repeating: "", count: newLayout.rowCount) + [nil]
            blanks.withUnsafeBufferPointer { gtk_string_list_splice(list, 0, guint(oldCount), $0.baseAddress) }
        } else {
            for row in rows.values { if let index = row.row { row.bind(row: index, layout: newLayout) { surface?($0) } } }
        }
        scroll(to: offset)
    }

    /// Scrolls so that `offset` of the strip is at the view's top; if the list has not grown to it yet, again
    /// once it has.
    func scroll(to target: Double) {
        pendingOffset = target
        gtk_adjustment_set_value(adjustment, target)
        if abs(gtk_adjustment_get_value(adjustment) - target) < 0.5 { pendingOffset = nil }
        // The rows near the target get their real heights a layout pass later; look once more then.
        MainLoop.after(milliseconds: 60) { [weak self] in self?.applyPendingOffset() }
    }

    private func applyPendingOffset() {
        guard let target = pendingOffset else { return }
        gtk_adjustment_set_value(adjustment, target)
        if abs(gtk_adjustment_get_value(adjustment) - target) < 0.5 { pendingOffset = nil }
    }

    /// Puts a newly rendered surface on the row showing `page`, if it has a widget.
    func update(page: Int, surface: PageSurface) {
        for row in rows.values where row.shows(page) { row.setSurface(surface, forPage: page) }
    }

    /// Where `page` is drawn now, in `target`'s coordinates (nil when its row has no widget or is not laid out).
    func pageBounds(of page: Int, in target: UnsafeMutablePointer<GtkWidget>) -> PageRect? {
        guard gtk_widget_get_mapped(listView) != 0,
              let row = rows.values.first(where: { $0.shows(page) }), let frame = row.frame(of: page) else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row.area, target, &bounds) != 0 else { return nil }
        return PageRect(x: Double(bounds.origin.x) + frame.x, y: Double(bounds.origin.y) + frame.y,
                        width: frame.width, height: frame.height)
    }
}
