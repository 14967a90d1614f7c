import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Every match of a search, under the chapter each is in, with some text on either side and the match in
/// bold; choosing one goes there. A list view over a string list of placeholders, so only the rows on screen
/// are built, whatever the number of matches.
@MainActor
final class SearchResultsList {
    /// The scrolled list (or its empty state), for the results popover.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// A match was chosen.
    var onChoose: ((SearchMatch) -> Void)?
    /// The words for a page ("p. 12"), from the book's labels.
    var pageText: ((Int) -> String)?

    private let list: OpaquePointer
    private let listView: UnsafeMutablePointer<GtkWidget>
    private let view: ListView
    /// Shown instead of the list while there is nothing to list.
    private let empty: UnsafeMutablePointer<GtkWidget>
    private var rows: [SearchResultRow] = []

    init() {
        // GObjectSupport's `ListView` owns the string list, the selection and the list view.
        list = gtk_string_list_new(nil)
        view = ListView(model: list, selection: .none, accessibleName: i18n("All Matches"))
        listView = view.widget
        gtk_list_view_set_single_click_activate(listView.cast(), 1)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scroller.cast(), listView)
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        empty = adw_status_page_new()
        adw_status_page_set_icon_name(empty.cast(), "edit-find-symbolic")
        adw_status_page_set_title(empty.cast(), i18n("No Matches"))
        gtk_widget_add_css_class(empty, "compact")
        widget = gtk_stack_new()
        gtk_stack_add_named(widget.cast(), scroller, "list")
        gtk_stack_add_named(widget.cast(), empty, "empty")
        gtk_stack_set_visible_child_name(widget.cast(), "empty")
        gtk_widget_set_size_request(widget, 420, 360)

        view.setup = { item in
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(label.cast(), 0)
            gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
            gtk_widget_set_margin_top(label, 4)
            gtk_widget_set_margin_bottom(label, 4)
            gtk_list_item_set_child(item, label)
        }
        view.bind = { [weak self] item in
            guard let self, let label = ListView.child(of: item) else { return }
            let position = ListView.position(of: item)
            guard rows.indices.contains(position) else { return }
            bind(label, to: rows[position], item: item)
        }
        listView.onInt("activate") { [weak self] position in
            guard let self, rows.indices.contains(Int(position)), case let .match(match) = rows[Int(position)] else {
                return
            }
            onChoose?(match)
        }
    }

    /// Shows `rows`, replacing what was listed.
    func show(_ newRows: [SearchResultRow]) {
        let old = guint(rows.count)
        rows = newRows
        // One empty string a row: the row's content comes from `rows` at bind time.
        let blanks = [UnsafePointer<CChar>?](repeating: "", count: newRows.count) + [nil]
        blanks.withUnsafeBufferPointer { gtk_string_list_splice(list, 0, old, $0.baseAddress) }
        gtk_stack_set_visible_child_name(widget.cast(), newRows.isEmpty ? "empty" : "list")
    }

    /// Gives the list the keyboard at `match`'s row (the current match), scrolled into view.
    func focus(on match: SearchMatch?) {
        let position = rows.firstIndex { row in
            if case let .match(listed) = row { return listed == match }
            return false
        } ?? 0
        guard !rows.isEmpty else { return }
        recto_list_view_scroll_to(listView, guint(position))
        gtk_widget_grab_focus(listView)
    }

    private func bind(_ label: UnsafeMutablePointer<GtkWidget>, to row: SearchResultRow, item: OpaquePointer) {
        switch row {
        case let .chapter(title):
            gtk_label_set_markup(label.cast(), "<b>" + escaped(title ?? i18n("Before the First Chapter")) + "</b>")
            gtk_list_item_set_activatable(item, 0)
        case let .match(match):
            let page = pageText?(match.page) ?? String(match.page + 1)
            let context = escaped(match.context.before) + "<b>" + escaped(match.context.match) + "</b>"
                + escaped(match.context.after)
            gtk_label_set_markup(label.cast(), escaped(page) + "  " + context)
            gtk_widget_set_margin_start(label, 12)
            gtk_list_item_set_activatable(item, 1)
        }
        if case .chapter = row { gtk_widget_set_margin_start(label, 0) }
    }

    private func escaped(_ text: String) -> String {
        takeString(g_markup_escape_text(text, -1)) ?? ""
    }
}
