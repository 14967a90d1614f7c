extension ShownPageMarks {
    /// One fill over the pages: the selection's lines, or one match's.
    public struct Paint: Equatable, Sendable {
        /// Where it is filled, in the coordinates the pages are placed in.
        public let rects: [PageRect]
        public let colour: Colour
    }

    /// A fill's colour, channels in 0...1.
    public struct Colour: Equatable, Sendable {
        public let red, green, blue, alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Adwaita's blue, light enough to read the text through.
        public static let selection = Colour(red: 0.21, green: 0.52, blue: 0.89, alpha: 0.35)

        /// Yellow for every match, orange for the current one, light enough to read the text through; on a
        /// Night page stronger, to show against the dark paper behind light text.
        public static func match(current: Bool, night: Bool) -> Colour {
            current ? Colour(red: 1.0, green: 0.55, blue: 0.0, alpha: night ? 0.6 : 0.5)
                : Colour(red: 1.0, green: 0.86, blue: 0.0, alpha: night ? 0.45 : 0.35)
        }
    }
}
