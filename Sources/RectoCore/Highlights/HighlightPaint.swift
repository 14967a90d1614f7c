/// One highlight as a page's picture paints it: its quads (PDF space) in its colour, multiplied under the text.
/// Part of `PageStyle`, and so of the render cache's key.
public struct HighlightPaint: Hashable, Sendable {
    public let quads: [HighlightQuad]
    public let colour: HighlightColour

    public init(quads: [HighlightQuad], colour: HighlightColour) {
        self.quads = quads
        self.colour = colour
    }
}
