import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Delete, for one book or several, in one window: the routing (held under a toast with Undo, trashed when it
/// goes, confirmed where a volume has no trash, what stayed and why) is the core's `LibraryDeletionFlow`; this
/// says it in toasts and asks in a dialog.
@MainActor
final class LibraryDeleter {
    /// Shows a toast, with an Undo button when given an action, and an action for when it goes. The text is
    /// plain: the window escapes it for libadwaita, which reads toast titles as markup.
    var showToast: ((String, (@MainActor () -> Void)?, (@MainActor () -> Void)?) -> Void)?
    /// The window that confirmation dialogs belong to.
    var dialogParent: (() -> UnsafeMutablePointer<GtkWidget>?)?

    private let flow: LibraryDeletionFlow

    init(library: Library) {
        flow = LibraryDeletionFlow(library: library)
        flow.tell = { [weak self] notice in self?.show(notice) }
        flow.confirm = { [weak self] titles, answer in self?.confirm(titles, answer: answer) }
    }

    /// Deletes the books at `paths` (in list order).
    func delete(_ paths: [LibraryPath], gone: @escaping LibraryDeletionFlow.Gone,
                restored: @escaping LibraryDeletionFlow.Restored) {
        flow.delete(paths, gone: gone, restored: restored)
    }

    /// Commits this window's deletions (the window is closing; its toasts go with it).
    func commitHeld() { flow.commitHeld() }

    private func show(_ notice: LibraryDeletionFlow.Notice) {
        switch notice {
        case let .trashed(titles, undo, dismissed): showToast?(LibraryDeletionText.trashed(titles), undo, dismissed)
        case let .notTrashed(titles, reason): say(LibraryDeletionText.notTrashed(titles, reason: reason))
        case let .deleted(titles): say(LibraryDeletionText.deleted(titles))
        case let .notDeleted(titles, reason): say(LibraryDeletionText.notDeleted(titles, reason: reason))
        }
    }

    /// A toast without actions.
    private func say(_ text: String) { showToast?(text, nil, nil) }

    private func confirm(_ titles: [String], answer: @escaping @MainActor (Bool) -> Void) {
        guard let parent = dialogParent?() else {
            answer(false)
            return
        }
        let dialog = recto_message_dialog_new(
            parent.cast(), i18n("Delete Permanently?"), LibraryDeletionText.confirmation(titles))!
        adw_message_dialog_add_response(dialog.cast(), "cancel", i18n("_Cancel"))
        adw_message_dialog_add_response(dialog.cast(), "delete", i18n("_Delete"))
        adw_message_dialog_set_response_appearance(dialog.cast(), "delete", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_default_response(dialog.cast(), "cancel")
        adw_message_dialog_set_close_response(dialog.cast(), "cancel")
        dialog.onString("response") { response in answer(response == "delete") }
        gtk_window_present(dialog.cast())
    }
}
