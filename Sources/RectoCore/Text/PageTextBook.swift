/// Reads pages' text in the background, for the text of the pages on screen (the book's text worker).
public protocol PageTextReader: AnyObject, Sendable {
    /// Reads `pages`, replacing the pages asked for before; `deliver` hears each page's text on the main thread
    /// ("" for a page without text).
    func read(_ pages: [Int], deliver: @escaping @Sendable @MainActor (_ page: Int, _ text: String) -> Void)
}

/// The open book as `ShownPageText` sees it: the pages on screen, and the reader of its text. The render
/// session provides it.
@MainActor
public protocol PageTextBook: AnyObject {
    /// The pages on screen, in any order.
    var visiblePages: [Int] { get }
    /// The book's text reader: one per book, so a new one is a new book.
    var pageTextReader: any PageTextReader { get }
}
