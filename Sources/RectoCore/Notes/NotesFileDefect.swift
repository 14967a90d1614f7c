import Foundation

/// What is wrong with a notes file that could not be read at all. (A file with some unreadable notes is read:
/// see `NotesFileContents.skippedRecords`.)
public enum NotesFileDefect: Error, Equatable, Sendable {
    /// The file is not JSON (truncated, scribbled on, nested too deep, or another kind of file).
    case notJSON
    /// The file is JSON but not a Recto notes file: not an object, no `format` or `notes`, another format.
    case wrongShape
    /// The file names a format version below 1, which no Recto wrote.
    case unsupportedVersion(Int)
}
