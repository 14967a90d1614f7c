import Foundation

/// The notes of the open book as the reader edits them: the sorted, sectioned collection the list shows, and the
/// notes deleted a moment ago whose Undo is still on offer.
///
/// A deleted note leaves the list at once but stays in `notesToSave` until its deletion is committed (the Undo
/// toast went away), so a crash or a save in between never loses a note the reader could still bring back. A
/// committed deletion leaves a tombstone, so that merging with an older copy of the file does not bring it back.
public struct BookNotes: Sendable {
    /// The notes on screen, sorted and grouped.
    public internal(set) var collection: IndexedCollection<Note>
    /// Deleted notes that Undo can still restore, oldest first.
    public internal(set) var pendingDeletions: [Note] = []
    /// Committed deletions, by note identity.
    public internal(set) var deletions: [UUID: NoteDeletion] = [:]
    /// The marked highlights of the notes on screen, by page (a deleted one leaves its page at once).
    public internal(set) var highlights = HighlightPages()

    /// The notes of a book as loaded; builds the sorted collection once.
    public init(notes: [Note], collation: IndexCollation = IndexCollation()) {
        collection = IndexedCollection(notes, collation: collation)
        highlights = HighlightPages(notes)
    }

    /// The notes and tombstones of a book as loaded.
    public init(snapshot: NotesSnapshot, collation: IndexCollation = IndexCollation()) {
        collection = IndexedCollection(snapshot.notes, collation: collation)
        highlights = HighlightPages(snapshot.notes)
        deletions = Dictionary(snapshot.deletions.map { ($0.id, $0) }, uniquingKeysWith: { $0.deleted > $1.deleted ? $0 : $1 })
    }

    /// What the notes file should hold now: the notes on screen, then those whose deletion can still be undone.
    public var notesToSave: [Note] { collection.items + pendingDeletions }

    /// What the notes file should hold now, tombstones included.
    public var snapshotToSave: NotesSnapshot {
        NotesSnapshot(notes: notesToSave, deletions: Array(deletions.values))
    }

    /// Adds a note with `rawText` (trimmed) taken on `pageIndex`, and reports where it went. Throws `.empty`,
    /// changing nothing, when the text is only whitespace.
    public mutating func add(
        text rawText: String, pageIndex: Int, created: Date = Date()
    ) throws(NoteTextError) -> (note: Note, change: IndexedChange) {
        let text = try Note.validatedText(rawText)
        let note = Note(text: text, pageIndex: pageIndex, created: created)
        // A fresh UUID is never already present, so the insert always happens.
        guard let change = collection.insert(note) else { preconditionFailure("duplicate note identity") }
        return (note, change)
    }

    /// Adds a highlight of a passage on `pageIndex`, with the reader's words `rawText` (trimmed; may be empty:
    /// the passage then names the note in the list). Throws `.empty` when there are neither words nor passage.
    public mutating func add(
        highlight: Highlight, text rawText: String = "", pageIndex: Int, created: Date = Date()
    ) throws(NoteTextError) -> (note: Note, change: IndexedChange) {
        let text = Note.trimmed(rawText)
        guard !text.isEmpty || !Note.trimmed(highlight.quote).isEmpty else { throw .empty }
        let note = Note(text: text, pageIndex: pageIndex, created: created, highlight: highlight)
        guard let change = collection.insert(note) else { preconditionFailure("duplicate note identity") }
        highlights.insert(note)
        return (note, change)
    }

    /// Changes a note (its colour, its re-anchored mark), dated `now` so the change wins a merge; the list's
    /// removal and insert, to apply in that order, or nil if the note is not on the list.
    public mutating func update(
        id: UUID, now: Date = Date(), _ change: (inout Note) -> Void
    ) -> (removed: IndexedChange, inserted: IndexedChange)? {
        guard let old = collection.item(id: id) else { return nil }
        var note = old
        change(&note)
        note.modified = Note.date(milliseconds: Note.milliseconds(of: max(now, old.modified)))
        guard let changes = collection.replace(note) else { return nil }
        highlights.remove(old)
        highlights.insert(note)
        return changes
    }

    /// Takes a note off the list, keeping it for Undo; nil if no such note is on the list.
    public mutating func delete(id: UUID) -> IndexedChange? {
        guard let note = collection.item(id: id), let change = collection.remove(id: id) else { return nil }
        pendingDeletions.append(note)
        highlights.remove(note)
        return change
    }

    /// Puts a deleted note back in its place; nil if its deletion was already committed (or it never was deleted).
    public mutating func undoDelete(id: UUID) -> IndexedChange? {
        guard let index = pendingDeletions.firstIndex(where: { $0.id == id }) else { return nil }
        let note = pendingDeletions.remove(at: index)
        highlights.insert(note)
        return collection.insert(note)
    }

    /// Makes a deletion final, leaving a tombstone dated `now`; returns whether there was one to commit (the
    /// file then needs saving).
    @discardableResult
    public mutating func commitDelete(id: UUID, now: Date = Date()) -> Bool {
        guard let index = pendingDeletions.firstIndex(where: { $0.id == id }) else { return false }
        let note = pendingDeletions.remove(at: index)
        // Never older than the note it buries: with a clock set back, the note would otherwise come back.
        deletions[id] = NoteDeletion(id: id, deleted: max(now, note.modified))
        return true
    }

    /// Makes every pending deletion final (the book is closing); returns whether there were any.
    @discardableResult
    public mutating func commitAllDeletions(now: Date = Date()) -> Bool {
        defer { pendingDeletions.removeAll() }
        for note in pendingDeletions {
            deletions[note.id] = NoteDeletion(id: note.id, deleted: max(now, note.modified))
        }
        return !pendingDeletions.isEmpty
    }

}
