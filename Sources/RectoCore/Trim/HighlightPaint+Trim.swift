extension HighlightPaint {
    /// The same highlight with its quads moved `dx` points to the left (into a picture of a trimmed page,
    /// whose left edge is the crop's).
    public func movedLeft(by dx: Double) -> HighlightPaint {
        HighlightPaint(quads: quads.compactMap { HighlightQuad(x1: $0.x1 - dx, y1: $0.y1, x2: $0.x2 - dx, y2: $0.y2) },
                       colour: colour)
    }
}
