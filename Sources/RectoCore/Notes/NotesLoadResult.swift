/// The notes found for a book, and what went wrong on the way if anything did.
public struct NotesLoadResult: Equatable, Sendable {
    /// The notes (empty when the file is missing or could not be read).
    public let notes: [Note]
    /// Nil when the file was read or was simply missing.
    public let problem: NotesLoadProblem?

    /// Creates a result.
    public init(notes: [Note], problem: NotesLoadProblem?) {
        self.notes = notes
        self.problem = problem
    }
}
