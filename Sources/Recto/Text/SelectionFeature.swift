import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Selecting the book's text and copying it: a drag on the page selects (and never turns the page), a double
/// click a word, a triple click a line; Ctrl+C or the right-click menu's Copy puts it on the clipboard with
/// hyphenated line ends joined. The selection is `SelectionModel`'s: this turns the pointer into its intents
/// (the page and point under it from `PageMarksFeature`'s hit test), has the book's text queue measure each
/// request, and hands the result back; `PageMarksFeature` draws it.
@MainActor
final class SelectionFeature {
    private let actions: WindowActions
    /// The window, whose focus and clipboard Copy uses; bare, as a holder must not keep a window open.
    private let toplevel: UnsafeMutablePointer<GtkWidget>
    private let sessions: SessionSlot
    private let selection: SelectionModel
    private var observation: ObservationToken?
    private let marks: PageMarksFeature
    /// The continuous strip, selected on like the paged view while it shows.
    private let strip: ContinuousFeature
    /// The page's right-click menu, for other features to add their items to (highlights); the popover keeps it.
    private(set) var menu: OpaquePointer!
    /// Told where (page view coordinates) the right-click menu is about to open.
    var onContextMenu: ((Double, Double) -> Void)?
    /// The right-click menu's popover on each page area (the paged view's and the strip's), and the widget it
    /// hangs off.
    private var popovers: [(area: UnsafeMutablePointer<GtkWidget>, host: UnsafeMutablePointer<GtkWidget>,
                            popover: UnsafeMutablePointer<GtkWidget>)] = []
    /// How far the pointer must move before a press becomes a selection rather than a click.
    private static let dragThreshold = 6.0

    init(actions: WindowActions, toplevel: UnsafeMutablePointer<GtkWidget>, sessions: SessionSlot,
         selection: SelectionModel, marks: PageMarksFeature, pageView: PageView, strip: ContinuousFeature) {
        self.actions = actions
        self.toplevel = toplevel
        self.strip = strip
        self.sessions = sessions
        self.selection = selection
        self.marks = marks
        actions.add(.copy) { [weak self] in self?.copy() }
        menu = g_menu_new()!
        g_menu_append(menu, i18n("Copy"), "win.copy")
        // The same gestures and the same menu on the paged view and on the continuous strip.
        attach(to: pageView.inputArea)
        attach(to: strip.view.scroller)
        g_object_unref(menu.raw)
        observation = selection.observe { [weak self] _ in self?.updateActions() }
        updateActions()
    }

    /// A drag selects, a double or triple click a word or a line, and a right click opens the menu, on `area`.
    private func attach(to area: UnsafeMutablePointer<GtkWidget>) {
        let drag = gtk_gesture_drag_new()!
        drag.onDoubleDouble("drag-begin") { [weak self] x, y in
            // A selection is made on the page: the page takes the focus, for Ctrl+C and the Menu key after it.
            gtk_widget_grab_focus(area)
            self?.press(atX: x, y: y)
        }
        let dragGesture = drag.raw
        drag.onDoubleDouble("drag-update") { [weak self] dx, dy in
            guard let self, (dx * dx + dy * dy).squareRoot() >= Self.dragThreshold else { return }
            // From here on it is a selection: the click that would turn the page is cancelled.
            gtk_gesture_set_state(OpaquePointer(dragGesture), GTK_EVENT_SEQUENCE_CLAIMED)
            var x = 0.0, y = 0.0
            guard gtk_gesture_drag_get_start_point(OpaquePointer(dragGesture), &x, &y) != 0 else { return }
            // The pages may not have been placed yet at the press.
            if selection.anchor == nil { press(atX: x, y: y) }
            guard let anchor = selection.anchor,
                  let end = marks.pagePoint(atX: x + dx, y: y + dy, onPage: anchor.page),
                  let request = selection.extend(to: end) else { return }
            measure(request)
        }
        gtk_widget_add_controller(area, drag.cast())

        let presses = gtk_gesture_click_new()!
        presses.onClick("pressed") { [weak self] count, x, y in
            guard let self, count >= 2, let point = marks.nearestPagePoint(atX: x, y: y) else { return }
            measure(selection.start(at: point, unit: TextSelection.Unit.forPresses(Int(count))))
        }
        gtk_widget_add_controller(area, presses.cast())

        // The popover hangs off the area's parent (its size watcher, made with it; not a row of the strip, which
        // is recycled as the strip scrolls), pointing at the click. Not off the area itself: the area is a
        // GtkScrolledWindow, whose focus handling only ever looks into its scrolled child, so the arrow keys and
        // Tab, moving the focus from the window down, never reached the menu's items (the keys moved the focus
        // around the window behind it instead).
        let host = gtk_widget_get_parent(area) ?? area
        let popover = gtk_popover_menu_new_from_model(menu.cast())!
        gtk_widget_set_parent(popover, host)
        gtk_popover_set_has_arrow(popover.cast(), 0)
        gtk_popover_set_position(popover.cast(), GTK_POS_BOTTOM)
        // A widget must lose its popover children before it is finalized; its "destroy" comes in dispose. The
        // host (an overlay) may have let its children go already in its own dispose, the popover with them.
        let weakPopover = WeakObject(popover)
        host.on("destroy") {
            weakPopover.with { object in
                let popover = object.assumingMemoryBound(to: GtkWidget.self)
                if gtk_widget_get_parent(popover) == host { gtk_widget_unparent(popover) }
            }
        }
        popovers.append((area, host, popover))
        let rightClick = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(rightClick.cast(), 3)
        rightClick.onClick("pressed") { [weak self] _, x, y in
            self?.openMenu(on: area, pointingAt: PageRect(x: x, y: y, width: 1, height: 1))
        }
        gtk_widget_add_controller(area, rightClick.cast())
    }

    /// Opens the right-click menu of `area` at `rect` (the area's coordinates); its items act on what is
    /// under the rectangle's centre (the mark there) and on the selection.
    private func openMenu(on area: UnsafeMutablePointer<GtkWidget>, pointingAt rect: PageRect) {
        guard let (_, host, popover) = popovers.first(where: { $0.area == area }) else { return }
        onContextMenu?(rect.x + rect.width / 2, rect.y + rect.height / 2)
        var x = rect.x, y = rect.y
        if host != area { _ = gtk_widget_translate_coordinates(area, host, rect.x, rect.y, &x, &y) }
        var point = GdkRectangle(x: Int32(x.rounded(.down)), y: Int32(y.rounded(.down)),
                                 width: Int32(max(rect.width.rounded(), 1)),
                                 height: Int32(max(rect.height.rounded(), 1)))
        gtk_popover_set_pointing_to(popover.cast(), &point)
        gtk_popover_popup(popover.cast())
    }

    /// The keyboard's right click (the Menu key, Shift+F10): the menu of the page area shown opens at the
    /// selection's last line in view (`SelectionMenuAnchor`), or in the middle of the pages when none shows.
    func openMenuFromKeyboard() {
        let area = strip.pageInputArea
        let width = Double(gtk_widget_get_width(area)), height = Double(gtk_widget_get_height(area))
        let view = PageRect(x: 0, y: 0, width: width, height: height)
        if let line = SelectionMenuAnchor.rect(for: marks.selectionAreas(in: area), in: view) {
            openMenu(on: area, pointingAt: line)
        } else {
            openMenu(on: area, pointingAt: PageRect(x: width / 2, y: height / 2, width: 1, height: 1))
        }
    }

    /// Selects all the text of the page being read (the first of a spread), as Ctrl+A does.
    func selectPage() {
        guard let session = sessions.session, let page = session.navigator.visiblePages.min(),
              let size = marks.pageSize(of: page) else { return }
        measure(selection.selectAll(onPage: page, size: size))
    }

    /// A press at (`x`, `y`) of the page area, which may become a drag: the selection's anchor goes to the
    /// page under it, or the nearest page's edge.
    private func press(atX x: Double, y: Double) {
        if let point = marks.nearestPagePoint(atX: x, y: y) { selection.press(at: point) }
    }

    /// Has the book's text queue measure `request`, and gives the model what it found.
    private func measure(_ request: SelectionModel.Request) {
        guard let text = sessions.session?.text else { return }
        text.select(page: request.page, from: .init(x: request.start.x, y: request.start.y),
                    to: .init(x: request.end.x, y: request.end.y), unit: request.unit) { [weak selection] found in
            selection?.deliver(found, for: request)
        }
    }

    private func copy() {
        // Ctrl+C is the window's while there is a page selection: in a text field it still copies the field's.
        if let focus = gtk_root_get_focus(toplevel.opaque), g_type_check_instance_is_a(focus.cast(), gtk_text_get_type()) != 0 {
            _ = gtk_widget_activate_action_variant(focus, "clipboard.copy", nil)
            return
        }
        guard let text = selection.text, !text.isEmpty else { return }
        gdk_clipboard_set_text(gtk_widget_get_clipboard(toplevel), text)
    }

    private func updateActions() {
        actions.setEnabled(.copy, selection.hasSelection)
    }
}
