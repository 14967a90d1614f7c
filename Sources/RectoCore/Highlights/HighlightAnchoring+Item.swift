import Foundation

extension HighlightAnchoring {
    /// A highlight to check against the book's text: its note, page and passage.
    public struct Item: Equatable, Sendable {
        public let id: UUID
        public let page: Int
        public let highlight: Highlight

        public init(id: UUID, page: Int, highlight: Highlight) {
            self.id = id
            self.page = page
            self.highlight = highlight
        }
    }
}
