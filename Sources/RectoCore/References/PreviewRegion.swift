/// The part of a destination page a reference preview shows: from the destination's point down, as wide as the
/// column of text there, about a third of the page tall; all in top-left page points. Pure arithmetic on the
/// page's size and its text lines (`PageTextLayout`), so a page without text still gets a sensible region.
public enum PreviewRegion {
    /// The share of the page's height a preview shows at once.
    public static let heightShare = 1.0 / 3.0
    /// Room kept around the column and above the point, so the first line's ascenders are not cut.
    public static let margin = 6.0
    /// A column is never narrower than this share of the page (a short heading alone on its line).
    public static let narrowestShare = 0.3

    /// The region of a page `pageSize` big to show for a destination at `top` (points from the page's top; nil
    /// for the page's top) and `left` (nil when the link gives none), `lines` being the page's text lines.
    public static func crop(pageSize: Size, top: Double?, left: Double? = nil, lines: [PageRect]) -> PageRect {
        guard pageSize.width > 0, pageSize.height > 0, pageSize.width.isFinite, pageSize.height.isFinite else {
            return PageRect(x: 0, y: 0, width: 0, height: 0)
        }
        let height = pageSize.height * heightShare
        let point = clamp(top.flatMap { $0.isFinite ? $0 : nil } ?? 0, 0, pageSize.height)
        let column = self.column(pageSize: pageSize, top: point, left: left, lines: lines)
        let y = clamp(point - margin, 0, max(0, pageSize.height - height))
        return PageRect(x: column.x, y: y, width: column.width, height: height)
    }

    /// The horizontal extent of the text column at `top` (and `left` when known), with a margin, within the page;
    /// the whole width when the page has no text there.
    public static func column(
        pageSize: Size, top: Double, left: Double?, lines: [PageRect]
    ) -> (x: Double, width: Double) {
        let window = lines.filter {
            $0.width > 0 && $0.x.isFinite && $0.width.isFinite && $0.y + $0.height >= top - 2
                && $0.y <= top + pageSize.height * heightShare
        }.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        let anchor: PageRect?
        if let left, left.isFinite {
            anchor = window.first { $0.x - margin <= left && left <= $0.x + $0.width + margin }
                ?? window.min { abs($0.x - left) < abs($1.x - left) }
        } else {
            anchor = window.first
        }
        guard let anchor else { return (0, pageSize.width) }
        // Lines beside the anchor's, not over or under it, are other columns: a line reaching into them spans
        // several (a heading or caption across the page) and does not widen this one.
        let beside = window.filter { $0.x + $0.width <= anchor.x || $0.x >= anchor.x + anchor.width }
        var low = anchor.x, high = anchor.x + anchor.width
        for line in window where line.x < anchor.x + anchor.width && line.x + line.width > anchor.x {
            let lineLow = line.x, lineHigh = line.x + line.width
            if beside.contains(where: { $0.x < lineHigh && $0.x + $0.width > lineLow }) { continue }
            low = min(low, lineLow)
            high = max(high, lineHigh)
        }
        low = max(0, low - margin)
        high = min(pageSize.width, high + margin)
        let narrowest = pageSize.width * narrowestShare
        if high - low < narrowest {
            let centre = (low + high) / 2
            low = clamp(centre - narrowest / 2, 0, pageSize.width - narrowest)
            high = low + narrowest
        }
        return (low, high - low)
    }

    /// Pixels per point to show a region `width` points wide readably: its text at 1.5 times its printed size
    /// where it fits `maximumWidth` pixels, never smaller than the printed size.
    public static func scale(forWidth width: Double, maximumWidth: Double) -> Double {
        guard width > 0, width.isFinite, maximumWidth > 0 else { return 1 }
        return max(1, min(1.5, maximumWidth / width))
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        min(max(value, low), max(low, high))
    }
}
