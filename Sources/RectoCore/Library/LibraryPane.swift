import Foundation

/// The library's list in one window as `LibraryPaneFlow` sees it: which row is marked as the open book, and
/// the keyboard. The app's sidebar conforms; tests give a fake.
@MainActor
public protocol LibraryPane: AnyObject {
    /// The row marked as the book open in the window (selected, and named so to a screen reader).
    var openPath: LibraryPath? { get }
    /// Marks `path`'s row as the open book (none, nil) and selects it.
    func setOpen(_ path: LibraryPath?)
    /// Gives the keyboard to the list, or to the search entry while no book is listed.
    func focusList()
    /// Gives the keyboard back to the list, so the reader can go on moving through the books.
    func returnFocusToList()
}
