import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// One book in the library list: title, author, progress, and a button for its menu (`LibraryRowMenu`, shared
/// by all rows); in selection mode, a check button instead of the menu, and a click marks the book.
/// The list view recycles rows, so one `LibraryRow` shows different books over its life.
@MainActor
final class LibraryRow {
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    @Owned private var title: UnsafeMutablePointer<GtkWidget>
    @Owned private var author: UnsafeMutablePointer<GtkWidget>
    @Owned private var progress: UnsafeMutablePointer<GtkWidget>
    @Owned private var menuButton: UnsafeMutablePointer<GtkWidget>
    @Owned private var check: UnsafeMutablePointer<GtkWidget>
    /// The book shown now, while bound.
    var path: LibraryPath?
    /// The row id of that book, the target of its menu's actions.
    private(set) var id: String?
    /// The reader asked for this row's menu: from the button (no point), or a right click at a point.
    var onMenu: ((LibraryRow, _ at: UnsafeMutablePointer<GtkWidget>, _ x: Double?, _ y: Double?) -> Void)?
    /// The reader marked or unmarked this book in selection mode.
    var onMarked: ((LibraryRow, Bool) -> Void)?
    private var entry: LibraryEntry?
    private var selecting = false
    /// Set while the row shows a mark it was given, so that is not taken for the reader's click.
    private var showingMark = false

    init() {
        let widget: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        self.widget = widget
        gtk_widget_add_css_class(widget, "recto-library-row")
        gtk_widget_set_margin_top(widget, 4)
        gtk_widget_set_margin_bottom(widget, 4)
        let text = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(text, 1)
        gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
        let title: UnsafeMutablePointer<GtkWidget> = Self.label(classes: ["heading"])
        self.title = title
        gtk_label_set_lines(title.cast(), 2)
        gtk_label_set_wrap(title.cast(), 1)
        gtk_label_set_wrap_mode(title.cast(), PANGO_WRAP_WORD_CHAR)
        let author: UnsafeMutablePointer<GtkWidget> = Self.label(classes: ["caption"])
        self.author = author
        let progress: UnsafeMutablePointer<GtkWidget> = Self.label(classes: ["caption", "dim-label", "numeric"])
        self.progress = progress
        for label in [title, author, progress] { gtk_box_append(text.cast(), label) }

        let menuButton: UnsafeMutablePointer<GtkWidget> = gtk_button_new_from_icon_name("view-more-symbolic")
        self.menuButton = menuButton
        gtk_widget_add_css_class(menuButton, "flat")
        gtk_widget_set_valign(menuButton, GTK_ALIGN_CENTER)
        Tooltip.set(menuButton, i18n("Book Menu"))
        check = gtk_check_button_new()
        gtk_widget_set_valign(check, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(check, 0)
        // The keyboard marks with Space or Enter on the row (see LibrarySidebar); a focus stop inside every
        // row would only make the list slower to move through.
        gtk_widget_set_focusable(check, 0)
        gtk_box_append(widget.cast(), check)
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
        connectMarking()
    }

    /// Shows selection mode (a check button, marked or not, in place of the menu button) or leaves it.
    func showSelection(active: Bool, marked: Bool) {
        selecting = active
        gtk_widget_set_visible(check, active ? 1 : 0)
        gtk_widget_set_visible(menuButton, active ? 0 : 1)
        showingMark = true
        gtk_check_button_set_active(check.cast(), marked ? 1 : 0)
        showingMark = false
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
        Tooltip.set(widget, entry.item.fileName)
        markOpen(isOpen)
        recto_accessible_set_label(menuButton.cast(), String(format: i18n("Menu for “%@”"), entry.title))
        recto_accessible_set_label(check.cast(), String(format: i18n("Select “%@”"), entry.title))
    }

    /// Says whether this is the open book. The selection shows it on screen, but GTK 4.8 does not report a
    /// list view's selection to screen readers, so the row's description says it.
    func markOpen(_ isOpen: Bool) {
        guard let entry else { return }
        recto_accessible_set_description(widget.cast(), LibraryText.accessibleDescription(of: entry, isOpen: isOpen))
    }

    /// The check button reports the reader's marks; in selection mode a click anywhere on the row marks it,
    /// as a click on the check button does.
    private func connectMarking() {
        check.on("toggled") { [weak self] in
            guard let self, !showingMark else { return }
            onMarked?(self, gtk_check_button_get_active(check.cast()) != 0)
        }
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click.cast(), UInt32(GDK_BUTTON_PRIMARY))
        click.onClick("pressed") { [weak self] _, x, y in
            guard let self, selecting, !isOnCheck(x: x, y: y) else { return }
            gtk_check_button_set_active(check.cast(), gtk_check_button_get_active(check.cast()) == 0 ? 1 : 0)
        }
        gtk_widget_add_controller(widget, click.cast())
    }

    /// Whether the point (in the row's coordinates) is on the check button, which toggles itself.
    private func isOnCheck(x: Double, y: Double) -> Bool {
        guard let picked = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT) else { return false }
        return picked == check || gtk_widget_is_ancestor(picked, check) != 0
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
