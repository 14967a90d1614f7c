/// A change in the library folder reported by the folder monitor, with the file's state at the time the app
/// looked (the app calls `LibraryScanner.examine` for the path and builds the event with `observed(_:_:)`).
public enum LibraryEvent: Equatable, Sendable {
    /// A listable file appeared (created, moved in, restored from the trash).
    case added(LibraryItem)
    /// A listed file changed (written, touched, permissions): size, time or readability may differ.
    case changed(LibraryItem)
    /// A file disappeared (deleted, moved out, trashed), or turned into something not listed.
    case removed(LibraryPath)
    /// A file was renamed within the folder; `to` is `nil` when the new name is not listed (hidden, not a PDF).
    case renamed(from: LibraryPath, to: LibraryItem?)

    /// The event for a path the monitor mentioned, given what `LibraryScanner.examine` found there now:
    /// a listable file is an addition (or update), anything else a removal.
    public static func observed(_ path: LibraryPath, _ examination: LibraryScanner.Examination) -> LibraryEvent {
        if case .item(let item) = examination { return .added(item) }
        return .removed(path)
    }
}
