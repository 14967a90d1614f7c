import Foundation

/// A tombstone: the record that a note was deleted, and when. Kept in the notes file for a while
/// (`NotesSnapshot.tombstoneLifetime`) so that a merge with an older copy of the file (another window, a
/// machine that synced late) deletes the note there too instead of bringing it back.
public struct NoteDeletion: Hashable, Sendable {
    /// The deleted note's identity.
    public let id: UUID
    /// When the deletion became final, to the millisecond.
    public let deleted: Date

    /// Creates a tombstone; the date is rounded to the millisecond as the file keeps it.
    public init(id: UUID, deleted: Date) {
        self.id = id
        self.deleted = Note.date(milliseconds: Note.milliseconds(of: deleted))
    }
}
