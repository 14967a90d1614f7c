/// Where on its page a preview starts: a link's point (shares of the page's size, nil when the link gives
/// none), or a target found in the text (its characters in the page's text, as `PageTextLayout` counts them),
/// whose caption may sit under its body (a figure: the preview starts above the figure).
public enum PreviewAnchor: Equatable, Sendable {
    case point(top: Double?, left: Double?)
    case text(Range<Int>, captionBelowBody: Bool)
}

extension PreviewRegion {
    /// The region of the page laid out as `layout` to show for `anchor`.
    public static func crop(_ layout: PageTextLayout, anchor: PreviewAnchor) -> PageRect {
        let size = layout.pageSize
        switch anchor {
        case let .point(top, left):
            return crop(pageSize: size, top: top.map { $0 * size.height }, left: left.map { $0 * size.width },
                        lines: layout.lineBoxes)
        case let .text(range, captionBelowBody):
            guard let box = PageTextLayout.union(layout.areas(of: range)) else {
                return crop(pageSize: size, top: nil, lines: layout.lineBoxes)
            }
            let region = crop(pageSize: size, top: box.y, left: box.x, lines: layout.lineBoxes)
            guard captionBelowBody else { return region }
            return above(caption: box, in: region, lines: layout.lineBoxes, pageHeight: size.height)
        }
    }

    /// `region` moved up to show the body above a caption at `caption`: from the text line above the body in
    /// the region's column (the figure is the space without text between it and the caption), down to the
    /// caption's line, within a region's height when the body is taller.
    static func above(caption: PageRect, in region: PageRect, lines: [PageRect], pageHeight: Double) -> PageRect {
        let column = region.x...(region.x + region.width)
        let before = lines.filter {
            $0.y + $0.height <= caption.y - 1 && column.overlaps($0.x...($0.x + $0.width))
        }.map { $0.y + $0.height }.max() ?? 0
        let bottom = min(pageHeight, caption.y + caption.height + margin * 2)
        let top = max(0, max(before, bottom - region.height))
        var moved = region
        moved.y = min(top, max(0, pageHeight - region.height))
        return moved
    }
}
