import CGtk
import Dispatch
import Foundation
import GObjectSupport
import RectoCore

/// Delete: the row goes at once, the file moves to the trash on a background queue, and a toast offers Undo,
/// which brings it back from the trash. Where the volume has no trash, the reader is asked before the file is
/// deleted for good. A failure brings the row back and says why.
@MainActor
final class LibraryDeleter {
    /// Shows a toast, with an Undo button when given an action.
    var showToast: ((String, (@MainActor () -> Void)?) -> Void)?
    /// The window that confirmation dialogs belong to.
    var dialogParent: (() -> UnsafeMutablePointer<GtkWidget>?)?

    private let controller: LibraryController
    private let queue = DispatchQueue(label: "recto.library.trash", qos: .userInitiated)

    init(controller: LibraryController) {
        self.controller = controller
    }

    /// Deletes the book at `path`. `gone` runs once the file has left the folder; `restored` runs with the
    /// book's new path if Undo brings it back.
    func delete(
        _ path: LibraryPath, gone: @escaping @MainActor () -> Void,
        restored: @escaping @MainActor (LibraryPath) -> Void
    ) {
        guard let entry = controller.entry(for: path) else { return }
        let title = entry.title
        controller.beginDelete(path)
        queue.async {
            let outcome = LibraryTrash.trash(path)
            MainLoop.post { [weak self] in
                self?.trashed(path, title: title, outcome: outcome, gone: gone, restored: restored)
            }
        }
    }

    private func trashed(
        _ path: LibraryPath, title: String, outcome: LibraryTrash.Outcome,
        gone: @escaping @MainActor () -> Void, restored: @escaping @MainActor (LibraryPath) -> Void
    ) {
        switch outcome {
        case .done:
            controller.finishDelete(path)
            gone()
            showToast?(String(format: i18n("“%@” moved to the trash"), title)) { [weak self] in
                self?.restore(path, title: title, then: restored)
            }
        case .trashUnavailable:
            controller.cancelDelete(path)
            confirmPermanentDeletion(path, title: title, gone: gone)
        case let .failed(reason):
            controller.cancelDelete(path)
            showToast?(String(format: i18n("“%@” could not be moved to the trash: %@"), title, reason), nil)
        }
    }

    private func confirmPermanentDeletion(_ path: LibraryPath, title: String, gone: @escaping @MainActor () -> Void) {
        guard let parent = dialogParent?() else { return }
        let dialog = recto_message_dialog_new(
            parent.cast(), i18n("Delete Permanently?"),
            String(format: i18n("The library folder has no trash, so “%@” will be deleted at once and cannot be restored."),
                   title))!
        adw_message_dialog_add_response(dialog.cast(), "cancel", i18n("_Cancel"))
        adw_message_dialog_add_response(dialog.cast(), "delete", i18n("_Delete"))
        adw_message_dialog_set_response_appearance(dialog.cast(), "delete", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_default_response(dialog.cast(), "cancel")
        adw_message_dialog_set_close_response(dialog.cast(), "cancel")
        dialog.onString("response") { [weak self] response in
            guard let self, response == "delete" else { return }
            controller.beginDelete(path)
            queue.async {
                let outcome = LibraryTrash.delete(path)
                MainLoop.post { [weak self] in
                    guard let self else { return }
                    if outcome == .done {
                        controller.finishDelete(path)
                        gone()
                        showToast?(String(format: i18n("“%@” deleted"), title), nil)
                    } else {
                        controller.cancelDelete(path)
                        let reason = if case let .failed(reason) = outcome { reason } else { "" }
                        showToast?(String(format: i18n("“%@” could not be deleted: %@"), title, reason), nil)
                    }
                }
            }
        }
        gtk_window_present(dialog.cast())
    }

    private func restore(_ path: LibraryPath, title: String, then restored: @escaping @MainActor (LibraryPath) -> Void) {
        let scanner = LibraryScanner(folder: controller.folder)
        queue.async {
            let result = LibraryTrash.restore(path)
            let item: LibraryItem? = if case let .success(target) = result,
                case let .item(item) = scanner.examine(target) { item } else { nil }
            MainLoop.post { [weak self] in
                guard let self else { return }
                switch result {
                case .success(let target):
                    if let item { controller.restored(item) }
                    restored(target)
                case .failure(.notInTrash):
                    showToast?(String(format: i18n("“%@” is no longer in the trash"), title), nil)
                case let .failure(.cannotMove(reason)):
                    showToast?(String(format: i18n("“%@” could not be restored: %@"), title, reason), nil)
                }
            }
        }
    }
}
