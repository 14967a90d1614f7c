extension ContinuousLayout {
    /// Rows rendered ahead of the view (below it) and behind it (above), so scrolling on shows pages at once.
    public static let rowsAhead = 2
    public static let rowsBehind = 1

    /// What the strip needs rendered for the view at `offset`: the pages of the rows on screen, then the rows
    /// ahead, then the row behind; each page at its size in the strip, in device pixels. Only the rows around
    /// the view are looked at, however long the book. `style` says how each page is painted.
    public func renderPlan(offset: Double, viewportHeight: Double, scaleFactor: Int,
                           style: (Int) -> PageStyle = { _ in .plain })
        -> RenderPlan {
        let rows = visibleRows(offset: offset, viewportHeight: viewportHeight)
        let ahead = (rows.upperBound + 1)..<min(rows.upperBound + 1 + Self.rowsAhead, rowCount)
        let behind = max(rows.lowerBound - Self.rowsBehind, 0)..<rows.lowerBound
        let visible = rows.flatMap { requests(inRow: $0, scaleFactor: scaleFactor, style: style) }
        let prefetch = (Array(ahead) + Array(behind).reversed()).flatMap {
            requests(inRow: $0, scaleFactor: scaleFactor, style: style)
        }
        return RenderPlan(visible: visible, prefetch: prefetch)
    }

    /// The renders of `row`'s pages at their size in the strip.
    public func requests(inRow row: Int, scaleFactor: Int, style: (Int) -> PageStyle = { _ in .plain }) -> [RenderRequest] {
        let scale = Double(min(max(scaleFactor, 1), 16))
        return pageFrames(inRow: row).map { page, frame in
            RenderRequest(page: page, boxWidth: Int(frame.width * scale), boxHeight: Int(frame.height * scale),
                          style: style(page))
        }
    }
}
