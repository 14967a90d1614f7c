import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The "notes" page of the window: the list of the book's notes with its jump index, or, when there are none,
/// a "No Notes" page that offers to add one. It reports what the reader does; `NotesFeature` decides.
@MainActor
final class NotesView {
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    let list = NotesListModel()
    let jumpIndex = JumpIndex()
    /// A note row was activated (Enter, double click).
    var onActivate: ((Int) -> Void)?
    /// Delete was pressed with a row selected.
    var onDeleteSelected: ((Int) -> Void)?

    @Owned private var listPage: UnsafeMutablePointer<GtkWidget>
    @Owned private var emptyPage: UnsafeMutablePointer<GtkWidget>
    @Owned private var loadingPage: UnsafeMutablePointer<GtkWidget>
    @Owned private var addButton: UnsafeMutablePointer<GtkWidget>

    init() {
        NotesStyle.install()
        let clamp = adw_clamp_scrollable_new()!
        adw_clamp_scrollable_set_maximum_size(clamp.cast(), 760)
        adw_clamp_scrollable_set_tightening_threshold(clamp.cast(), 560)
        adw_clamp_scrollable_set_child(clamp.cast(), list.listView)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.cast(), clamp)
        gtk_widget_set_hexpand(scroller, 1)
        // Not a stop of its own for Tab: an unnamed scroller says nothing to a screen reader.
        gtk_widget_set_focusable(scroller, 0)
        // Tab goes into the list's rows, not onto the unnamed scroller around them.
        gtk_widget_set_focusable(scroller, 0)

        let listPage = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(listPage, "view")
        gtk_box_append(listPage.cast(), scroller)
        gtk_box_append(listPage.cast(), jumpIndex.widget)

        let addButton: UnsafeMutablePointer<GtkWidget> = TextButton.pill(i18n("_Add Note"), action: "win.add-note")
        self.addButton = addButton
        Tooltip.set(addButton, i18n("Add a Note on This Page (Ctrl+N)"))
        let empty = adw_status_page_new()!
        adw_status_page_set_icon_name(empty.cast(), "document-edit-symbolic")
        adw_status_page_set_title(empty.cast(), i18n("No Notes"))
        adw_status_page_set_description(
            empty.cast(), i18n("Notes you add to this book are listed here by their first letter."))
        adw_status_page_set_child(empty.cast(), addButton)

        // Two children of which one is shown, rather than a stack: a stack keeps its hidden page in the
        // accessibility tree, and a screen reader would find "No Notes" beside a full list.
        self.listPage = listPage
        emptyPage = empty
        loadingPage = LoadingSpinner.make(i18n("Loading Notes"))
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        for page in [listPage, empty, loadingPage] {
            gtk_widget_set_vexpand(page, 1)
            gtk_box_append(widget.cast(), page)
        }
        show(.empty)

        list.listView.onInt("activate") { [weak self] position in self?.onActivate?(Int(UInt32(bitPattern: position))) }
        let listKeys = gtk_event_controller_key_new()!
        listKeys.onKey("key-pressed") { [weak self] keyval, _, state in
            guard let self, keyval == UInt32(GDK_KEY_Delete) || keyval == UInt32(GDK_KEY_KP_Delete),
                  state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0, let selected = list.selectedPosition
            else { return false }
            onDeleteSelected?(selected)
            return true
        }
        gtk_widget_add_controller(list.listView, listKeys)
        // Escape is the window's (`ReaderWindow.installViewMode`): it also reaches the header's buttons.
    }

    /// What the page shows.
    enum State {
        /// A spinner: the notes are still being read (a large file takes a moment).
        case loading
        /// "No Notes" with the Add Note button.
        case empty
        /// The list and its jump index.
        case list
    }

    /// Shows the list, the "No Notes" page or the spinner.
    func show(_ state: State) {
        gtk_widget_set_visible(listPage, state == .list ? 1 : 0)
        gtk_widget_set_visible(emptyPage, state == .empty ? 1 : 0)
        gtk_widget_set_visible(loadingPage, state == .loading ? 1 : 0)
        if state == .loading { gtk_spinner_start(loadingPage.cast()) } else { gtk_spinner_stop(loadingPage.cast()) }
    }

    /// Moves keyboard focus into the page: the selected or first row, or the Add Note button.
    func takeFocus() {
        gtk_widget_grab_focus(gtk_widget_get_visible(emptyPage) != 0 ? addButton : list.listView)
    }
}
