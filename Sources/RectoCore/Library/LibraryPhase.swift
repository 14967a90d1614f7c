/// Where the app's library stands.
public enum LibraryPhase: Equatable, Sendable {
    /// Not started.
    case idle
    /// The first scan is running.
    case loading
    /// The list follows the folder.
    case ready
    /// The folder cannot be shown (missing, unmounted, unreadable), and why.
    case unavailable(LibraryScanError)
}
