import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Selection mode: the Select button turns it on, rows show check buttons, a click, Space or Enter marks a
/// book, and the bar below offers Select All and Move to Trash for the marked books on show.
extension LibrarySidebar {
    /// The marked books on show, in list order: what Move to Trash acts on.
    var markedPaths: [LibraryPath] { marks.marked(in: rows) }

    /// Turns selection mode on or off (nothing marked either way).
    func setSelecting(_ active: Bool) {
        guard active != marks.isActive else { return }
        marks.setActive(active)
        for row in boundRows.values { row.showSelection(active: active, marked: false) }
        selectionBar.setRevealed(active)
        // The list's own selection wandered with the keyboard meanwhile: back to the open book.
        if !active { selectOpenBook(scroll: false) }
        marksChanged()
    }

    /// Marks every book on show (Ctrl+A, Select All).
    func markAll() {
        marks.markAll(rows)
        for (path, row) in boundRows { row.showSelection(active: marks.isActive, marked: marks.isMarked(path)) }
        marksChanged()
    }

    /// Recounts the marked books on show for the bar and the window's actions.
    func marksChanged() {
        let count = markedPaths.count
        selectionBar.show(count: count)
        onMarksChanged?(count)
    }

    /// A key in the list in selection mode: Space or Enter marks the book the keyboard is on, Delete moves
    /// the marked ones to the trash. Other keys move through the list as usual.
    func selectionKey(_ keyval: UInt32, on path: LibraryPath?) -> Bool {
        switch keyval {
        case UInt32(GDK_KEY_space), UInt32(GDK_KEY_Return), UInt32(GDK_KEY_KP_Enter):
            guard let path else { return false }
            marks.toggle(path)
            boundRows[path]?.showSelection(active: true, marked: marks.isMarked(path))
            marksChanged()
            return true
        case UInt32(GDK_KEY_Delete), UInt32(GDK_KEY_KP_Delete):
            onDeleteMarked?()
            return true
        default:
            return false
        }
    }

    /// Escape anywhere in the sidebar leaves selection mode. Capture phase, ahead of the search entry, which
    /// would take it as clearing the search.
    func connectSelectionKeys() {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak self] keyval, _, _ in
            guard let self, marks.isActive, keyval == UInt32(GDK_KEY_Escape) else { return false }
            onSelectionEnd?()
            return true
        }
        gtk_widget_add_controller(box, keys)
    }

    /// The Select toggle in the sidebar's toolbar, bound to `win.library-select`.
    static func selectButton() -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_toggle_button_new()!
        gtk_button_set_icon_name(button.cast(), "selection-mode-symbolic")
        gtk_actionable_set_action_name(button.cast(), "win.library-select")
        Tooltip.set(button, i18n("Select Books to Move to the Trash"))
        recto_accessible_set_label(button.cast(), i18n("Select"))
        return button
    }
}
