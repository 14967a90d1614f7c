/// A rectangle on a page in PDF points, with the origin at the page's top left and y growing downwards, as
/// the page is drawn on screen. Poppler gives link areas with the origin at the bottom left (PDF's own y axis,
/// pointing up); `fromPDF` is the one place that turns them over.
public struct PageRect: Equatable, Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle with corners (`x1`, `y1`) and (`x2`, `y2`) in PDF space (origin bottom left, y up) on a
    /// page `pageHeight` points tall; the corners may come in any order. Nil for a value that is not finite.
    public static func fromPDF(x1: Double, y1: Double, x2: Double, y2: Double, pageHeight: Double) -> PageRect? {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite, pageHeight.isFinite else { return nil }
        return PageRect(x: min(x1, x2), y: pageHeight - max(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
    }

    /// Whether `point` (page points, top-left origin) is inside, edges included.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px <= x + width && py >= y && py <= y + height
    }

    /// This rectangle in a picture of the page drawn `scale` pixels per point at (`originX`, `originY`).
    public func scaled(by scale: Double, originX: Double = 0, originY: Double = 0) -> PageRect {
        PageRect(x: originX + x * scale, y: originY + y * scale, width: width * scale, height: height * scale)
    }
}
