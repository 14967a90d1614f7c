/// Where read-aloud gets the book's pages (`ReadAloudPage`): the app reads them on the book's text queue.
@MainActor
public protocol ReadAloudSource: AnyObject {
    var pageCount: Int { get }
    /// Reads the consecutive `pages` and hands them over on the main actor, in order.
    func readAloudPages(_ pages: Range<Int>, deliver: @escaping @MainActor ([ReadAloudPage]) -> Void)
}
