import Foundation

/// Everything a notes file holds: the live notes and the tombstones of recent deletions. Saves and outside
/// changes are combined with `merged(with:)`, never by replacing one snapshot with another.
public struct NotesSnapshot: Equatable, Sendable {
    /// How long a tombstone is kept: long enough for a laptop that syncs once a month to learn of a deletion.
    public static let tombstoneLifetime: TimeInterval = 30 * 24 * 60 * 60

    /// The notes, in no particular order; identities are unique.
    public var notes: [Note]
    /// The tombstones; identities are unique and never those of a live note.
    public var deletions: [NoteDeletion]

    /// A snapshot of `notes` and `deletions`.
    public init(notes: [Note] = [], deletions: [NoteDeletion] = []) {
        self.notes = notes
        self.deletions = deletions
    }

    /// Whether there is nothing in it.
    public var isEmpty: Bool { notes.isEmpty && deletions.isEmpty }

    /// The same snapshot without tombstones older than `tombstoneLifetime` at `now`.
    public func pruned(now: Date = Date()) -> NotesSnapshot {
        let cutoff = now.addingTimeInterval(-Self.tombstoneLifetime)
        return NotesSnapshot(notes: notes, deletions: deletions.filter { $0.deleted >= cutoff })
    }

    /// Compares two snapshots as sets: the order of notes and tombstones does not matter.
    public static func == (lhs: NotesSnapshot, rhs: NotesSnapshot) -> Bool {
        lhs.notes.count == rhs.notes.count && lhs.deletions.count == rhs.deletions.count
            && Set(lhs.notes) == Set(rhs.notes) && Set(lhs.deletions) == Set(rhs.deletions)
    }
}
