import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Stack children of the views the model names.
    private static func stackChild(_ view: ReaderView) -> String {
        switch view {
        case .page: "reader"
        case .contents: "contents"
        case .notes: "notes"
        }
    }

    /// Makes the main stack follow `viewModel`, the one owner of which view shows. Installed before the
    /// features, so the stack has switched when they hear of a change and move the keyboard focus.
    func installViewMode() {
        // A book opened or closed: the model shows the page first, since whatever showed was about the previous book.
        viewModel.observe { [weak self] change in self?.showView(change) }
    }

    private func showView(_ change: ReaderViewModel.Change) {
        // Without a book the stack shows the spinner or a status page, which only opening a book replaces.
        guard session != nil else { return }
        // The book turns over to its contents and back; other changes cross-fade.
        let turns = change.from == .contents || change.to == .contents
        let transition = if !turns { GTK_STACK_TRANSITION_TYPE_CROSSFADE }
            else if change.to == .contents { GTK_STACK_TRANSITION_TYPE_ROTATE_LEFT }
            else { GTK_STACK_TRANSITION_TYPE_ROTATE_RIGHT }
        gtk_stack_set_transition_duration(content.cast(), turns ? ContentsFeature.flipDuration : 200)
        gtk_stack_set_visible_child_full(content.cast(), Self.stackChild(change.to), transition)
        if change.to == .page { gtk_widget_grab_focus(pageView.inputArea) }
    }
}
