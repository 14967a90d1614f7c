/// What a save of a book's notes left on disk.
public struct NotesSaveOutcome: Equatable, Sendable {
    /// What the file holds now: the notes saved, merged with changes someone else had written meanwhile.
    public let snapshot: NotesSnapshot
    /// The file as written, to pass to the next save.
    public let stamp: NotesFileStamp?
    /// Whether the file had changed since it was last read (so `snapshot` may hold notes from elsewhere).
    public let mergedOutsideChanges: Bool
    /// What was wrong with the outside version, when it was damaged or unreadable (it was kept aside).
    public let problem: NotesLoadProblem?
}
