/// Turns scroll input into page turns: one turn per wheel notch, and one turn per touchpad gesture once it
/// has travelled far enough, so a long swipe does not race through the book.
public struct ScrollTurnAccumulator: Sendable {
    /// Distance (in GTK scroll units) a smooth scroll must travel before it turns a page.
    public let threshold: Double
    private var accumulatedX = 0.0
    private var accumulatedY = 0.0
    private var turnedThisGesture = false

    public init(threshold: Double = 3.0) {
        self.threshold = threshold
    }

    /// A wheel notch: down or right goes on, up or left goes back. Horizontal is screen-sided.
    public func discrete(dx: Double, dy: Double) -> PageCommand? {
        if dy > 0 { return .next }
        if dy < 0 { return .previous }
        if dx > 0 { return .right }
        if dx < 0 { return .left }
        return nil
    }

    /// A smooth (touchpad) scroll step. Returns a command once per gesture, when the dominant axis has
    /// travelled past `threshold`; call `endGesture()` when the scroll ends.
    public mutating func smooth(dx: Double, dy: Double) -> PageCommand? {
        guard !turnedThisGesture else { return nil }
        accumulatedX += dx
        accumulatedY += dy
        let command: PageCommand?
        if abs(accumulatedX) >= threshold, abs(accumulatedX) > abs(accumulatedY) {
            command = accumulatedX > 0 ? .right : .left
        } else if abs(accumulatedY) >= threshold {
            command = accumulatedY > 0 ? .next : .previous
        } else {
            command = nil
        }
        if command != nil { turnedThisGesture = true }
        return command
    }

    /// The fingers left the touchpad: the next gesture may turn again.
    public mutating func endGesture() {
        accumulatedX = 0
        accumulatedY = 0
        turnedThisGesture = false
    }
}
