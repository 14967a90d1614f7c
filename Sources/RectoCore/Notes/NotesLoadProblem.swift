import Foundation

/// Why loading notes did not simply return the stored notes; the app turns it into a message.
public enum NotesLoadProblem: Error, Equatable, Sendable {
    /// The file could not be understood and was moved to `movedTo`; the book starts with no notes.
    case setAside(movedTo: URL, defect: NotesFileDefect)
    /// The file could not be understood and could not be moved either (`reason` is the system's). Do not save
    /// notes for this book in this session, or the file would be overwritten.
    case cannotSetAside(defect: NotesFileDefect, reason: String)
    /// The file exists but could not be read (`reason` is the system's). Do not save notes for this book in this
    /// session, or the file would be overwritten.
    case cannotRead(reason: String)
    /// `skipped` notes could not be read and the rest were; the original file was copied to `keptAs` first, so
    /// the next save loses nothing. With `keptAs` nil the copy failed: do not save.
    case partlyRead(skipped: Int, keptAs: URL?)
    /// A newer Recto wrote the file (format `version`): its notes are shown as far as they are understood, and
    /// the file is never written by this build.
    case newerVersion(Int)

    /// Whether notes may be saved over the file after this problem.
    public var allowsSaving: Bool {
        switch self {
        case .setAside: true
        case .partlyRead(_, let keptAs): keptAs != nil
        case .cannotSetAside, .cannotRead, .newerVersion: false
        }
    }
}
