/// Where a page is on screen: the part of it shown (`shown`, in page points, top-left origin: the whole page,
/// or its crop when the margins are trimmed) drawn into `drawn` (a widget's coordinates). The one mapping
/// between page points and the screen that page marks (find matches, highlights, the selection, links) use,
/// so they stay on their words whether the page is trimmed or not.
public struct PagePlacement: Equatable, Sendable {
    /// Where the shown part is drawn, in the widget's coordinates.
    public var drawn: PageRect
    /// The part of the page drawn there, in page points.
    public var shown: PageRect
    /// The whole page's size, in points.
    public var pageSize: Size

    /// The part `shown` (nil: the whole page) of a page of `pageSize` points, drawn into `drawn`.
    public init(drawn: PageRect, shown: PageRect?, pageSize: Size) {
        self.drawn = drawn
        self.shown = shown ?? PageRect(x: 0, y: 0, width: pageSize.width, height: pageSize.height)
        self.pageSize = pageSize
    }

    /// A whole page of `pageSize` points drawn into `drawn`.
    public init(drawn: PageRect, pageSize: Size) {
        self.init(drawn: drawn, shown: nil, pageSize: pageSize)
    }

    /// Screen pixels a page point, across and down.
    public var scaleX: Double { shown.width > 0 ? drawn.width / shown.width : 0 }
    public var scaleY: Double { shown.height > 0 ? drawn.height / shown.height : 0 }

    /// Where `rect` (page points) is drawn, in the widget's coordinates (outside `drawn` when it lies in a
    /// trimmed margin).
    public func widgetRect(of rect: PageRect) -> PageRect {
        PageRect(x: drawn.x + (rect.x - shown.x) * scaleX, y: drawn.y + (rect.y - shown.y) * scaleY,
                 width: rect.width * scaleX, height: rect.height * scaleY)
    }

    /// The page point under (`x`, `y`) of the widget; nil off the drawn part (or for a degenerate placement).
    public func pagePoint(x: Double, y: Double) -> (x: Double, y: Double)? {
        guard drawn.contains(x: x, y: y) else { return nil }
        return clampedPagePoint(x: x, y: y)
    }

    /// The page point under (`x`, `y`), a point off the drawn part taken at its nearest edge (a selection may
    /// start in the margin, a drag run past the page); nil for a degenerate placement.
    public func clampedPagePoint(x: Double, y: Double) -> (x: Double, y: Double)? {
        guard drawn.width > 0, drawn.height > 0, shown.width > 0, shown.height > 0 else { return nil }
        let cx = min(max(x, drawn.x), drawn.x + drawn.width), cy = min(max(y, drawn.y), drawn.y + drawn.height)
        return (shown.x + (cx - drawn.x) / scaleX, shown.y + (cy - drawn.y) / scaleY)
    }

    /// Where the point `share` of the whole page's height down (a link's destination) is drawn, in the widget's
    /// coordinates, kept within the drawn part (a destination in a trimmed margin goes to its edge).
    public func widgetY(ofShare share: Double) -> Double {
        let y = drawn.y + (share * pageSize.height - shown.y) * scaleY
        return min(max(y, drawn.y), drawn.y + drawn.height)
    }
}
