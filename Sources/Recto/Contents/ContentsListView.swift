import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// A virtualised, folding list of contents rows: a GtkListView over a GtkTreeListModel. The models hold only
/// row numbers (GtkStringObjects) of a `ContentsTree`; a level's objects are made when it is unfolded, and the
/// list view builds widgets only for the rows on screen, so a 1,400-entry outline costs a screenful of widgets.
///
/// Ownership: the root store goes to the tree model, and the tree model to GObjectSupport's `ListView`, whose
/// rule holds for the rest; the pointers kept here are the ones `ListView` holds references on, or the root
/// store, which the tree model keeps.
@MainActor
final class ContentsListView {
    /// The scrolled list to place.
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    @Owned var list: UnsafeMutablePointer<GtkWidget>
    /// A chapter row was chosen (click, Enter).
    var onActivate: ((ContentsRow) -> Void)?
    /// How a page is written beside a chapter ("12", "xii").
    var pageText: (Int) -> String = { String($0 + 1) }

    private(set) var tree = ContentsTree(rows: [])
    var rows: [ContentsRow] { tree.rows }
    private let root: OpaquePointer
    private let treeModel: OpaquePointer
    private let selection: OpaquePointer
    private let listView: ListView
    private var current: Int?
    /// The expander widget of each row on screen, by row number, to move the "you are here" mark in place.
    private var bound: [Int: UnsafeMutablePointer<GtkWidget>] = [:]
    private var typeAhead = ContentsTypeAhead()
    /// The wait for the list to draw before a row takes the focus (see `focus`), and that row.
    private var pendingFocus: SignalConnection?
    private var focusTarget: Int?

    init(accessibleName: String) {
        root = g_list_store_new(gtk_string_object_get_type())
        // The tree model is made before `self` exists; the relay reaches self once it does.
        let relay = Relay()
        treeModel = TreeListModel.make(root: root) { item in relay.owner?.childModel(of: item) }
        listView = ListView(model: treeModel, selection: .single, accessibleName: accessibleName)
        selection = listView.selection
        let list: UnsafeMutablePointer<GtkWidget> = listView.widget
        self.list = list
        gtk_list_view_set_single_click_activate(list.cast(), 1)
        gtk_widget_add_css_class(list, "navigation-sidebar")
        gtk_widget_add_css_class(list, "recto-contents-list")
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(widget.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(widget.cast(), list)
        gtk_widget_set_vexpand(widget, 1)

        relay.owner = self
        listView.setup = { item in ContentsRowWidget.setUp(item) }
        listView.bind = { [weak self] item in self?.bind(item) }
        listView.unbind = { [weak self] item in self?.unbind(item) }
        list.onInt("activate") { [weak self] position in
            guard let self, let index = rowNumber(atPosition: guint(position)), case .entry = rows[index].kind else {
                return
            }
            onActivate?(rows[index])
        }
        let keys = gtk_event_controller_key_new()!
        // Capture: the focused row widget would otherwise see the letters first.
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak self] keyval, _, state in
            self?.key(keyval: keyval, state: state) ?? false
        }
        gtk_widget_add_controller(list, keys)
    }

    /// Replaces the rows, marking `current` (a row of `newTree`) as the chapter being read, and unfolds the
    /// rows `ContentsTree.initiallyExpanded` names.
    func setTree(_ newTree: ContentsTree, current newCurrent: Int?) {
        tree = newTree
        current = newCurrent
        bound = [:]
        // A focus on its way belongs to the rows being replaced.
        pendingFocus?.disconnect()
        focusTarget = nil
        var objects: [gpointer?] = newTree.topLevel.map { gtk_string_object_new(String($0)).map { $0.raw } }
        g_list_store_splice(root, 0, g_list_model_get_n_items(root), &objects, guint(objects.count))
        objects.forEach { g_object_unref($0) }
        expand(newTree.initiallyExpanded(current: newCurrent))
    }

    /// Moves the "you are here" mark, redrawing only the two rows concerned, if they are on screen.
    func markCurrent(_ index: Int?) {
        let previous = current
        current = index
        for row in Set([previous, index].compactMap { $0 }) {
            guard let expander = bound[row], let box = ContentsRowWidget.box(in: expander) else { continue }
            ContentsRowWidget.bind(box, row: rows[row], page: rows[row].page.map(pageText), isCurrent: row == current)
        }
    }

    /// Unfolds the rows leading to `index`, selects it and scrolls it into view.
    func reveal(_ index: Int) {
        guard let position = position(revealing: index) else { return }
        recto_list_view_select(list, position)
        recto_list_view_scroll_to(list, position)
    }

    /// Selects `index` and puts the keyboard focus on its row, so the focus ring and Enter agree with the mark.
    ///
    /// GTK 4.8 has no call for focusing a row by position, and focusing the list would focus (and scroll back
    /// to) the row it last had: once the list has drawn itself scrolled to the row, its widget is found among
    /// the list's children by the row number `bind` left on it.
    func focus(_ index: Int) {
        reveal(index)
        focusTarget = index
        // A list that has not been allocated yet (the contents page has just been mapped) cannot scroll: the
        // scroll is asked again once it has drawn itself, and the row takes the focus after the next frame.
        afterNextPaint { [weak self] in
            guard let self, let position = position(revealing: index) else { return }
            recto_list_view_scroll_to(list, position)
            afterNextPaint { [weak self] in self?.focusRow(index) }
        }
    }

    /// Runs `body` once, after the list's next frame (at once when it is not realized).
    private func afterNextPaint(_ body: @escaping @MainActor () -> Void) {
        pendingFocus?.disconnect()
        guard let clock = gtk_widget_get_frame_clock(list) else { return body() }
        var connection: SignalConnection?
        connection = clock.on("after-paint") {
            connection?.disconnect()
            connection = nil
            body()
        }
        pendingFocus = connection
        gtk_widget_queue_draw(list)
    }

    private func focusRow(_ index: Int) {
        focusTarget = nil
        var child = gtk_widget_get_first_child(list)
        while let row = child {
            if let content = gtk_widget_get_first_child(row), Self.rowNumber(of: content) == index,
               gtk_widget_get_mapped(row) != 0 {
                gtk_widget_grab_focus(row)
                return
            }
            child = gtk_widget_get_next_sibling(row)
        }
        gtk_widget_grab_focus(list)
    }

    /// The selected row's number in `tree`.
    var selectedIndex: Int? {
        guard let row = gtk_single_selection_get_selected_item(selection) else { return nil }
        return TreeListModel.item(ofRow: row).flatMap { Self.number(of: $0.pointer) }
    }

    /// The selected row.
    var selectedRow: ContentsRow? {
        selectedIndex.map { rows[$0] }
    }

    /// The row keys act on: the one with the keyboard focus, else the selected one. Not simply the selection:
    /// with single-click activation, GTK selects the row under the pointer as it passes.
    var activeRow: ContentsRow? {
        activeIndex.map { rows[$0] }
    }

    /// The number of `activeRow`.
    var activeIndex: Int? {
        focusTarget ?? focusedIndex ?? selectedIndex
    }

    // MARK: Rows

    private static let rowNumberKey = "recto-contents-row"

    private static func rowNumber(of widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        guard let stored = g_object_get_data(widget.cast(), rowNumberKey) else { return nil }
        return Int(bitPattern: stored) - 1
    }

    /// The row number a model item (a GtkStringObject) carries.
    private static func number(of item: gpointer) -> Int? {
        guard let text = gtk_string_object_get_string(OpaquePointer(item)) else { return nil }
        return Int(String(cString: text))
    }

    private func rowNumber(atPosition position: guint) -> Int? {
        guard let item = TreeListModel.item(at: position, in: treeModel),
              let index = Self.number(of: item.pointer), rows.indices.contains(index) else { return nil }
        return index
    }

    /// The nested rows of an unfolded row, as a new store (transfer full), or nil for a row without children.
    private func childModel(of item: gpointer) -> OpaquePointer? {
        guard let index = Self.number(of: item) else { return nil }
        let children = tree.children(of: index)
        guard !children.isEmpty else { return nil }
        let store = g_list_store_new(gtk_string_object_get_type())!
        var objects: [gpointer?] = children.map { gtk_string_object_new(String($0)).map { $0.raw } }
        g_list_store_splice(store, 0, 0, &objects, guint(objects.count))
        objects.forEach { g_object_unref($0) }
        return store
    }

    /// Unfolds `rows` (each one's ancestors among them), top to bottom, so a level shows before its children
    /// are looked for. Costs one step per row shown, never one per row of the whole tree.
    private func expand(_ rows: Set<Int>) {
        guard !rows.isEmpty else { return }
        var position: guint = 0
        while position < g_list_model_get_n_items(treeModel) {
            if let row = gtk_tree_list_model_get_row(treeModel, position) {
                if let item = TreeListModel.item(ofRow: row.raw), let index = Self.number(of: item.pointer),
                   rows.contains(index) {
                    gtk_tree_list_row_set_expanded(row, 1)
                }
                g_object_unref(row.raw)
            }
            position += 1
        }
    }

    /// Unfolds the ancestors of `index` and returns its position in the list.
    private func position(revealing index: Int) -> guint? {
        guard let path = tree.siblingPath(to: index), let first = path.first,
              var row = gtk_tree_list_model_get_child_row(treeModel, guint(first)) else { return nil }
        for place in path.dropFirst() {
            gtk_tree_list_row_set_expanded(row, 1)
            let child = gtk_tree_list_row_get_child_row(row, guint(place))
            g_object_unref(row.raw)
            guard let child else { return nil }
            row = child
        }
        defer { g_object_unref(row.raw) }
        return gtk_tree_list_row_get_position(row)
    }

    private func bind(_ item: OpaquePointer) {
        guard let listRow = gtk_list_item_get_item(item), let expander = gtk_list_item_get_child(item),
              let box = ContentsRowWidget.box(in: expander),
              let object = TreeListModel.item(ofRow: listRow), let index = Self.number(of: object.pointer),
              rows.indices.contains(index) else { return }
        gtk_tree_expander_set_list_row(expander.cast(), OpaquePointer(listRow))
        let row = rows[index]
        let isEntry: Bool = if case .entry = row.kind { true } else { false }
        gtk_list_item_set_selectable(item, isEntry ? 1 : 0)
        gtk_list_item_set_activatable(item, isEntry ? 1 : 0)
        ContentsRowWidget.bind(box, row: row, page: row.page.map(pageText), isCurrent: index == current)
        // Stored plus one, so that row 0 is not a null pointer.
        g_object_set_data(expander.cast(), Self.rowNumberKey, UnsafeMutableRawPointer(bitPattern: index + 1))
        bound[index] = expander
    }

    private func unbind(_ item: OpaquePointer) {
        guard let expander = gtk_list_item_get_child(item) else { return }
        if let index = Self.rowNumber(of: expander), bound[index] == expander { bound[index] = nil }
        g_object_set_data(expander.cast(), Self.rowNumberKey, nil)
        gtk_tree_expander_set_list_row(expander.cast(), nil)
    }

    // MARK: Keys

    private func key(keyval: UInt32, state: GdkModifierType) -> Bool {
        let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
        // Enter opens the chapter keys act on (see `activeRow`); handled here, ahead of the focused row, so that
        // the row type-ahead found opens even while its focus is still on its way (see `focus`).
        if keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter), let row = activeRow,
           case .entry = row.kind {
            onActivate?(row)
            return true
        }
        if modifiers == 0, fold(keyval: keyval) { return true }
        return typeAhead(keyval: keyval, modifiers: modifiers & ~GDK_SHIFT_MASK.rawValue)
    }

    /// Right (or +) unfolds the row with the keyboard focus, Left (or -) folds it, or, on a folded or plain row,
    /// goes to its parent. The focused row rather than the selected one: with single-click activation, GTK
    /// selects the row under the pointer as it passes.
    private func fold(keyval: UInt32) -> Bool {
        let unfold = keyval == UInt32(GDK_KEY_Right) || keyval == UInt32(GDK_KEY_plus) || keyval == UInt32(GDK_KEY_KP_Add)
        let fold = keyval == UInt32(GDK_KEY_Left) || keyval == UInt32(GDK_KEY_minus) || keyval == UInt32(GDK_KEY_KP_Subtract)
        guard unfold || fold, let index = focusedIndex ?? selectedIndex, let position = position(revealing: index),
              let row = gtk_tree_list_model_get_row(treeModel, position) else { return false }
        defer { g_object_unref(row.raw) }
        let expanded = gtk_tree_list_row_get_expanded(row) != 0
        if unfold {
            if tree.hasChildren(index), !expanded { gtk_tree_list_row_set_expanded(row, 1) }
        } else if expanded {
            gtk_tree_list_row_set_expanded(row, 0)
        } else if let parent = tree.parent(of: index) {
            focus(parent)
        }
        return true
    }

    /// The row number of the row holding the keyboard focus, if it is in this list.
    private var focusedIndex: Int? {
        guard let root = gtk_widget_get_root(list), var widget = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(widget, list) != 0 else { return nil }
        while let parent = gtk_widget_get_parent(widget), parent != list { widget = parent }
        return gtk_widget_get_first_child(widget).flatMap { Self.rowNumber(of: $0) }
    }

    private func typeAhead(keyval: UInt32, modifiers: UInt32) -> Bool {
        let character = gdk_keyval_to_unicode(keyval)
        let continuesTitle = character == 32 && typeAhead.isTyping()
        guard modifiers == 0, character > 32 || continuesTitle, let scalar = Unicode.Scalar(character) else {
            return false
        }
        let start = focusedIndex ?? selectedIndex ?? 0
        guard let match = typeAhead.type(String(Character(scalar)), in: rows, from: start) else { return true }
        focus(match)
        return true
    }
}

/// Holds a list weakly for the tree model's children closure, which is made before the list is.
@MainActor
private final class Relay {
    weak var owner: ContentsListView?
}
