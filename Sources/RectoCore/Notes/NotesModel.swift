import Foundation

/// The notes of the book open in one window, without its widgets: follows the open book, loads its notes in the
/// background, edits them (add, delete with Undo, change in place, merge), and saves them: a burst of changes
/// makes one write, a failed write stays marked and is tried again (next change, timer, close), and notes
/// written by others (another window, a sync tool) are merged in. The app's notes controller mirrors `Event`s in
/// the list and turns them into messages.
///
/// Time comes from a `Scheduler` (GLib's main loop in the app, a manual clock in tests), the disk from
/// `NotesPersistence`.
@MainActor
public final class NotesModel {
    /// What the notes controller shows of a change.
    public enum Event: Equatable, Sendable {
        /// The whole list is different (a book opened, its notes loaded, notes from elsewhere merged in).
        case reloaded
        /// Rows changed as `change` says (already applied to `notes`).
        case changed(IndexedChange)
        /// The open book's notes arrived from disk (their passages can be found in the text again).
        case loaded
        /// Something about the notes file to tell the reader.
        case problem(NotesLoadProblem)
        /// A save failed, the first of a streak (`reason` is the system's); it is tried again.
        case saveFailed(reason: String)
    }

    /// How long changes are gathered before a save.
    public static let saveDelay = 0.3
    /// How long after a failed save the next try is made, while nothing else changes.
    public static let retryDelay = 5.0

    private let observers = Observers<Event>()

    /// Calls `observer` with every event, in the order they happen, while the token lives.
    public func observe(_ observer: @escaping (Event) -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// The open book's notes; nil with no book or while they load.
    public internal(set) var notes: BookNotes?
    /// Where the open book's notes are kept; nil with no book.
    public internal(set) var store: NotesStore?
    /// False when the notes file could be neither read nor set aside, or a newer Recto wrote it: saving would
    /// overwrite it.
    public internal(set) var canSave = false
    /// Counts edits; `savedChangeCount` is the count the last successful save included. Unsaved changes stay
    /// marked until a write succeeds, whatever failed before.
    public internal(set) var changeCount = 0
    public internal(set) var savedChangeCount = 0
    /// The notes file as last read or written, to tell outside writes from ours.
    public internal(set) var stamp: NotesFileStamp?
    /// Counts books opened, so a late load or an old toast's Undo never touches another book's notes.
    public internal(set) var generation = 0
    /// Whether the last save failed, so a streak of failures is told once, not once per retry.
    var lastSaveFailed = false
    var saveTimer: ScheduledWork?
    var retryTimer: ScheduledWork?

    public let persistence: NotesPersistence
    let scheduler: Scheduler
    /// Earlier books' notes whose save has not succeeded yet.
    public let earlierBooks: NotesPendingSaves

    public init(persistence: NotesPersistence, scheduler: Scheduler) {
        self.persistence = persistence
        self.scheduler = scheduler
        earlierBooks = NotesPendingSaves(persistence: persistence, scheduler: scheduler)
        earlierBooks.onFailure = { [weak self] reason in self?.tell(.saveFailed(reason: reason)) }
    }

    func tell(_ event: Event) {
        observers.send(event)
    }

    /// Whether there are changes no save has included yet.
    public var isDirty: Bool { changeCount != savedChangeCount }

    // MARK: The open book

    /// A book opened (`store` is where its notes are kept), or none is open (nil): the previous book's notes
    /// are saved (kept by `earlierBooks` until a save succeeds), the new book's loaded in the background.
    public func open(_ store: NotesStore?) {
        if notes?.commitAllDeletions() == true { changeCount += 1 }
        saveTimer?.cancel()
        if isDirty, canSave, let notes, let oldStore = self.store {
            earlierBooks.add(notes.snapshotToSave, to: oldStore, knownStamp: stamp)
        }
        generation += 1
        retryTimer?.cancel()
        notes = nil
        canSave = false
        changeCount = 0
        savedChangeCount = 0
        lastSaveFailed = false
        stamp = nil
        self.store = store
        tell(.reloaded)
        guard let store else { return }
        let generation = generation
        persistence.load(store) { [weak self] notes, result in
            guard let self, self.generation == generation else { return }
            loaded(notes, result: result)
        }
    }

    private func loaded(_ loadedNotes: BookNotes, result: NotesLoadResult) {
        notes = loadedNotes
        canSave = result.allowsSaving
        stamp = result.stamp
        tell(.reloaded)
        if let problem = result.problem { tell(.problem(problem)) }
        tell(.loaded)
    }

    // MARK: Editing

    /// Adds a note with `text` on `pageIndex` and saves soon; nil (nothing changed) when no notes are loaded
    /// or the text is only whitespace.
    @discardableResult
    public func add(text: String, pageIndex: Int) -> IndexedChange? {
        guard notes != nil, let added = try? notes!.add(text: text, pageIndex: pageIndex) else { return nil }
        tell(.changed(added.change))
        saveSoon()
        return added.change
    }

    /// Adds a highlight with the reader's words `text` (possibly empty) and saves soon; nil when no notes are
    /// loaded or there are neither words nor passage.
    @discardableResult
    public func add(highlight: Highlight, text: String = "", pageIndex: Int) -> (note: Note, change: IndexedChange)? {
        guard notes != nil, let added = try? notes!.add(highlight: highlight, text: text, pageIndex: pageIndex)
        else { return nil }
        tell(.changed(added.change))
        saveSoon()
        return added
    }

    /// Takes a note off the list, kept for Undo: nothing is saved until `commitDelete` (the reader may still
    /// undo). Nil when there is no such note.
    @discardableResult
    public func delete(_ id: UUID) -> IndexedChange? {
        guard let removed = notes?.delete(id: id) else { return nil }
        tell(.changed(removed))
        return removed
    }

    /// Puts a deleted note back, if it was deleted while book `generation` was open and is not final yet.
    @discardableResult
    public func undoDelete(_ id: UUID, generation: Int) -> IndexedChange? {
        guard generation == self.generation, let restored = notes?.undoDelete(id: id) else { return nil }
        tell(.changed(restored))
        return restored
    }

    /// Makes a deletion final and saves soon, if it was made while book `generation` was open.
    public func commitDelete(_ id: UUID, generation: Int) {
        guard generation == self.generation, notes?.commitDelete(id: id) == true else { return }
        saveSoon()
    }

    /// Changes a note in place and saves soon; dated `dated` when the reader made the change, else the note
    /// keeps its date (finding a passage's context again is not an edit). Returns whether the note was there.
    @discardableResult
    public func replace(_ id: UUID, dated: Date? = nil, _ change: (inout Note) -> Void) -> Bool {
        guard let old = notes?.collection.item(id: id),
              let changes = notes?.update(id: id, now: dated ?? old.modified, change)
        else { return false }
        tell(.changed(changes.removed))
        tell(.changed(changes.inserted))
        saveSoon()
        return true
    }

    /// Merges notes from elsewhere (another window's save, an import) into the list; returns whether that
    /// changed it. Nothing is saved: an import calls `saveSoon` itself.
    @discardableResult
    public func absorb(_ snapshot: NotesSnapshot) -> Bool {
        guard notes?.absorb(snapshot) == true else { return false }
        tell(.reloaded)
        return true
    }
}
