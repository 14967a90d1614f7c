extension ContinuousLayout {
    /// A place in the strip that survives a relayout (a new width, page sizes arriving): a row and how far
    /// down it the view's top is, as a share of the row's height.
    public struct Anchor: Equatable, Sendable {
        public var row: Int
        public var share: Double

        public init(row: Int, share: Double) {
            self.row = row
            self.share = share
        }
    }

    /// The rows with any part inside the view from `offset` down `viewportHeight` pixels.
    public func visibleRows(offset: Double, viewportHeight: Double) -> ClosedRange<Int> {
        let first = row(atOffset: offset)
        // The view's last pixel row, so a row starting exactly at the bottom edge is not counted.
        let last = row(atOffset: offset + max(viewportHeight, 1) - 0.5)
        return first...max(first, last)
    }

    /// The row the reader is on for the view at `offset`: the one covering most of the view (the upper one
    /// on a tie), and the last row once the view is scrolled to the end (where it may be short).
    public func currentRow(offset top: Double, viewportHeight: Double) -> Int {
        let offset = top
        let rows = visibleRows(offset: offset, viewportHeight: viewportHeight)
        if rows.upperBound == rowCount - 1, offset >= maximumOffset(viewportHeight: viewportHeight) - 0.5, offset > 0 {
            return rowCount - 1
        }
        let bottom = offset + max(viewportHeight, 1)
        var best = rows.lowerBound, bestShown = -1.0
        for row in rows {
            let shown = min(self.offset(ofRow: row + 1), bottom) - max(self.offset(ofRow: row), top)
            if shown > bestShown + 0.5 {
                best = row
                bestShown = shown
            }
        }
        return best
    }

    /// The page the reader is on for the view at `offset` (the first page of the current row).
    public func currentPage(offset: Double, viewportHeight: Double) -> Int {
        pages(inRow: currentRow(offset: offset, viewportHeight: viewportHeight))[0]
    }

    /// The offset that puts `page`'s row at the top of the view, or the point `share` of the page's height
    /// down it (a link's destination), within the scrollable range.
    public func offset(toShow page: Int, share: Double = 0, viewportHeight: Double) -> Double {
        let row = row(ofPage: page)
        var target = offset(ofRow: row)
        if share.isFinite, share > 0, let frame = pageFrames(inRow: row).first(where: { $0.page == page })?.frame {
            target += frame.y + min(share, 1) * frame.height
        }
        return min(max(target, 0), maximumOffset(viewportHeight: viewportHeight))
    }

    /// Where a scroll by keys goes from `offset`: Page Down and Space a screen down, Page Up and Shift+Space a
    /// screen up, Home and End to the ends; nil for commands that are not scrolls (the arrows turn by a page).
    public func scrollTarget(for command: PageCommand, from offset: Double, viewportHeight: Double) -> Double? {
        let limit = maximumOffset(viewportHeight: viewportHeight)
        let screen = max(viewportHeight, 1)
        switch command {
        case .next: return min(offset + screen, limit)
        case .previous: return max(min(offset, limit) - screen, 0)
        case .first: return 0
        case .last: return limit
        case .left, .right: return nil
        }
    }

    /// The anchor for the view's top at `offset`.
    public func anchor(atOffset offset: Double) -> Anchor {
        let row = row(atOffset: offset)
        let share = (offset - self.offset(ofRow: row)) / height(ofRow: row)
        return Anchor(row: row, share: share.isFinite ? min(max(share, 0), 1) : 0)
    }

    /// The offset of `anchor` in this layout (its row clamped into the strip), within the scrollable range.
    public func offset(of anchor: Anchor, viewportHeight: Double) -> Double {
        let row = min(max(anchor.row, 0), rowCount - 1)
        let share = anchor.share.isFinite ? min(max(anchor.share, 0), 1) : 0
        let target = offset(ofRow: row) + share * height(ofRow: row)
        return min(max(target, 0), maximumOffset(viewportHeight: viewportHeight))
    }

    /// The offset that puts `anchor` (taken from another width, a zoom) `y` pixels below the view's top, within
    /// the scrollable range: the point under the pointer stays under it.
    public func offset(placing anchor: Anchor, atViewY y: Double, viewportHeight: Double) -> Double {
        let row = min(max(anchor.row, 0), rowCount - 1)
        let share = anchor.share.isFinite ? min(max(anchor.share, 0), 1) : 0
        let target = offset(ofRow: row) + share * height(ofRow: row) - (y.isFinite ? y : 0)
        return min(max(target, 0), maximumOffset(viewportHeight: viewportHeight))
    }

    /// The same anchor in a layout of another row grouping (single pages ↔ spreads): the row holding the
    /// anchor row's first page.
    public func anchor(_ anchor: Anchor, from other: ContinuousLayout) -> Anchor {
        Anchor(row: row(ofPage: other.pages(inRow: anchor.row)[0]), share: anchor.share)
    }
}
