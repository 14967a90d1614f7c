import CGtk
import GObjectSupport

/// The find bar over the page: the search entry, where the search is ("3 of 41"), its progress through a
/// long book, previous and next, and the button that lists every match. Widgets only; `SearchFeature` drives it.
@MainActor
final class SearchBar {
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    @Owned var entry: UnsafeMutablePointer<GtkWidget>
    @Owned private var status: UnsafeMutablePointer<GtkWidget>
    @Owned private var progress: UnsafeMutablePointer<GtkWidget>
    @Owned var resultsButton: UnsafeMutablePointer<GtkWidget>

    /// The text to find changed (after GTK's short pause in typing).
    var onChanged: ((String) -> Void)?
    /// Enter (forward) or Shift+Enter (backward) in the entry.
    var onStep: ((Bool) -> Void)?
    /// The bar closed (Escape, its close button, or the Find toggle).
    var onClosed: (() -> Void)?
    private var pause: MainLoopTimer?
    private static let typingPause: UInt32 = 250

    init(results: UnsafeMutablePointer<GtkWidget>) {
        // A plain entry with a search icon: GTK 4.8's search entry shows screen readers none of its text.
        let entry: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
        self.entry = entry
        gtk_entry_set_icon_from_icon_name(entry.cast(), GTK_ENTRY_ICON_PRIMARY, "edit-find-symbolic")
        gtk_widget_set_hexpand(entry, 1)
        AccessibleNames.nameIcons(of: entry, i18n("Find"))
        recto_object_set_string(entry.raw, "placeholder-text", i18n("Find in the book"))
        recto_accessible_set_label(entry.cast(), i18n("Find in the book"))
        let status: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.status = status
        gtk_widget_add_css_class(status, "dim-label")
        gtk_widget_add_css_class(status, "numeric")
        let progress: UnsafeMutablePointer<GtkWidget> = gtk_progress_bar_new()
        self.progress = progress
        gtk_widget_set_valign(progress, GTK_ALIGN_CENTER)
        gtk_widget_set_size_request(progress, 60, -1)
        gtk_widget_set_visible(progress, 0)
        recto_accessible_set_label(progress.cast(), i18n("Search progress"))
        let previous = IconButton.make("go-up-symbolic", action: "win.find-previous",
                                       name: i18n("Previous Match"), tooltip: i18n("Previous Match (Shift+Enter)"))
        let next = IconButton.make("go-down-symbolic", action: "win.find-next",
                                   name: i18n("Next Match"), tooltip: i18n("Next Match (Enter)"))
        let resultsButton: UnsafeMutablePointer<GtkWidget> = recto_menu_button_new()
        self.resultsButton = resultsButton
        gtk_menu_button_set_icon_name(resultsButton.cast(), "view-list-symbolic")
        Tooltip.set(resultsButton, i18n("All Matches (Ctrl+Shift+F)"))
        if let toggle = gtk_widget_get_first_child(resultsButton) {
            recto_accessible_set_label(toggle.cast(), i18n("All Matches"))
        }
        let popover = gtk_popover_new()!
        gtk_popover_set_child(popover.cast(), results)
        gtk_menu_button_set_popover(resultsButton.cast(), popover)

        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for child in [entry, status, progress, previous, next, resultsButton] { gtk_box_append(row.cast(), child) }
        gtk_widget_set_size_request(row, 420, -1)
        widget = gtk_search_bar_new()
        gtk_search_bar_set_child(widget.cast(), row)
        gtk_search_bar_set_show_close_button(widget.cast(), 1)
        Self.nameCloseButton(of: widget, besides: row)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)

        // The search starts after a short pause in typing, not at every key.
        entry.on("changed") { [weak self] in
            guard let self else { return }
            pause?.cancel()
            pause = MainLoop.after(milliseconds: Self.typingPause) { [weak self] in
                guard let self else { return }
                onChanged?(String(cString: gtk_editable_get_text(entry.cast())))
            }
        }
        entry.on("activate") { [weak self] in self?.onStep?(true) }
        let keys = gtk_event_controller_key_new()!
        keys.onKey("key-pressed") { [weak self] keyval, _, state in
            guard let self else { return false }
            if keyval == UInt32(GDK_KEY_Escape) {
                close()
                return true
            }
            let isReturn = keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter)
            guard isReturn, state.rawValue & GDK_SHIFT_MASK.rawValue != 0 else { return false }
            onStep?(false)
            return true
        }
        gtk_widget_add_controller(entry, keys)
        // "notify" passes the property's GParamSpec: the one-pointer handler.
        widget.onPointer("notify::search-mode-enabled") { [weak self] _ in
            guard let self else { return }
            let query = String(cString: gtk_editable_get_text(entry.cast()))
            if !isOpen {
                onClosed?()
            } else if !query.isEmpty {
                // Opened again over the last query, kept to type over: what it shows is searched again.
                pause?.cancel()
                onChanged?(query)
            }
        }
    }

    var isOpen: Bool { gtk_search_bar_get_search_mode(widget.cast()) != 0 }

    /// Opens the bar with the keyboard in the entry, its text selected to type over.
    func open() {
        gtk_search_bar_set_search_mode(widget.cast(), 1)
        gtk_widget_grab_focus(entry)
        gtk_editable_select_region(entry.cast(), 0, -1)
    }

    func close() { gtk_search_bar_set_search_mode(widget.cast(), 0) }

    /// Shows where the search is; `fraction` nil hides the progress bar.
    func show(status text: String, fraction: Double?) {
        gtk_label_set_text(status.cast(), text)
        recto_accessible_set_description(entry.cast(), text)
        gtk_widget_set_visible(progress, fraction == nil ? 0 : 1)
        if let fraction { gtk_progress_bar_set_fraction(progress.cast(), fraction) }
    }

    func showResults() {
        gtk_menu_button_popup(resultsButton.cast())
    }

    /// GTK 4.8 leaves the search bar's own close button unnamed: the one button under `bar` outside `row`.
    private static func nameCloseButton(
        of bar: UnsafeMutablePointer<GtkWidget>, besides row: UnsafeMutablePointer<GtkWidget>
    ) {
        var child = gtk_widget_get_first_child(bar)
        while let widget = child {
            if g_type_check_instance_is_a(widget.cast(), gtk_button_get_type()) != 0 {
                recto_accessible_set_label(widget.cast(), i18n("Close Find Bar"))
                Tooltip.set(widget, i18n("Close Find Bar (Escape)"))
            } else if widget != row {
                nameCloseButton(of: widget, besides: row)
            }
            child = gtk_widget_get_next_sibling(widget)
        }
    }
}
