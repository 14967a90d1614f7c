/// Reads a finished swipe (touchscreen or dragged pointer) as a page turn: a fast enough horizontal fling
/// moves the page the way the finger went, so swiping left brings in the page on the right.
public enum SwipeGesture {
    /// Minimum horizontal speed, in pixels per second, for a swipe to count.
    public static let minimumVelocity = 300.0

    /// The command for a swipe ending with velocity (`vx`, `vy`), or nil if it was too slow or mostly vertical.
    public static func command(velocityX vx: Double, velocityY vy: Double) -> PageCommand? {
        guard abs(vx) >= minimumVelocity, abs(vx) > abs(vy) else { return nil }
        return vx < 0 ? .right : .left
    }
}
