import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Delete, for one book or several, in one window: the rows go at once (in every window), one toast offers
/// Undo, and the files move to the trash only when that toast goes (`Library+Deletion`), so Undo never reads
/// a trash folder. Where a volume has no trash, the reader is asked once before those books are deleted for
/// good. Books that could not be deleted come back to the list, and a message says why.
@MainActor
final class LibraryDeleter {
    /// Shows a toast, with an Undo button when given an action, and an action for when it goes. The text is
    /// plain: the window escapes it for libadwaita, which reads toast titles as markup.
    var showToast: ((String, (@MainActor () -> Void)?, (@MainActor () -> Void)?) -> Void)?
    /// The window that confirmation dialogs belong to.
    var dialogParent: (() -> UnsafeMutablePointer<GtkWidget>?)?

    /// Runs once books left the list, with their paths (the open book may be among them).
    typealias Gone = @MainActor (Set<LibraryPath>) -> Void
    /// Runs after Undo, with the books that came back.
    typealias Restored = @MainActor ([LibraryPath]) -> Void

    private let library: Library
    /// This window's deletions whose toasts are up; committed when the window goes, as its toasts do.
    private var held: Set<Int> = []

    init(library: Library) {
        self.library = library
    }

    /// Deletes the books at `paths` (in list order).
    func delete(_ paths: [LibraryPath], gone: @escaping Gone, restored: @escaping Restored) {
        let titles = Dictionary(paths.compactMap { path in library.entry(for: path).map { (path, $0.title) } },
                                uniquingKeysWith: { first, _ in first })
        let books = paths.filter { titles[$0] != nil }
        guard !books.isEmpty else { return }
        // The rows go at once; whether each volume has a trash is asked off the main thread.
        library.beginDelete(books)
        library.trashable(books) { [weak self] trashable in
            guard let self else { return }
            let permanent = books.filter { !trashable.contains($0) }
            hold(trashable, titles: titles, gone: gone, restored: restored)
            if !permanent.isEmpty { confirmPermanentDeletion(permanent, titles: titles, gone: gone) }
        }
    }

    /// Commits this window's deletions (the window is closing; its toasts go with it).
    func commitHeld() {
        for id in held.sorted() { library.commitDeletion(id) }
        held = []
    }

    private func hold(_ books: [LibraryPath], titles: [LibraryPath: String], gone: Gone, restored: @escaping Restored) {
        guard !books.isEmpty else { return }
        // Rows already hidden: `holdDeletion` only registers them.
        let id = library.holdDeletion(books)
        held.insert(id)
        gone(Set(books))
        showToast?(LibraryDeletionText.trashed(books.compactMap { titles[$0] }), { [weak self] in
            guard let self else { return }
            held.remove(id)
            let back = library.undoDeletion(id)
            if !back.isEmpty { restored(back) }
        }, { [weak self] in
            // The toast went by itself, or was closed: now the books move to the trash. After Undo this finds
            // nothing to do.
            guard let self else { return }
            held.remove(id)
            library.commitDeletion(id) { [weak self] report in self?.committed(report, titles: titles) }
        })
    }

    private func committed(_ report: LibraryDeletionReport, titles: [LibraryPath: String]) {
        guard let stayed = report.stayed(fallbackReason: LibraryText.reason(ENOTSUP)) else { return }
        showToast?(LibraryDeletionText.notTrashed(stayed.books.compactMap { titles[$0] }, reason: stayed.reason),
                   nil, nil)
    }

    private func confirmPermanentDeletion(_ paths: [LibraryPath], titles: [LibraryPath: String], gone: @escaping Gone) {
        guard let parent = dialogParent?() else {
            library.cancelDelete(paths)
            return
        }
        let dialog = recto_message_dialog_new(
            parent.cast(), i18n("Delete Permanently?"),
            LibraryDeletionText.confirmation(paths.compactMap { titles[$0] }))!
        adw_message_dialog_add_response(dialog.cast(), "cancel", i18n("_Cancel"))
        adw_message_dialog_add_response(dialog.cast(), "delete", i18n("_Delete"))
        adw_message_dialog_set_response_appearance(dialog.cast(), "delete", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_default_response(dialog.cast(), "cancel")
        adw_message_dialog_set_close_response(dialog.cast(), "cancel")
        let library = library
        dialog.onString("response") { [weak self] response in
            guard response == "delete" else {
                library.cancelDelete(paths)
                return
            }
            library.deletePermanently(paths) { [weak self] report in self?.deleted(report, titles: titles, gone: gone) }
        }
        gtk_window_present(dialog.cast())
    }

    private func deleted(_ report: LibraryDeletionReport, titles: [LibraryPath: String], gone: Gone) {
        if !report.done.isEmpty {
            gone(Set(report.done))
            showToast?(LibraryDeletionText.deleted(report.done.compactMap { titles[$0] }), nil, nil)
        }
        if let stayed = report.stayed(fallbackReason: LibraryText.reason(EIO)) {
            showToast?(LibraryDeletionText.notDeleted(stayed.books.compactMap { titles[$0] }, reason: stayed.reason),
                       nil, nil)
        }
    }
}
