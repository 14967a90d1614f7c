/// A point on a page of the book: the page's index and the point in top-left page points.
public struct PagePoint: Equatable, Sendable {
    public let page: Int
    public let x: Double
    public let y: Double

    public init(page: Int, x: Double, y: Double) {
        self.page = page
        self.x = x
        self.y = y
    }
}
