import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// One book in the library list: title, author, progress, and a button for its menu (`LibraryRowMenu`, shared
/// by all rows). The list view recycles rows, so one `LibraryRow` shows different books over its life.
@MainActor
final class LibraryRow {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let author: UnsafeMutablePointer<GtkWidget>
    private let progress: UnsafeMutablePointer<GtkWidget>
    private let menuButton: UnsafeMutablePointer<GtkWidget>
    /// The book shown now, while bound.
    var path: LibraryPath?
    /// The row id of that book, the target of its menu's actions.
    private(set) var id: String?
    /// The reader asked for this row's menu: from the button (no point), or a right click at a point.
    var onMenu: ((LibraryRow, _ at: UnsafeMutablePointer<GtkWidget>, _ x: Double?, _ y: Double?) -> Void)?
    private var entry: LibraryEntry?

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_add_css_class(widget, "recto-library-row")
        gtk_widget_set_margin_top(widget, 4)
        gtk_widget_set_margin_bottom(widget, 4)
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(text, 1)
        gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
        title = Self.label(classes: ["heading"])
        gtk_label_set_lines(title.cast(), 2)
        gtk_label_set_wrap(title.cast(), 1)
        gtk_label_set_wrap_mode(title.cast(), PANGO_WRAP_WORD_CHAR)
        author = Self.label(classes: ["caption"])
        progress = Self.label(classes: ["caption", "dim-label", "numeric"])
        for label in [title, author, progress] { gtk_box_append(text.cast(), label) }

        menuButton = gtk_button_new_from_icon_name("view-more-symbolic")
        gtk_widget_add_css_class(menuButton, "flat")
        gtk_widget_set_valign(menuButton, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(menuButton, i18n("Book Menu"))
        gtk_box_append(widget.cast(), text)
        gtk_box_append(widget.cast(), menuButton)

        let button = menuButton
        menuButton.on("clicked") { [weak self] in
            guard let self else { return }
            onMenu?(self, button, nil, nil)
        }
        let rightClick = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(rightClick.cast(), UInt32(GDK_BUTTON_SECONDARY))
        let row = widget
        rightClick.onClick("pressed") { [weak self] _, x, y in
            guard let self else { return }
            onMenu?(self, row, x, y)
        }
        gtk_widget_add_controller(widget, rightClick.cast())
    }

    /// Shows `entry`; `id` is the row's action target (see `LibrarySidebar`); `isOpen` marks the book the
    /// window shows.
    func show(_ entry: LibraryEntry, id: String, isOpen: Bool) {
        path = entry.id
        self.id = id
        self.entry = entry
        gtk_label_set_text(title.cast(), entry.title)
        gtk_label_set_text(author.cast(), entry.author ?? "")
        gtk_widget_set_visible(author, entry.author == nil ? 0 : 1)
        let progressText = LibraryText.progress(of: entry)
        gtk_label_set_text(progress.cast(), progressText ?? "")
        gtk_widget_set_visible(progress, progressText == nil ? 0 : 1)
        // File name as tooltip: titles from metadata can hide which file a row is.
        gtk_widget_set_tooltip_text(widget, entry.item.fileName)
        markOpen(isOpen)
        recto_accessible_set_label(menuButton.cast(), String(format: i18n("Menu for “%@”"), entry.title))
    }

    /// Says whether this is the open book. The selection shows it on screen, but GTK 4.8 does not report a
    /// list view's selection to screen readers, so the row's description says it.
    func markOpen(_ isOpen: Bool) {
        guard let entry else { return }
        recto_accessible_set_description(widget.cast(), LibraryText.accessibleDescription(of: entry, isOpen: isOpen))
    }

    private static func label(classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(label.cast(), 0)
        gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
        // Without a limit a long title would ask for the whole window's width and push the pages aside.
        gtk_label_set_max_width_chars(label.cast(), 26)
        gtk_label_set_width_chars(label.cast(), 12)
        for name in classes { gtk_widget_add_css_class(label, name) }
        return label
    }
}
