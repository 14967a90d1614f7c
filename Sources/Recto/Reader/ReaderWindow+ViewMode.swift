import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Stack children of the views the model names.
    static func stackChild(_ view: ReaderView) -> String {
        switch view {
        case .page: "reader"
        case .contents: "contents"
        case .notes: "notes"
        case .overview: "overview"
        }
    }

    /// Makes the main stack follow `viewModel`, the one owner of which view shows. Installed before the
    /// features, so the stack has switched when they hear of a change and move the keyboard focus.
    func installViewMode() {
        // A book opened or closed: the model shows the page first, since whatever showed was about the previous book.
        observations.append(viewModel.observe { [weak self] change in self?.showView(change) })
        // Escape on the contents or the notes goes back to the page wherever the keyboard is: in the view, or on a
        // header button (a menu button keeps the focus once its menu closes, and the header is no part of the
        // view). On the window, bubbling: an entry, a popover menu or a dialog's own Escape comes first.
        let keys = gtk_event_controller_key_new()!
        keys.onKey("key-pressed") { [weak self] keyval, _, state in
            let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
                | GDK_SHIFT_MASK.rawValue
            guard let self, keyval == UInt32(GDK_KEY_Escape), state.rawValue & modifiers == 0, session != nil
            else { return false }
            return viewModel.escape()
        }
        gtk_widget_add_controller(window, keys)
    }

    private func showView(_ change: ReaderViewModel.Change) {
        // Outside reading the stack shows the spinner or a status page, which only the phase replaces.
        guard model.phase == .reading else { return }
        // The book turns over to its contents and back; other changes cross-fade.
        let turns = change.from == .contents || change.to == .contents
        let transition = if !turns { GTK_STACK_TRANSITION_TYPE_CROSSFADE }
            else if change.to == .contents { GTK_STACK_TRANSITION_TYPE_ROTATE_LEFT }
            else { GTK_STACK_TRANSITION_TYPE_ROTATE_RIGHT }
        gtk_stack_set_transition_duration(content.cast(), turns ? ContentsFeature.flipDuration : 200)
        gtk_stack_set_visible_child_full(content.cast(), Self.stackChild(change.to), transition)
        if change.to == .page { gtk_widget_grab_focus(pageView.inputArea) }
        // Ctrl+plus and Ctrl+minus size the overview's thumbnails while it shows.
        updateActionStates()
    }
}
