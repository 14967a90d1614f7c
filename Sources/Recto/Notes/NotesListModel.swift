import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The GTK side of the notes list: a GListStore with one placeholder object per flat row (section headers and
/// notes), a single-selection model over it and the row factory. The rows' content comes from `row(at:)`, the
/// core collection, looked up by position at bind time; every change to the collection is mirrored here by a
/// splice of exactly the rows it touched, so positions always agree.
@MainActor
final class NotesListModel {
    /// The list view, ready to go in a scrolled window.
    @Owned var listView: UnsafeMutablePointer<GtkWidget>
    /// The flat row at a position, from the core collection (nil while no notes are loaded).
    var row: ((Int) -> IndexedRow<Note>?)?
    /// The words for the page a note was taken on ("p. 12").
    var pageText: ((Int) -> String)?
    /// A row's delete button was pressed.
    var onDelete: ((UUID) -> Void)?

    private let store: OpaquePointer
    private let selection: OpaquePointer
    private let list: ListView
    /// The Swift side of each row widget GTK made, by its GtkListItem.
    private var rows: [UnsafeMutableRawPointer: NoteRow] = [:]

    init() {
        // GObjectSupport's `ListView` owns the store, the selection and the list view (see its ownership rule).
        store = g_list_store_new(gtk_string_object_get_type())
        list = ListView(model: store, selection: .single, accessibleName: i18n("Notes"))
        selection = list.selection
        listView = list.widget
        gtk_widget_add_css_class(listView, "recto-notes-list")

        list.setup = { [weak self] item in
            guard let self else { return }
            let row = NoteRow()
            row.onDelete = { [weak self] id in self?.onDelete?(id) }
            rows[item.raw] = row
            gtk_list_item_set_child(item, row.widget)
        }
        list.bind = { [weak self] item in
            guard let self, let view = rows[item.raw] else { return }
            bind(view, to: item)
        }
        list.teardown = { [weak self] item in self?.rows[item.raw] = nil }
    }

    /// The number of flat rows shown.
    var count: Int { list.count }

    /// The selected flat row, if any.
    var selectedPosition: Int? { list.selectedPosition }

    /// Replaces every row (a book was opened or closed): `count` rows from the collection.
    func reset(count newCount: Int) {
        splice(at: 0, removing: count, adding: newCount)
    }

    /// Mirrors one change of the collection (applied to it already).
    func apply(_ change: IndexedChange) {
        splice(at: change.position, removing: change.removedCount, adding: change.addedCount)
    }

    /// Selects a row (a note; headers cannot be selected) and scrolls it into view; when the list is on screen,
    /// keyboard focus moves to it too, so Enter and Delete act on the row that looks chosen.
    func select(_ position: Int) {
        guard position >= 0, position < count else { return }
        gtk_selection_model_select_item(selection, guint(position), 1)
        // Scrolling to an item also makes it the row that takes focus when the list does (GTK 4.8).
        recto_list_view_scroll_to(listView, guint(position))
        if gtk_widget_get_mapped(listView) != 0 { gtk_widget_grab_focus(listView) }
    }

    /// Scrolls so that the row at `position` is at the top (as far as the list can scroll).
    func scrollToTop(_ position: Int) {
        guard position >= 0, position < count,
              let scrolled = gtk_widget_get_ancestor(listView, gtk_scrolled_window_get_type()),
              let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.cast())
        else { return }
        // GTK 4.8 scrolls an item into view by the least movement: it lands at the bottom edge when it lies
        // below. Coming from the end of the list, the row lies above the view, so it lands at the top instead.
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
        recto_list_view_scroll_to(listView, guint(position))
    }

    private func bind(_ view: NoteRow, to item: OpaquePointer) {
        let position = Int(gtk_list_item_get_position(item))
        guard let row, position < count, let content = row(position) else { return }
        // The row takes the focus (Tab reaches it) and has the name a screen reader says for it.
        let rowWidget: UnsafeMutablePointer<GtkWidget>? = view.widget
        switch content {
        case .header(let title, _):
            view.showHeader(title)
            gtk_list_item_set_selectable(item, 0)
            gtk_list_item_set_activatable(item, 0)
            if let rowWidget { recto_accessible_set_label(rowWidget.cast(), title) }
        case .item(let note, _, _):
            let page = pageText?(note.pageIndex) ?? ""
            view.showNote(note, pageText: page)
            gtk_list_item_set_selectable(item, 1)
            gtk_list_item_set_activatable(item, 1)
            if let rowWidget { recto_accessible_set_label(rowWidget.cast(), note.indexTitle + ", " + page) }
        }
    }

    /// Replaces `removing` rows at `position` with `adding` fresh placeholders. Each row gets its own object:
    /// GTK recognises rows by object, and a shared one could keep a recycled row showing stale content.
    private func splice(at position: Int, removing: Int, adding: Int) {
        var additions: [gpointer?] = (0..<adding).map { _ in gpointer(gtk_string_object_new("")) }
        additions.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(store, guint(position), guint(removing), buffer.baseAddress, guint(adding))
        }
        for object in additions { g_object_unref(object) } // the store holds them now
    }
}
