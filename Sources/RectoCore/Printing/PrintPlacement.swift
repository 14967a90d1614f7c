/// Where a book page goes on the paper: turned with the page (a landscape page on landscape paper), scaled to
/// fit the printable area whole, and centred in it.
public struct PrintPlacement: Equatable, Sendable {
    /// Points of paper per point of the page.
    public let scale: Double
    /// The page's top-left corner, in points from the printable area's top-left.
    public let x: Double
    public let y: Double

    /// Fits `page` into `area` (both in points). A page or area without size gets scale 1 at the corner, so a
    /// broken page prints as itself rather than trapping.
    public init(page: Size, area: Size) {
        guard page.width > 0, page.height > 0, area.width > 0, area.height > 0,
              page.width.isFinite, page.height.isFinite, area.width.isFinite, area.height.isFinite else {
            (scale, x, y) = (1, 0, 0)
            return
        }
        let scale = min(area.width / page.width, area.height / page.height)
        self.scale = scale
        x = (area.width - page.width * scale) / 2
        y = (area.height - page.height * scale) / 2
    }

    /// Whether `page` prints on paper turned landscape: wider than tall.
    public static func isLandscape(_ page: Size) -> Bool { page.width > page.height }
}
