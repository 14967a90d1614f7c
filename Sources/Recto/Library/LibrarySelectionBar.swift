import CGtk
import Foundation
import GObjectSupport

/// The bar under the library list in selection mode: Select All, and Move to Trash with the number of marked
/// books in its label ("Move 3 to Trash"). Its buttons are bound to the window's actions, which the library
/// enables as the marks change.
@MainActor
final class LibrarySelectionBar {
    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    @Owned private var trashLabel: UnsafeMutablePointer<GtkWidget>

    init() {
        let widget: UnsafeMutablePointer<GtkWidget> = gtk_action_bar_new()
        self.widget = widget
        gtk_action_bar_set_revealed(widget.cast(), 0)
        gtk_action_bar_pack_start(widget.cast(), TextButton.make(i18n("Select _All"), action: "win.library-select-all"))
        let trash = TextButton.make(i18n("Move to _Trash"), action: "win.library-trash-selected")
        gtk_widget_add_css_class(trash, "destructive-action")
        trashLabel = gtk_button_get_child(trash.cast())
        gtk_action_bar_pack_end(widget.cast(), trash)
    }

    /// Shows or hides the bar (selection mode on or off).
    func setRevealed(_ revealed: Bool) {
        gtk_action_bar_set_revealed(widget.cast(), revealed ? 1 : 0)
    }

    /// Says how many books Move to Trash would move.
    func show(count: Int) {
        let text = count == 0 ? i18n("Move to _Trash")
            : String(format: i18nPlural("Move %d to _Trash", "Move %d to _Trash", count), count)
        gtk_label_set_text_with_mnemonic(trashLabel.cast(), text)
    }
}
