import Dispatch
import Foundation

/// Deleting books without the trash for Undo: a deleted book stays where it is, hidden from every window's
/// list, while its toast is up; Undo just shows it again. Only when the toast goes is the file moved to the
/// trash (`LibraryTrashing`: GIO's, which inside Flatpak goes through the Trash portal to the host's), so Undo
/// never has to find a file in a trash folder. A book whose toast is still up when Recto quits is trashed
/// then: the reader asked for it. If Recto is killed instead, the book simply stays in the library.
extension Library {
    /// Asks, off the main thread, which of `paths` can go to the trash; `done` hears on the main actor. The
    /// others can only be deleted for good.
    public func trashable(_ paths: [LibraryPath], done: @escaping @MainActor ([LibraryPath]) -> Void) {
        let trash = trash, deliver = deliver
        trashQueue.async {
            let trashable = paths.filter(trash.canTrash)
            deliver { done(trashable) }
        }
    }

    /// Hides `paths` (already checked to be trashable) until `commitDeletion` or `undoDeletion`; returns the
    /// id that names this deletion.
    public func holdDeletion(_ paths: [LibraryPath]) -> Int {
        let id = deletions.hold(paths)
        beginDelete(paths)
        return id
    }

    /// Undo: the books of deletion `id` show again, untouched. Returns the books that came back (none when
    /// the deletion was already committed).
    @discardableResult
    public func undoDeletion(_ id: Int) -> [LibraryPath] {
        guard let paths = deletions.release(id) else { return [] }
        cancelDelete(paths)
        return paths
    }

    /// The toast of deletion `id` went: its books move to the trash now, in the background. `done` hears, on
    /// the main thread, what became of each; books that could not be trashed come back to the lists.
    public func commitDeletion(_ id: Int, done: (@MainActor (LibraryDeletionReport) -> Void)? = nil) {
        guard let paths = deletions.release(id) else { return }
        let trash = trash, deliver = deliver
        trashQueue.async {
            let report = LibraryDeletionReport(paths.map { ($0, trash.trash($0)) })
            deliver { [weak self] in
                self?.settle(report)
                done?(report)
            }
        }
    }

    /// Deletes `paths` for good (a volume without a trash, after the reader agreed); rows are already hidden.
    public func deletePermanently(_ paths: [LibraryPath], done: @escaping @MainActor (LibraryDeletionReport) -> Void) {
        let trash = trash, deliver = deliver
        trashQueue.async {
            let report = LibraryDeletionReport(paths.map { ($0, trash.delete($0)) })
            deliver { [weak self] in
                self?.settle(report)
                done(report)
            }
        }
    }

    /// Trashes every book still waiting for its toast, and waits for every deletion already under way. For
    /// quitting: the main loop will not run again to hear the answers.
    public func commitAllDeletionsNow() {
        let paths = deletions.releaseAll()
        trashQueue.sync {
            for path in paths { _ = trash.trash(path) }
        }
    }

    private func settle(_ report: LibraryDeletionReport) {
        finishDelete(report.done)
        cancelDelete(report.kept)
    }
}
