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
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// A match was chosen.
    var onChoose: ((SearchMatch) -> Void)?
    /// The words for a page ("p. 12"), from the book's labels.
    var pageText: ((Int) -> String)?
    /// Asks for the words around a page's matches, for rows on screen; they come back through `show(_:ofPage:)`.
    var requestContexts: ((Int) -> Void)?

    private let list: OpaquePointer
    @Owned private var listView: UnsafeMutablePointer<GtkWidget>
    private let view: ListView
    /// Shown instead of the list while there is nothing to list.
    @Owned private var empty: UnsafeMutablePointer<GtkWidget>
    private var rows: [SearchResultRow] = []
    /// Each page's matches in context, as far as they have been read; a page is asked for once.
    private var contexts: [Int: [SearchMatch.Context]] = [:]
    private var requested: Set<Int> = []

    init() {
        // GObjectSupport's `ListView` owns the string list, the selection and the list view.
        list = gtk_string_list_new(nil)
        view = ListView(model: list, selection: .none, accessibleName: i18n("All Matches"))
        let listView: UnsafeMutablePointer<GtkWidget> = view.widget
        self.listView = listView
        gtk_list_view_set_single_click_activate(listView.cast(), 1)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scroller.cast(), listView)
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        let empty: UnsafeMutablePointer<GtkWidget> = adw_status_page_new()
        self.empty = empty
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
        contexts = [:]
        requested = []
        // One empty string a row: the row's content comes from `rows` at bind time.
        let blanks = [UnsafePointer<CChar>?](repeating: "", count: newRows.count) + [nil]
        blanks.withUnsafeBufferPointer { gtk_string_list_splice(list, 0, old, $0.baseAddress) }
        gtk_stack_set_visible_child_name(widget.cast(), newRows.isEmpty ? "empty" : "list")
    }

    /// Takes the words around `page`'s matches, and has its rows on screen show them.
    func show(_ pageContexts: [SearchMatch.Context], ofPage page: Int) {
        contexts[page] = pageContexts
        let positions = rows.indices.filter { index in
            if case let .match(match) = rows[index] { return match.page == page }
            return false
        }
        guard let first = positions.first, let last = positions.last else { return }
        // Replacing the page's rows with as many new blanks has the list bind them again.
        let count = guint(last - first + 1)
        let blanks = [UnsafePointer<CChar>?](repeating: "", count: Int(count)) + [nil]
        blanks.withUnsafeBufferPointer { gtk_string_list_splice(list, guint(first), count, $0.baseAddress) }
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
            gtk_label_set_markup(label.cast(), escaped(page) + "  " + contextMarkup(of: match))
            gtk_widget_set_margin_start(label, 12)
            gtk_list_item_set_activatable(item, 1)
        }
        if case .chapter = row { gtk_widget_set_margin_start(label, 0) }
    }

    /// The match in bold in its context, once the page's contexts are read; an ellipsis until then.
    private func contextMarkup(of match: SearchMatch) -> String {
        guard let pageContexts = contexts[match.page] else {
            if requested.insert(match.page).inserted { requestContexts?(match.page) }
            return "…"
        }
        // The contexts are the same matcher's matches as the count, but a page may have been read again since.
        guard pageContexts.indices.contains(match.ordinal) else { return "" }
        let context = pageContexts[match.ordinal]
        return escaped(context.before) + "<b>" + escaped(context.match) + "</b>" + escaped(context.after)
    }

    private func escaped(_ text: String) -> String {
        takeString(g_markup_escape_text(text, -1)) ?? ""
    }
}
