/// What is drawn over and followed on a page on screen: its size in points, its links, and where the
/// search's query shows on it (one list of rectangles per match, in the order `TextMatcher` counts them).
public struct PageMarks: Equatable, Sendable {
    public let pageSize: Size
    public let links: [PageLink]
    public let matches: [[PageRect]]

    public init(pageSize: Size, links: [PageLink] = [], matches: [[PageRect]] = []) {
        self.pageSize = pageSize
        self.links = links
        self.matches = matches
    }
}
