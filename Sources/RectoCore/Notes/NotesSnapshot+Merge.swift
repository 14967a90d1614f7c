import Foundation

extension NotesSnapshot {
    /// Combines two copies of a book's notes by note identity: each note is kept in its newest form, a note
    /// either side has is kept, and a tombstone removes a note unless that note was changed after the deletion.
    ///
    /// The merge is commutative, associative and idempotent, so windows and machines that exchange files in
    /// any order end with the same notes. Between a note and a tombstone of the same time, the tombstone wins:
    /// a deletion is always something a reader did after seeing the note.
    public func merged(with other: NotesSnapshot) -> NotesSnapshot {
        var newest: [UUID: Note] = [:]
        for note in notes + other.notes {
            if let known = newest[note.id], !Self.isNewer(note, than: known) { continue }
            newest[note.id] = note
        }
        var tombstones: [UUID: NoteDeletion] = [:]
        for deletion in deletions + other.deletions {
            if let known = tombstones[deletion.id], known.deleted >= deletion.deleted { continue }
            tombstones[deletion.id] = deletion
        }
        for (id, deletion) in tombstones {
            guard let note = newest[id] else { continue }
            if note.modified > deletion.deleted {
                tombstones[id] = nil
            } else {
                newest[id] = nil
            }
        }
        return NotesSnapshot(notes: Array(newest.values), deletions: Array(tombstones.values))
    }

    /// Which of two copies of one note wins: the later change; between equal times, a fixed order of the
    /// contents, so that both sides of a merge pick the same copy.
    static func isNewer(_ note: Note, than other: Note) -> Bool {
        if note.modified != other.modified { return note.modified > other.modified }
        if note.text != other.text { return note.text > other.text }
        if note.pageIndex != other.pageIndex { return note.pageIndex > other.pageIndex }
        if note.created != other.created { return note.created > other.created }
        return Highlight.isOrdered(note.highlight, after: other.highlight)
    }
}
