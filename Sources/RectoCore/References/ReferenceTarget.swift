/// What a reference preview shows: the reference (where it is on its page) and where it leads.
public struct ReferenceTarget: Equatable, Sendable {
    /// The page the reference is on, and its area there (top-left page points).
    public let sourcePage: Int
    public let sourceArea: PageRect
    /// The destination page (zero-based) and point on it: `top` and `left` as shares of the page's height
    /// and width, nil when the reference does not say.
    public let page: Int
    public let top: Double?
    public let left: Double?

    public init(sourcePage: Int, sourceArea: PageRect, page: Int, top: Double?, left: Double? = nil) {
        self.sourcePage = sourcePage
        self.sourceArea = sourceArea
        self.page = page
        self.top = top
        self.left = left
    }

    /// The link's preview, when it leads to a page of the book.
    public init?(link: PageLink, onPage page: Int) {
        guard case let .page(destination, top) = link.target else { return nil }
        self.init(sourcePage: page, sourceArea: link.area, page: destination, top: top)
    }
}
