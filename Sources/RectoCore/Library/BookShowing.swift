import Foundation

/// What the library asks of the window it is in: to open a book, or to show the library's page when the open
/// book was deleted, and which book is on its way. The window conforms; the library holds it weakly.
@MainActor
public protocol BookShowing: AnyObject {
    /// The book being opened, until it shows or fails.
    var pendingURL: URL? { get }
    /// Opens the book at `url` at its remembered page.
    func open(_ url: URL)
    /// Closes the book and shows the library's page: an empty library's invitation, or a prompt to choose.
    func showLibraryInstead(libraryIsEmpty: Bool)
}
