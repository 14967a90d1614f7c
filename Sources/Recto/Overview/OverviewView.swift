import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The "overview" page of the window: the book's pages as a grid, under its chapters' headers, in a
/// GtkListView of rows (only the rows in view have widgets), with a jump index of the chapters at the side.
/// It reports what the reader does; `OverviewFeature` decides.
@MainActor
final class OverviewView {
    /// Space between and around cells, in logical pixels.
    static let spacing = 12

    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    let jumpIndex = JumpIndex(name: i18n("Jump to Chapter")) { chapter in
        String(format: i18n("Pages of %@"), chapter.title)
    }
    /// The row at a position.
    var row: ((Int) -> OverviewRow?)?
    /// Binds a cell to a page (nil: empty).
    var configure: ((OverviewCell, Int?) -> Void)?
    /// A page was chosen (click, Enter).
    var onChoose: ((Int) -> Void)?
    /// An arrow key from the page that has the keyboard.
    var onMove: ((OverviewMove, Int) -> Void)?
    /// Home (false) or End (true): the first or last page.
    var onEnd: ((Bool) -> Void)?
    /// The view scrolled, or rows got their widgets (once per main-loop turn, however many).
    var onScroll: (() -> Void)?
    private var scrollPosted = false
    /// The view's width changed.
    var onResize: ((Int) -> Void)?
    /// A cell's size in logical pixels.
    var cellWidth = OverviewThumbnailSize.standard
    var cellHeight = OverviewThumbnailSize.standard * 3 / 2

    private let store: OpaquePointer
    private let list: ListView
    @Owned private var scroller: UnsafeMutablePointer<GtkWidget>
    private let sizeWatcher: SizeWatcher
    @Owned private var adjustment: UnsafeMutablePointer<GtkAdjustment>
    /// The Swift side of each row widget GTK made, by its GtkListItem, and the position each shows.
    private var rows: [UnsafeMutableRawPointer: OverviewRowWidget] = [:]
    private var positions: [UnsafeMutableRawPointer: Int] = [:]
    /// The page that is to have the keyboard until it has it: the list gives its focus to a row, whose first
    /// cell takes it (page 1 where page 2 was being read), and a row may get its widget only after the ask.
    private var pendingFocus: Int?

    init() {
        store = g_list_store_new(gtk_string_object_get_type())
        list = ListView(model: store, selection: .none, accessibleName: i18n("Pages"))
        gtk_widget_add_css_class(list.widget, "recto-overview")
        let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
        self.scroller = scroller
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.cast(), list.widget)
        gtk_widget_set_hexpand(scroller, 1)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_widget_set_focusable(scroller, 0)
        adjustment = gtk_scrolled_window_get_vadjustment(scroller.cast())
        sizeWatcher = SizeWatcher(around: scroller)
        gtk_widget_set_hexpand(sizeWatcher.widget, 1)
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_add_css_class(widget, "view")
        gtk_box_append(widget.cast(), sizeWatcher.widget)
        gtk_box_append(widget.cast(), jumpIndex.widget)

        list.setup = { [weak self] item in
            guard let self else { return }
            let row = OverviewRowWidget()
            row.onChoose = { [weak self] page in self?.onChoose?(page) }
            row.onFocus = { [weak self] page in self?.cellFocused(page) }
            rows[item.raw] = row
            gtk_list_item_set_child(item, row.widget)
            gtk_list_item_set_activatable(item, 0)
        }
        list.bind = { [weak self] item in
            guard let self, let view = rows[item.raw] else { return }
            let position = ListView.position(of: item)
            positions[item.raw] = position
            bind(view, at: position)
            if let pendingFocus, let cell = view.cell(showing: pendingFocus), gtk_widget_get_mapped(view.widget) != 0 {
                gtk_widget_grab_focus(cell.area)
            }
            // Rows bound after a reset or a jump are the view's new pages: their thumbnails are planned then.
            postScroll()
        }
        list.unbind = { [weak self] item in self?.positions[item.raw] = nil }
        list.teardown = { [weak self] item in
            self?.rows[item.raw] = nil
            self?.positions[item.raw] = nil
        }
        sizeWatcher.onResize = { [weak self] size in self?.onResize?(Int(size.width)) }
        adjustment.on("value-changed") { [weak self] in self?.onScroll?() }
        // Arrow keys move between pages (the list's own keys would move between rows); before the list sees them.
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak self] keyval, _, state in
            let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue
            guard let self else { return false }
            // The reader's keys move the focus from now on.
            pendingFocus = nil
            guard state.rawValue & modifiers == 0 else { return false }
            if keyval == UInt32(GDK_KEY_Home) || keyval == UInt32(GDK_KEY_End) {
                onEnd?(keyval == UInt32(GDK_KEY_End))
                return true
            }
            guard let page = focusedPage else { return false }
            let moves: [Int32: OverviewMove] = [
                GDK_KEY_Left: .left, GDK_KEY_Right: .right, GDK_KEY_Up: .up, GDK_KEY_Down: .down,
                GDK_KEY_KP_Left: .left, GDK_KEY_KP_Right: .right, GDK_KEY_KP_Up: .up, GDK_KEY_KP_Down: .down,
            ]
            guard let move = moves[Int32(bitPattern: keyval)] else { return false }
            onMove?(move, page)
            return true
        }
        gtk_widget_add_controller(scroller, keys)
    }

    private func postScroll() {
        guard !scrollPosted else { return }
        scrollPosted = true
        MainLoop.post { [weak self] in
            guard let self else { return }
            scrollPosted = false
            onScroll?()
        }
    }

    /// The number of rows shown.
    var count: Int { list.count }

    /// Replaces every row (a book, a width, a thumbnail size, spreads or direction changed).
    func reset(count newCount: Int) {
        var additions: [gpointer?] = (0..<newCount).map { _ in gpointer(gtk_string_object_new("")) }
        additions.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(store, 0, guint(count), buffer.baseAddress, guint(newCount))
        }
        for object in additions { g_object_unref(object) }
    }

    /// Binds every row widget again (the marks or the page being read changed).
    func rebindAll() {
        for (item, position) in positions { if let view = rows[item] { bind(view, at: position) } }
    }

    private func bind(_ view: OverviewRowWidget, at position: Int) {
        guard let row = row?(position) else { return }
        switch row {
        case .header(let title, _):
            view.showHeader(title)
        case .pages(let cells, _):
            view.showCells(cells, cellWidth: cellWidth, cellHeight: cellHeight) { [weak self] cell, page in
                self?.configure?(cell, page)
            }
        }
    }

    /// The bound cell showing `page`, if its row has a widget.
    func cell(showing page: Int) -> OverviewCell? {
        for view in rows.values { if let cell = view.cell(showing: page) { return cell } }
        return nil
    }

    /// The page whose cell has the keyboard.
    var focusedPage: Int? {
        for view in rows.values {
            for cell in view.cells where gtk_widget_has_focus(cell.area) != 0 { return cell.page }
        }
        return nil
    }

    /// Scrolls the row at `position` into view (by the least movement).
    func scroll(toRow position: Int) {
        guard position >= 0, position < count else { return }
        recto_list_view_scroll_to(list.widget, guint(position))
    }

    /// Scrolls so that the row at `position` is at the top (as far as the list can scroll): a chapter chosen.
    func scrollToTop(row position: Int) {
        guard position >= 0, position < count else { return }
        // GTK 4.8 scrolls an item into view by the least movement: from the end it lands at the top.
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
        recto_list_view_scroll_to(list.widget, guint(position))
    }

    /// A cell took the keyboard: while a page is wanted and the reader has pressed no key, the list's own
    /// choice (the first cell of its focus row) gives way, once the focus change is over.
    private func cellFocused(_ page: Int) {
        guard let wanted = pendingFocus, wanted != page else { return }
        MainLoop.post { [weak self] in
            guard let self, pendingFocus == wanted, let cell = cell(showing: wanted) else { return }
            gtk_widget_grab_focus(cell.area)
        }
    }

    /// Gives `page`'s cell the keyboard, scrolling its row into view first; the cell may be made a frame later.
    func focus(page: Int, row position: Int) {
        pendingFocus = page
        scroll(toRow: position)
        if let cell = cell(showing: page) { gtk_widget_grab_focus(cell.area) }
        // Again once the list has laid out the row (and after the list's own focus of its first row, on a map).
        MainLoop.post { [weak self] in
            if let cell = self?.cell(showing: page) { gtk_widget_grab_focus(cell.area) }
        }
    }

    /// The pages whose cells are in view now, in reading order, and the view's top in rows (fractional).
    func visiblePages() -> (pages: [Int], topRow: Double) {
        let height = gtk_adjustment_get_page_size(adjustment)
        var pages: [Int] = []
        for (item, view) in rows where positions[item] != nil {
            var bounds = graphene_rect_t()
            guard gtk_widget_get_mapped(view.widget) != 0,
                  gtk_widget_compute_bounds(view.widget, scroller, &bounds) != 0,
                  Double(bounds.origin.y + bounds.size.height) > 0, Double(bounds.origin.y) < height
            else { continue }
            pages.append(contentsOf: view.cells.compactMap { gtk_widget_get_visible($0.area) != 0 ? $0.page : nil })
        }
        let rowHeight = Double(cellHeight + Self.spacing)
        return (pages.sorted(), gtk_adjustment_get_value(adjustment) / max(rowHeight, 1))
    }

    /// Puts a newly rendered thumbnail on the cell showing `page`, if it has a widget.
    func update(page: Int, surface: PageSurface) {
        cell(showing: page)?.setSurface(surface)
    }
}
