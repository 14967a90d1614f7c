/// Whether Night keeps a page's pictures in their colours or recolours the whole page as text.
///
/// A photograph on a text page keeps its colours. A scanned page is one picture of text: kept as a picture it
/// stays bright paper in the dark, so once the pictures cover most of the page it is recoloured as text
/// (lightness inverted, hue kept), as its black print on white paper wants.
public enum PictureCoverage {
    /// The share of the page the pictures must cover, beyond which the page is a scan. A scan's image fills the
    /// page (or nearly, when its margins were cropped): 95–100%. A plate that fills the type area of a book page
    /// within ordinary margins (an inch on letter, 2.5 cm on A4) covers 63–65%, and a picture with a caption
    /// less, so the line sits between the two, clear of both.
    public static let scanShare = 0.8

    /// The most rectangles measured (the largest are kept): a page tiled with thousands of small images (some
    /// scanners cut a page into strips) still costs a bounded sweep, and the smallest tiles matter least.
    public static let maximumAreas = 1024

    /// The share (0…1) of a page of `page` points that the union of `areas` (page points, top-left origin)
    /// covers; overlapping pictures (a scan's background and foreground layers) count once, and what lies off
    /// the page not at all. Zero for an empty or degenerate page.
    public static func share(of areas: [PageRect], page: Size) -> Double {
        guard page.width.isFinite, page.height.isFinite, page.width > 0, page.height > 0 else { return 0 }
        var clipped = areas.compactMap { clip($0, to: page) }
        if clipped.count > maximumAreas {
            clipped.sort { $0.width * $0.height > $1.width * $1.height }
            clipped.removeLast(clipped.count - maximumAreas)
        }
        return min(unionArea(of: clipped) / (page.width * page.height), 1)
    }

    /// Whether the page is a scan for Night: its pictures cover more than `scanShare` of it.
    public static func isScan(_ areas: [PageRect], page: Size) -> Bool {
        share(of: areas, page: page) > scanShare
    }

    /// The areas Night keeps in their colours: none on a scan (the whole page is recoloured as text), else all.
    public static func picturesKept(_ areas: [PageRect], page: Size) -> [PageRect] {
        isScan(areas, page: page) ? [] : areas
    }

    private static func clip(_ area: PageRect, to page: Size) -> PageRect? {
        guard [area.x, area.y, area.width, area.height].allSatisfy(\.isFinite) else { return nil }
        let left = max(min(area.x, area.x + area.width), 0), right = min(max(area.x, area.x + area.width), page.width)
        let top = max(min(area.y, area.y + area.height), 0)
        let bottom = min(max(area.y, area.y + area.height), page.height)
        guard right > left, bottom > top else { return nil }
        return PageRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The area of the union of `areas`: the page cut into vertical slabs at every left and right edge, and in
    /// each slab the rectangles' spans down the page merged.
    private static func unionArea(of areas: [PageRect]) -> Double {
        let edges = Set(areas.flatMap { [$0.x, $0.x + $0.width] }).sorted()
        var total = 0.0
        var spans: [(top: Double, bottom: Double)] = []
        for (left, right) in zip(edges, edges.dropFirst()) {
            spans.removeAll(keepingCapacity: true)
            for area in areas where area.x <= left && area.x + area.width >= right {
                spans.append((area.y, area.y + area.height))
            }
            guard !spans.isEmpty else { continue }
            spans.sort { $0.top < $1.top }
            var covered = 0.0, start = spans[0].top, end = spans[0].bottom
            for span in spans.dropFirst() {
                if span.top > end {
                    covered += end - start
                    (start, end) = span
                } else {
                    end = max(end, span.bottom)
                }
            }
            covered += end - start
            total += covered * (right - left)
        }
        return total
    }
}
