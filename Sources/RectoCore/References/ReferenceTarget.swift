/// What a reference preview shows: the reference (where it is on its page) and where it may lead, best first
/// (a link leads to one place; a mention without a link to each of its candidates, `ReferenceIndex.targets`).
public struct ReferenceTarget: Equatable, Sendable {
    /// One place the reference may lead: a page and where on it the preview starts.
    public struct Destination: Equatable, Sendable {
        public let page: Int
        public let anchor: PreviewAnchor

        public init(page: Int, anchor: PreviewAnchor) {
            self.page = page
            self.anchor = anchor
        }
    }

    /// The page the reference is on, and its area there (top-left page points).
    public let sourcePage: Int
    public let sourceArea: PageRect
    public let destinations: [Destination]

    public init(sourcePage: Int, sourceArea: PageRect, destinations: [Destination]) {
        self.sourcePage = sourcePage
        self.sourceArea = sourceArea
        self.destinations = destinations
    }

    /// Whether a link leading to `target` is previewed (a page of this book): such a link shows its preview and
    /// no tooltip, since a tooltip opening over the preview covered it and took the pointer's rest from it.
    public static func previews(_ target: LinkTarget) -> Bool {
        if case .page = target { return true }
        return false
    }

    /// The link's preview, when it leads to a page of the book.
    public init?(link: PageLink, onPage page: Int) {
        guard case let .page(destination, top) = link.target else { return nil }
        self.init(sourcePage: page, sourceArea: link.area,
                  destinations: [Destination(page: destination, anchor: .point(top: top, left: link.destinationLeft))])
    }

    /// The preview of `mention` (at `area` on its page) leading to `targets`; nil when there are none.
    public init?(mention: ReferenceOccurrence, area: PageRect, targets: [ReferenceOccurrence]) {
        guard !targets.isEmpty else { return nil }
        self.init(sourcePage: mention.page, sourceArea: area, destinations: targets.map { target in
            Destination(page: target.page, anchor: .text(
                target.range, captionBelowBody: target.isDefinition && target.key.kind.captionBelowBody))
        })
    }
}
