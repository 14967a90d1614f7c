import Foundation

/// One window's deletions of books, routed: the rows go at once (in every window, `Library+Deletion`); books
/// whose volume has a trash are held under one toast with Undo and trashed when it goes; those on a volume
/// without one are deleted for good only if the reader agrees, else they come back. Books that could not be
/// deleted come back, and a notice says why. The window says the words and asks the question.
@MainActor
public final class LibraryDeletionFlow {
    /// What the window shows, as toasts; the titles are in list order.
    public enum Notice {
        /// Books went to the trash, held while the toast is up: `undo` is its button, `dismissed` its going.
        case trashed([String], undo: @MainActor () -> Void, dismissed: @MainActor () -> Void)
        /// Books the trash refused, or left unconfirmed, with the first reason.
        case notTrashed([String], reason: String)
        /// Books deleted for good.
        case deleted([String])
        /// Books that could not be deleted for good, with the first reason.
        case notDeleted([String], reason: String)
    }

    /// Runs once books left the list, with their paths (the open book may be among them).
    public typealias Gone = @MainActor (Set<LibraryPath>) -> Void
    /// Runs after Undo, with the books that came back.
    public typealias Restored = @MainActor ([LibraryPath]) -> Void
    /// Asks the reader whether to delete books (their titles) for good; the answer is true to delete.
    public typealias Confirm = @MainActor (_ titles: [String], _ answer: @escaping @MainActor (Bool) -> Void) -> Void

    private let library: Library
    /// This window's deletions whose toasts are up; committed when the window goes, as its toasts do.
    private var held: Set<Int> = []
    /// Shows a notice.
    public var tell: @MainActor (Notice) -> Void = { _ in }
    /// Asks before deleting for good; without a window to ask in, the answer is no.
    public var confirm: Confirm = { _, answer in answer(false) }

    public init(library: Library) {
        self.library = library
    }

    /// Deletes the books at `paths` (in list order) that the library lists.
    public func delete(_ paths: [LibraryPath], gone: @escaping Gone, restored: @escaping Restored) {
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

    /// Commits this window's deletions, the oldest first (the window is closing; its toasts go with it).
    public func commitHeld() {
        for id in held.sorted() { library.commitDeletion(id) }
        held = []
    }

    private func hold(_ books: [LibraryPath], titles: [LibraryPath: String], gone: Gone, restored: @escaping Restored) {
        guard !books.isEmpty else { return }
        // Rows already hidden: `holdDeletion` only registers them.
        let id = library.holdDeletion(books)
        held.insert(id)
        gone(Set(books))
        tell(.trashed(books.compactMap { titles[$0] }, undo: { [weak self] in
            guard let self else { return }
            held.remove(id)
            let back = library.undoDeletion(id)
            if !back.isEmpty { restored(back) }
        }, dismissed: { [weak self] in
            // The toast went by itself, or was closed: now the books move to the trash. After Undo this finds
            // nothing to do.
            guard let self else { return }
            held.remove(id)
            library.commitDeletion(id) { [weak self] report in self?.committed(report, titles: titles) }
        }))
    }

    private func committed(_ report: LibraryDeletionReport, titles: [LibraryPath: String]) {
        guard let stayed = report.stayed(fallbackReason: Self.reason(ENOTSUP)) else { return }
        tell(.notTrashed(stayed.books.compactMap { titles[$0] }, reason: stayed.reason))
    }

    private func confirmPermanentDeletion(_ paths: [LibraryPath], titles: [LibraryPath: String], gone: @escaping Gone) {
        let library = library
        confirm(paths.compactMap { titles[$0] }) { [weak self] agreed in
            guard agreed else {
                library.cancelDelete(paths)
                return
            }
            library.deletePermanently(paths) { [weak self] report in self?.deleted(report, titles: titles, gone: gone) }
        }
    }

    private func deleted(_ report: LibraryDeletionReport, titles: [LibraryPath: String], gone: Gone) {
        if !report.done.isEmpty {
            gone(Set(report.done))
            tell(.deleted(report.done.compactMap { titles[$0] }))
        }
        if let stayed = report.stayed(fallbackReason: Self.reason(EIO)) {
            tell(.notDeleted(stayed.books.compactMap { titles[$0] }, reason: stayed.reason))
        }
    }

    /// The system's words for an error number.
    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
