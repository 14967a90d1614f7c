/// Reads what is drawn over the pages on screen and followed on them (the book's text worker): seen by
/// `ShownPageMarks`, so tests can give a fake.
public protocol PageMarksReader: AnyObject, Sendable {
    /// Called on the main thread with a page on screen and its marks.
    typealias Delivery = @Sendable @MainActor (_ page: Int, _ marks: PageMarks) -> Void

    /// Reads `pages`' marks, with where `query` shows on them, replacing the pages asked for before; `deliver`
    /// hears each page's marks on the main thread.
    func marks(_ pages: [Int], query: String, deliver: @escaping Delivery)
}
