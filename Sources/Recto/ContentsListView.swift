import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// A virtualised list of contents rows (part headings and chapters). The GListStore holds only row numbers as
/// GtkStringObjects; the rows themselves stay in Swift, so 10,000 chapters cost 10,000 tiny objects and the
/// list view builds widgets only for the rows on screen.
@MainActor
final class ContentsListView {
    /// The scrolled list to place.
    let widget: UnsafeMutablePointer<GtkWidget>
    let list: UnsafeMutablePointer<GtkWidget>
    /// A chapter row was chosen (click, Enter).
    var onActivate: ((ContentsRow) -> Void)?
    /// How a page is written beside a chapter ("12", "xii").
    var pageText: (Int) -> String = { String($0 + 1) }

    private(set) var rows: [ContentsRow] = []
    private let store: OpaquePointer
    private let selection: OpaquePointer
    private var current: Int?
    private var typeAhead = ContentsTypeAhead()

    init(accessibleName: String) {
        store = g_list_store_new(gtk_string_object_get_type())
        selection = gtk_single_selection_new(OpaquePointer(g_object_ref(store.raw)))
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory = gtk_signal_list_item_factory_new()!
        list = gtk_list_view_new(OpaquePointer(g_object_ref(selection.raw)), factory)
        gtk_list_view_set_single_click_activate(list.cast(), 1)
        gtk_widget_add_css_class(list, "navigation-sidebar")
        gtk_widget_add_css_class(list, "recto-contents-list")
        recto_accessible_set_label(list.cast(), accessibleName)
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(widget.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(widget.cast(), list)
        gtk_widget_set_vexpand(widget, 1)

        factory.onPointer("setup") { item in
            if let item { ContentsRowWidget.setUp(OpaquePointer(item)) }
        }
        factory.onPointer("bind") { [weak self] item in
            guard let self, let item else { return }
            bind(OpaquePointer(item))
        }
        list.onInt("activate") { [weak self] position in
            guard let self, rows.indices.contains(Int(position)), case .entry = rows[Int(position)].kind else { return }
            onActivate?(rows[Int(position)])
        }
        let keys = gtk_event_controller_key_new()!
        // Capture: the focused row widget would otherwise see the letters first.
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak self] keyval, _, state in
            self?.typeAhead(keyval: keyval, state: state) ?? false
        }
        gtk_widget_add_controller(list, keys)
    }

    /// Replaces the rows, marking `current` (an index into `rows`) as the chapter being read.
    func setRows(_ newRows: [ContentsRow], current newCurrent: Int?) {
        let removed = rows.count
        rows = newRows
        current = newCurrent
        var objects: [gpointer?] = newRows.indices.map { index in gtk_string_object_new(String(index)).map { $0.raw } }
        g_list_store_splice(store, 0, guint(removed), &objects, guint(objects.count))
        objects.forEach { g_object_unref($0) }
    }

    /// Moves the "you are here" mark, rebinding only the two rows concerned.
    func markCurrent(_ index: Int?) {
        let previous = current
        current = index
        for row in Set([previous, index].compactMap { $0 }) where rows.indices.contains(row) {
            var item: gpointer? = gtk_string_object_new(String(row)).map { $0.raw }
            g_list_store_splice(store, guint(row), 1, &item, 1)
            g_object_unref(item)
        }
    }

    /// Selects `index` and scrolls it into view.
    func reveal(_ index: Int) {
        guard rows.indices.contains(index) else { return }
        recto_list_view_select(list, guint(index))
        recto_list_view_scroll_to(list, guint(index))
    }

    /// Selects `index` and puts the keyboard focus on its row, so the focus ring and Enter agree with the mark.
    /// GTK 4.8 has no call for focusing a row by position: once the row is scrolled into view (next idle), its
    /// widget is found among the list's children by the row number `bind` left on it.
    func focus(_ index: Int) {
        reveal(index)
        gtk_widget_grab_focus(list)
        MainLoop.post { [weak self] in
            guard let self else { return }
            var child = gtk_widget_get_first_child(list)
            while let row = child {
                if let content = gtk_widget_get_first_child(row), Self.rowNumber(of: content) == index {
                    gtk_widget_grab_focus(row)
                    return
                }
                child = gtk_widget_get_next_sibling(row)
            }
        }
    }

    private static let rowNumberKey = "recto-contents-row"

    private static func rowNumber(of widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        guard let stored = g_object_get_data(widget.cast(), rowNumberKey) else { return nil }
        return Int(bitPattern: stored) - 1
    }

    /// The selected row, if it is a chapter.
    var selectedRow: ContentsRow? {
        let index = Int(gtk_single_selection_get_selected(selection))
        guard rows.indices.contains(index) else { return nil }
        return rows[index]
    }

    private func bind(_ item: OpaquePointer) {
        guard let object = gtk_list_item_get_item(item),
              let index = Int(String(cString: gtk_string_object_get_string(OpaquePointer(object)))),
              rows.indices.contains(index) else { return }
        let row = rows[index]
        let isEntry: Bool = if case .entry = row.kind { true } else { false }
        gtk_list_item_set_selectable(item, isEntry ? 1 : 0)
        gtk_list_item_set_activatable(item, isEntry ? 1 : 0)
        ContentsRowWidget.bind(
            item, row: row, page: row.page.map(pageText), isCurrent: index == current)
        if let content = gtk_list_item_get_child(item) {
            // Stored plus one, so that row 0 is not a null pointer.
            g_object_set_data(content.cast(), Self.rowNumberKey, UnsafeMutableRawPointer(bitPattern: index + 1))
        }
    }

    private func typeAhead(keyval: UInt32, state: GdkModifierType) -> Bool {
        let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
        // Enter opens the selected chapter: type-ahead moves the selection, and GTK 4.8 cannot move the
        // keyboard focus to a row, so the focused row may lag behind (arrows move both together).
        if keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter), let row = selectedRow,
           case .entry = row.kind {
            onActivate?(row)
            return true
        }
        let character = gdk_keyval_to_unicode(keyval)
        let continuesTitle = character == 32 && typeAhead.isTyping()
        guard modifiers == 0, character > 32 || continuesTitle, let scalar = Unicode.Scalar(character) else {
            return false
        }
        let start = Int(gtk_single_selection_get_selected(selection))
        guard let match = typeAhead.type(String(Character(scalar)), in: rows, from: rows.indices.contains(start) ? start : 0)
        else { return true }
        reveal(match)
        return true
    }
}
