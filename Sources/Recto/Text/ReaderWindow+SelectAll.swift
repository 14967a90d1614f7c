import CGtk
import GObjectSupport

extension ReaderWindow {
    /// Ctrl+A: every book while the library is in selection mode, a text field's text while one has the
    /// keyboard, else the text of the page being read.
    func installSelectAll() {
        actions.add(.selectAll) { [weak self] in
            guard let self else { return }
            if actions.isEnabled(.librarySelectAll), let library = actions[.librarySelectAll] {
                g_action_activate(library, nil)
            } else if let focus = gtk_root_get_focus(window.opaque),
                      g_type_check_instance_is_a(focus.cast(), gtk_text_get_type()) != 0 {
                _ = gtk_widget_activate_action_variant(focus, "selection.select-all", nil)
            } else if model.showsPage {
                selection?.selectPage()
            }
        }
    }
}
