/// Why a book's notes were not saved. The notes stay unsaved; the app tries again later.
public enum NotesSaveError: Error, Equatable, Sendable {
    /// The file (or its folder) could not be written: read-only folder, full disk (`reason` is the system's).
    case cannotWrite(reason: String)
    /// The file changed since it was read and cannot be read now to merge with (`reason` is the system's).
    case cannotMerge(reason: String)
    /// A newer Recto wrote the file meanwhile; this build never writes over it.
    case newerVersion(Int)

    /// The system's words for the failure, for a message.
    public var reason: String {
        switch self {
        case .cannotWrite(let reason), .cannotMerge(let reason): reason
        case .newerVersion: ""
        }
    }
}
