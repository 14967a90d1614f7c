/// A reference preview ready to be drawn: what it previews, the candidate shown, and the region of the
/// destination page it frames. The app renders the page and shows it if `ReferencePreviews.willShow` agrees.
public struct ReferencePreview: Equatable, Sendable {
    /// The reference previewed.
    public let target: ReferenceTarget
    /// Which of the target's destinations is shown, from 0.
    public let candidate: Int
    /// The destination page, its size in points, the region shown (top-left page points) and its text.
    public let page: Int
    public let pageSize: Size
    public let region: PageRect
    public let text: String
    /// The opening it belongs to: a later one makes it stale.
    let generation: Int

    /// The candidate shown and how many there are, when there is more than one to step through.
    public var candidates: (shown: Int, count: Int)? {
        target.destinations.count > 1 ? (candidate, target.destinations.count) : nil
    }

    /// Where a click on the preview goes: the page, scrolled to the region's top.
    public var destination: LinkTarget {
        .page(page, top: pageSize.height > 0 ? max(0, min(1, region.y / pageSize.height)) : nil)
    }
}
