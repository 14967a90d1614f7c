/// A page to render, fitted into a box of device pixels (the worker knows the page's shape; the caller only
/// knows the room it has). Also the key of rendered pages in the cache.
public struct RenderRequest: Hashable, Sendable {
    /// Zero-based page index.
    public let page: Int
    /// The room for the page, in device pixels.
    public let boxWidth: Int
    public let boxHeight: Int
    /// What is painted over or instead of poppler's plain page (colour mode, highlights).
    public let style: PageStyle

    public init(page: Int, boxWidth: Int, boxHeight: Int, style: PageStyle = .plain) {
        self.page = page
        self.boxWidth = max(boxWidth, 1)
        self.boxHeight = max(boxHeight, 1)
        self.style = style
    }
}
