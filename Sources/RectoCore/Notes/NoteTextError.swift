/// Why text cannot become a note.
public enum NoteTextError: Error, Equatable, Sendable {
    /// Nothing but whitespace was typed.
    case empty
}
