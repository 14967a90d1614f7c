/// The notes found for a book, and what went wrong on the way if anything did.
public struct NotesLoadResult: Equatable, Sendable {
    /// The notes and tombstones (empty when the file is missing or could not be read).
    public let snapshot: NotesSnapshot
    /// Nil when the file was read or was simply missing.
    public let problem: NotesLoadProblem?
    /// The file as it was read (nil: there was none), for `NotesStore.save(_:knownStamp:)` to tell whether
    /// someone else wrote it since.
    public let stamp: NotesFileStamp?

    /// Creates a result.
    public init(snapshot: NotesSnapshot, problem: NotesLoadProblem?, stamp: NotesFileStamp? = nil) {
        self.snapshot = snapshot
        self.problem = problem
        self.stamp = stamp
    }

    /// The live notes.
    public var notes: [Note] { snapshot.notes }

    /// Whether notes may be written over the file.
    public var allowsSaving: Bool { problem?.allowsSaving ?? true }
}
