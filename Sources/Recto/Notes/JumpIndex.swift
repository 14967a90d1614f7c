import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The narrow column of letters beside the notes list, like a phone's contacts index: click a letter, or press
/// and drag along the column, and the list scrolls that section to the top. Letters without notes are dimmed
/// (they jump to the next section that exists) and are left out of the Tab order; the others are buttons.
@MainActor
final class JumpIndex {
    /// The column, in a scroller that lets it shrink on short windows instead of forcing the window taller.
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// A letter was chosen.
    var onJump: ((String) -> Void)?

    @Owned private var column: UnsafeMutablePointer<GtkWidget>
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    private var letters: [IndexLetter] = []
    /// The letter under the pointer during a drag, so a drag scrolls only when it reaches another letter.
    private var draggedIndex: Int?
    private var dragStartY = 0.0

    /// Says what a button leads to, for screen readers: the notes' letters by default.
    private let describe: (IndexLetter) -> String

    /// A column named `name` (the notes' "Jump to Letter" by default); `describe` says what each entry leads to.
    init(name: String = i18n("Jump to Letter"), describe: ((IndexLetter) -> String)? = nil) {
        self.describe = describe ?? { letter in
            letter.hasItems ? String(format: i18n("Notes under %@"), letter.title)
                : String(format: i18n("No notes under %@"), letter.title)
        }
        let column: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        self.column = column
        gtk_box_set_homogeneous(column.cast(), 1)
        gtk_widget_add_css_class(column, "recto-jump-index")
        recto_accessible_set_label(column.cast(), name)

        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(widget.cast(), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_propagate_natural_height(widget.cast(), 1)
        gtk_scrolled_window_set_propagate_natural_width(widget.cast(), 1)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(widget, 6)
        gtk_widget_set_margin_bottom(widget, 6)
        gtk_widget_set_margin_end(widget, 4)
        gtk_scrolled_window_set_child(widget.cast(), column)
        // Tab reaches the letters, not the unnamed scroller around them.
        gtk_widget_set_focusable(widget, 0)

        // Capture phase: the column sees the press and every move before the letter buttons do, and the
        // buttons still get their own clicks.
        let drag = gtk_gesture_drag_new()!
        gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
        drag.onDoubleDouble("drag-begin") { [weak self] _, y in
            guard let self else { return }
            dragStartY = y
            draggedIndex = nil
            pointerMoved(to: y)
        }
        drag.onDoubleDouble("drag-update") { [weak self] _, offsetY in
            guard let self else { return }
            pointerMoved(to: dragStartY + offsetY)
        }
        gtk_widget_add_controller(column, drag.cast())
    }

    /// Shows the letters of the current notes; rebuilds the buttons only when the set of letters changed.
    func show(_ newLetters: [IndexLetter]) {
        if newLetters.map(\.title) != letters.map(\.title) { rebuild(newLetters.map(\.title)) }
        letters = newLetters
        for (button, letter) in zip(buttons, letters) {
            if let label = gtk_button_get_child(button.cast()) {
                if letter.hasItems {
                    gtk_widget_remove_css_class(label, "dim-label")
                } else {
                    gtk_widget_add_css_class(label, "dim-label")
                }
            }
            gtk_widget_set_focusable(button, letter.hasItems ? 1 : 0)
            recto_accessible_set_description(button.cast(), describe(letter))
        }
    }

    private func rebuild(_ titles: [String]) {
        for button in buttons { gtk_box_remove(column.cast(), button) }
        buttons = titles.map { title in
            // A label child rather than the button's own label: GTK 4.8 would otherwise name it twice to AT-SPI.
            let button = gtk_button_new()!
            let label = gtk_label_new(title)!
            // A chapter's title is long: the column stays narrow.
            gtk_label_set_max_width_chars(label.cast(), 18)
            gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
            gtk_button_set_child(button.cast(), label)
            gtk_widget_add_css_class(button, "flat")
            gtk_widget_set_focus_on_click(button, 0)
            let name = String(format: i18n("Jump to %@"), title)
            Tooltip.set(button, name)
            recto_accessible_set_label(button.cast(), name)
            button.on("clicked") { [weak self] in self?.onJump?(title) }
            gtk_box_append(column.cast(), button)
            return button
        }
    }

    /// The pointer is at `y` in the column during a press or drag: jump when it reaches another letter.
    private func pointerMoved(to y: Double) {
        let height = Double(gtk_widget_get_height(column))
        guard !letters.isEmpty, height > 0 else { return }
        // The column is homogeneous: every letter has the same share of its height.
        let index = min(max(Int(y / height * Double(letters.count)), 0), letters.count - 1)
        guard index != draggedIndex else { return }
        draggedIndex = index
        onJump?(letters[index].title)
    }
}
