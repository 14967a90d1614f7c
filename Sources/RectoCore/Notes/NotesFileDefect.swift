import Foundation

/// What is wrong with a notes file that could not be read.
public enum NotesFileDefect: Error, Equatable, Sendable {
    /// The file is not JSON (truncated, scribbled on, or another kind of file).
    case notJSON
    /// The file is JSON but not a Recto notes file, or a field is missing or of the wrong type.
    case wrongShape
    /// The file was written in a format version this build cannot read (a newer Recto).
    case unsupportedVersion(Int)
    /// Two notes share an identity.
    case duplicateNote(UUID)
    /// A note has empty text or a negative page.
    case invalidNote(UUID)
}
