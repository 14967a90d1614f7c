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
}
