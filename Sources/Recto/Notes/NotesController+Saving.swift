import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Saving a book's notes: a burst of changes makes one write, a failed write stays marked and is tried again
/// (next change, timer, close), a closing window asks when its notes still cannot be written, and changes
/// written by others (another window, a sync tool) are merged into the list.
extension NotesController {
    /// The notes file changed on disk: unless it is our own last write, its notes are merged into the list.
    func fileChangedOutside() {
        guard let store, notes != nil else { return }
        let generation = generation
        persistence.reloadIfChanged(store, knownStamp: stamp) { [weak self] result in
            guard let self, self.generation == generation, notes != nil else { return }
            absorbOutside(result)
        }
    }

    private func absorbOutside(_ result: NotesLoadResult) {
        switch result.problem {
        case .cannotRead?, .cannotSetAside?:
            // Left as it is; the next save reads it again, and keeps the changes marked if it still cannot.
            return
        case .setAside?:
            // Garbage replaced the file and was moved aside: what is on screen is the book's notes, to write back.
            stamp = nil
            window?.showToast(NotesText.problem(result.problem!))
            saveSoon()
            return
        case .newerVersion?, .partlyRead?:
            canSave = canSave && result.allowsSaving
            window?.showToast(NotesText.problem(result.problem!))
        case nil:
            break
        }
        stamp = result.stamp
        absorb(result.snapshot)
    }

    /// Merges notes from elsewhere into the list; reloads the list if that changed it.
    func absorb(_ snapshot: NotesSnapshot) {
        guard notes?.absorb(snapshot) == true, let collection = notes?.collection else { return }
        view.list.reset(count: collection.flatRowCount)
        refresh()
    }

    // MARK: Saving

    /// Saves shortly: a burst of changes makes one write.
    func saveSoon() {
        changeCount += 1
        if saveTimer?.isPending != true {
            saveTimer = MainLoop.after(milliseconds: 300) { [weak self] in self?.saveNow() }
        }
    }

    private func saveNow() {
        saveTimer?.cancel()
        guard isDirty, canSave, let notes, let store else { return }
        let covered = changeCount
        let generation = generation
        persistence.save(notes.snapshotToSave, to: store, knownStamp: stamp) { [weak self] result in
            guard let self, self.generation == generation else { return }
            finishedSave(result, covering: covered)
        }
    }

    private func finishedSave(_ result: Result<NotesSaveOutcome, NotesSaveError>, covering covered: Int) {
        switch result {
        case .success(let outcome):
            savedChangeCount = max(savedChangeCount, covered)
            stamp = outcome.stamp
            lastSaveFailed = false
            retryTimer?.cancel()
            if outcome.mergedOutsideChanges { absorb(outcome.snapshot) }
            if let problem = outcome.problem { window?.showToast(NotesText.problem(problem)) }
        case .failure(.newerVersion(let version)):
            canSave = false
            window?.showToast(NotesText.problem(.newerVersion(version)))
        case .failure(let error):
            if !lastSaveFailed { window?.showToast(NotesText.saveFailed(reason: error.reason)) }
            lastSaveFailed = true
            if retryTimer?.isPending != true {
                retryTimer = MainLoop.after(milliseconds: Self.retryDelay) { [weak self] in self?.saveNow() }
            }
        }
    }

    /// How long after a failed save the next try is made, while nothing else changes.
    private static let retryDelay: UInt32 = 5000

    /// The book is going: its deletions are final and everything is written.
    func commitAndSaveNow() {
        if notes?.commitAllDeletions() == true { changeCount += 1 }
        saveNow()
    }

    /// The window is asked to close: the notes are saved now, and if that fails the reader is told and the
    /// window stays open until they choose. Returns true to keep the window open.
    func closeRequested() -> Bool {
        guard !closeWithoutSaving else { return false }
        if notes?.commitAllDeletions() == true { changeCount += 1 }
        var reason = earlierBooks.saveAllAndWait()
        if isDirty, canSave, let notes, let store {
            saveTimer?.cancel()
            let covered = changeCount
            let result = persistence.saveAndWait(notes.snapshotToSave, to: store, knownStamp: stamp)
            finishedSave(result, covering: covered)
            if isDirty, canSave, case .failure(let error) = result { reason = error.reason }
        }
        guard let reason else { return false }
        askBeforeClosing(reason: reason)
        return true
    }

    private func askBeforeClosing(reason: String) {
        guard let window else { return }
        NotesCloseDialog.present(parent: window.window, reason: reason) { [weak self] choice in
            guard let self, let window = self.window else { return }
            switch choice {
            case .tryAgain:
                window.close()
            case .closeWithoutSaving:
                closeWithoutSaving = true
                window.close()
            case .keepOpen:
                break
            }
        }
    }

    func windowClosing() {
        watcher?.cancel()
        retryTimer?.cancel()
        earlierBooks.cancel()
        if !closeWithoutSaving {
            commitAndSaveNow()
            _ = earlierBooks.saveAllAndWait()
        }
        persistence.waitUntilWritten()
    }
}
