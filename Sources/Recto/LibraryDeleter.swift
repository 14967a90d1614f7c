import CGtk
import Dispatch
import Foundation
import GObjectSupport
import RectoCore

/// Delete, for one book or several: the rows go at once, the files move to the trash on a background queue,
/// and one toast offers Undo, which brings them all back from the trash. Where a volume has no trash, the
/// reader is asked once before those books are deleted for good. Books that could not be deleted come back
/// to the list, and a message says why.
@MainActor
final class LibraryDeleter {
    /// Shows a toast, with an Undo button when given an action.
    var showToast: ((String, (@MainActor () -> Void)?) -> Void)?
    /// The window that confirmation dialogs belong to.
    var dialogParent: (() -> UnsafeMutablePointer<GtkWidget>?)?

    /// Runs once books left the folder, with their paths.
    typealias Gone = @MainActor (Set<LibraryPath>) -> Void
    /// Runs after Undo, with where each book that came back now is.
    typealias Restored = @MainActor (LibraryRestoreReport) -> Void

    private let controller: LibraryController
    private let queue = DispatchQueue(label: "recto.library.trash", qos: .userInitiated)

    init(controller: LibraryController) {
        self.controller = controller
    }

    /// Moves the books at `paths` (in list order) to the trash.
    func delete(_ paths: [LibraryPath], gone: @escaping Gone, restored: @escaping Restored) {
        let titles = Dictionary(paths.compactMap { path in controller.entry(for: path).map { (path, $0.title) } },
                                uniquingKeysWith: { first, _ in first })
        let books = paths.filter { titles[$0] != nil }
        guard !books.isEmpty else { return }
        books.forEach(controller.beginDelete)
        queue.async {
            let report = LibraryDeletionReport(books.map { ($0, LibraryTrash.trash($0)) })
            MainLoop.post { [weak self] in self?.trashed(report, titles: titles, gone: gone, restored: restored) }
        }
    }

    private func trashed(
        _ report: LibraryDeletionReport, titles: [LibraryPath: String], gone: @escaping Gone,
        restored: @escaping Restored
    ) {
        report.kept.forEach(controller.cancelDelete)
        if !report.done.isEmpty {
            report.done.forEach(controller.finishDelete)
            gone(Set(report.done))
            let done = report.done
            showToast?(LibraryDeletionText.trashed(done.compactMap { titles[$0] })) { [weak self] in
                self?.restore(done, titles: titles, then: restored)
            }
        }
        if let first = report.failed.first {
            showToast?(LibraryDeletionText.notTrashed(report.failed.compactMap { titles[$0.path] },
                                                      reason: first.reason), nil)
        }
        if !report.needingConfirmation.isEmpty {
            confirmPermanentDeletion(report.needingConfirmation, titles: titles, gone: gone)
        }
    }

    private func confirmPermanentDeletion(_ paths: [LibraryPath], titles: [LibraryPath: String], gone: @escaping Gone) {
        guard let parent = dialogParent?() else { return }
        let dialog = recto_message_dialog_new(
            parent.cast(), i18n("Delete Permanently?"),
            LibraryDeletionText.confirmation(paths.compactMap { titles[$0] }))!
        adw_message_dialog_add_response(dialog.cast(), "cancel", i18n("_Cancel"))
        adw_message_dialog_add_response(dialog.cast(), "delete", i18n("_Delete"))
        adw_message_dialog_set_response_appearance(dialog.cast(), "delete", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_default_response(dialog.cast(), "cancel")
        adw_message_dialog_set_close_response(dialog.cast(), "cancel")
        dialog.onString("response") { [weak self] response in
            guard let self, response == "delete" else { return }
            // The list may have changed while the dialog was up: delete only books still listed.
            let books = paths.filter { self.controller.entry(for: $0) != nil }
            books.forEach(controller.beginDelete)
            queue.async {
                let report = LibraryDeletionReport(books.map { ($0, LibraryTrash.delete($0)) })
                MainLoop.post { [weak self] in self?.deleted(report, titles: titles, gone: gone) }
            }
        }
        gtk_window_present(dialog.cast())
    }

    private func deleted(_ report: LibraryDeletionReport, titles: [LibraryPath: String], gone: Gone) {
        report.kept.forEach(controller.cancelDelete)
        if !report.done.isEmpty {
            report.done.forEach(controller.finishDelete)
            gone(Set(report.done))
            showToast?(LibraryDeletionText.deleted(report.done.compactMap { titles[$0] }), nil)
        }
        let failed = report.failed.map(\.path) + report.needingConfirmation
        if !failed.isEmpty {
            let reason = report.failed.first?.reason ?? LibraryText.reason(EIO)
            showToast?(LibraryDeletionText.notDeleted(failed.compactMap { titles[$0] }, reason: reason), nil)
        }
    }

    private func restore(_ paths: [LibraryPath], titles: [LibraryPath: String], then restored: @escaping Restored) {
        let scanner = LibraryScanner(folder: controller.folder)
        queue.async {
            let report = LibraryRestoreReport(LibraryTrash.restore(paths))
            let items = report.restored.compactMap { restored -> LibraryItem? in
                if case let .item(item) = scanner.examine(restored.target) { item } else { nil }
            }
            MainLoop.post { [weak self] in
                guard let self else { return }
                controller.restored(items)
                restored(report)
                if !report.missing.isEmpty {
                    showToast?(LibraryDeletionText.missingFromTrash(report.missing.compactMap { titles[$0] }), nil)
                }
                if let first = report.failed.first {
                    showToast?(LibraryDeletionText.notRestored(report.failed.compactMap { titles[$0.path] },
                                                               reason: first.reason), nil)
                }
            }
        }
    }
}
