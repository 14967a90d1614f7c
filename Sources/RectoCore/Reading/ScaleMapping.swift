/// The scrubber's mapping between its value and pages. The scale runs over zero-based page indexes, one step
/// a page; in a right-to-left book it is drawn inverted so that the start of the book is on the right.
public enum ScaleMapping {
    /// The page a scale value lands on: the nearest page, clamped into the book.
    public static func page(forValue value: Double, pageCount: Int) -> Int {
        guard value.isFinite, pageCount > 0 else { return 0 }
        // Clamp as a Double first: converting a value beyond Int's range to Int traps.
        return Int(min(max(value.rounded(), 0), Double(pageCount - 1)))
    }

    /// The scale value that shows `page`.
    public static func value(forPage page: Int) -> Double { Double(page) }

    /// The scale's upper bound for a book of `pageCount` pages (its lower bound is 0).
    public static func upperBound(pageCount: Int) -> Double { Double(max(pageCount - 1, 0)) }

    /// Whether the scale must be drawn inverted (end of book on the left).
    public static func isInverted(for direction: ReadingDirection) -> Bool { direction == .rightToLeft }

    /// Where along the trough (0 at the left edge, 1 at the right) `page` sits, for placing the preview.
    public static func troughFraction(forPage page: Int, pageCount: Int, direction: ReadingDirection) -> Double {
        guard pageCount > 1 else { return 0.5 }
        let fraction = Double(page) / Double(pageCount - 1)
        return isInverted(for: direction) ? 1 - fraction : fraction
    }
}
