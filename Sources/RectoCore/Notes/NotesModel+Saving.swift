import Foundation

/// Saving a book's notes: a burst of changes makes one write, a failed write stays marked and is tried again
/// (next change, timer, close), and changes written by others (another window, a sync tool) are merged in.
extension NotesModel {
    /// The notes file changed on disk (the app's file monitor says so): unless it is our own last write, its
    /// notes are merged into the list.
    public func fileChangedOutside() {
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
        case .setAside(let movedTo, let defect)?:
            // Garbage replaced the file and was moved aside: what is on screen is the book's notes, to write back.
            stamp = nil
            tell(.problem(.setAside(movedTo: movedTo, defect: defect)))
            saveSoon()
            return
        case .newerVersion?, .partlyRead?:
            canSave = canSave && result.allowsSaving
            if let problem = result.problem { tell(.problem(problem)) }
        case nil:
            break
        }
        stamp = result.stamp
        absorb(result.snapshot)
    }

    /// Saves shortly: a burst of changes makes one write.
    public func saveSoon() {
        changeCount += 1
        if saveTimer?.isPending != true {
            saveTimer = scheduler.after(Self.saveDelay) { [weak self] in self?.saveNow() }
        }
    }

    /// Writes the changes no save has included yet, in the background.
    public func saveNow() {
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
            if let problem = outcome.problem { tell(.problem(problem)) }
        case .failure(.newerVersion(let version)):
            canSave = false
            tell(.problem(.newerVersion(version)))
        case .failure(let error):
            if !lastSaveFailed { tell(.saveFailed(reason: error.reason)) }
            lastSaveFailed = true
            if retryTimer?.isPending != true {
                retryTimer = scheduler.after(Self.retryDelay) { [weak self] in self?.saveNow() }
            }
        }
    }

    /// The window is asked to close: deletions become final and everything is written now, waiting for the
    /// disk. Returns the system's reason when some notes still cannot be written (the reader is then asked),
    /// nil when all are on disk.
    public func saveBeforeClosing() -> String? {
        if notes?.commitAllDeletions() == true { changeCount += 1 }
        var reason = earlierBooks.saveAllAndWait()
        if isDirty, canSave, let notes, let store {
            saveTimer?.cancel()
            let covered = changeCount
            let result = persistence.saveAndWait(notes.snapshotToSave, to: store, knownStamp: stamp)
            finishedSave(result, covering: covered)
            if isDirty, canSave, case .failure(let error) = result { reason = error.reason }
        }
        return reason
    }

    /// The window is gone: no more retries; unless the reader chose to close without saving, deletions become
    /// final and everything is written, and this waits until it is on disk (the process may end next).
    public func close(saving: Bool) {
        saveTimer?.cancel()
        retryTimer?.cancel()
        earlierBooks.cancel()
        if saving {
            if notes?.commitAllDeletions() == true { changeCount += 1 }
            if isDirty, canSave, let notes, let store {
                _ = persistence.saveAndWait(notes.snapshotToSave, to: store, knownStamp: stamp)
            }
            _ = earlierBooks.saveAllAndWait()
        }
        persistence.waitUntilWritten()
    }
}
