/// One marked rectangle of a highlight, in PDF user space: points, origin at the page's bottom left, y up, as
/// a PDF /Highlight annotation's QuadPoints are. Text highlights are axis-aligned, so two corners say it all.
/// `PageRect` turns it over for drawing (`PageRect.fromPDF`), the one place that knows PDF's y axis.
public struct HighlightQuad: Hashable, Sendable {
    /// The largest coordinate a quad may have: PDF pages are at most 14,400 units a side, and user units can
    /// scale that; anything beyond is damage, never a page.
    public static let coordinateLimit = 1_000_000.0

    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// A quad with corners (`x1`, `y1`) and (`x2`, `y2`) in PDF space, in any order; nil for a coordinate that
    /// is not finite or outside `coordinateLimit`, or for an empty rectangle.
    public init?(x1: Double, y1: Double, x2: Double, y2: Double) {
        let all = [x1, y1, x2, y2]
        guard all.allSatisfy({ $0.isFinite && abs($0) <= Self.coordinateLimit }), x1 != x2, y1 != y2 else { return nil }
        self.x1 = min(x1, x2)
        self.y1 = min(y1, y2)
        self.x2 = max(x1, x2)
        self.y2 = max(y1, y2)
    }

    /// The quad covering `rect` (top-left page points, as the selection and find give them) on a page
    /// `pageHeight` points tall.
    public init?(_ rect: PageRect, pageHeight: Double) {
        self.init(x1: rect.x, y1: pageHeight - rect.y - rect.height, x2: rect.x + rect.width, y2: pageHeight - rect.y)
    }

    /// The quad as drawn on screen (top-left page points).
    public func pageRect(pageHeight: Double) -> PageRect? {
        PageRect.fromPDF(x1: x1, y1: y1, x2: x2, y2: y2, pageHeight: pageHeight)
    }

    /// Whether the quad lies on a page of this size (a little slack for glyphs that overhang the edge).
    public func fits(pageWidth: Double, pageHeight: Double) -> Bool {
        let slack = 1.0
        return x1 >= -slack && y1 >= -slack && x2 <= pageWidth + slack && y2 <= pageHeight + slack
    }

    /// Whether the two quads share any area.
    public func overlaps(_ other: HighlightQuad) -> Bool {
        x1 < other.x2 && other.x1 < x2 && y1 < other.y2 && other.y1 < y2
    }
}
