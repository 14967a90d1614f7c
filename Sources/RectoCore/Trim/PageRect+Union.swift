extension PageRect {
    /// The smallest rectangle holding both.
    public func union(_ other: PageRect) -> PageRect {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return PageRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether every value is finite, the corner not negative, the sides positive, all within `limit`: what a
    /// crop read from a file must be before it is used.
    public func isSaneCrop(limit: Double = 1_000_000) -> Bool {
        [x, y, width, height].allSatisfy { $0.isFinite && $0 <= limit } && x >= 0 && y >= 0 && width > 0 && height > 0
    }
}
