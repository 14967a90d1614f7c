/// One finished page: where everything goes, already decided. Rendering it needs no further measuring.
struct LaidOutPage: Sendable {
    enum Item: Sendable {
        /// Text whose baseline starts at (x, y).
        case text(String, TextStyle, x: Double, y: Double)
        case rule(x1: Double, y1: Double, x2: Double, y2: Double, width: Double, ink: Ink)
        case ornament(Ornament, centerX: Double, centerY: Double)
    }

    /// Small drawn decorations; drawn with paths, not glyphs, so they need no special font.
    enum Ornament: Sendable {
        /// An open book seen from above, the right-hand page (the recto) marked with lines of text.
        case openBook
        /// A diamond between two fading rules, for part title pages.
        case fleuron
    }

    var items: [Item] = []
}
