/// The thumbnail width the reader chose with Ctrl+plus and Ctrl+minus, in steps, remembered between runs.
public struct OverviewThumbnailSize: Hashable, Sendable {
    /// The widths offered, in logical pixels.
    public static let steps = [80, 112, 150, 200, 260]
    /// The width used before the reader chooses.
    public static let standard = 112

    /// The chosen width, always one of `steps`.
    public private(set) var width: Int

    /// A stored width is snapped to the nearest step, so an old or edited setting still works.
    public init(width: Int = standard) {
        self.width = Self.steps.min { abs($0 - width) < abs($1 - width) }!
    }

    /// One step larger; false at the largest.
    @discardableResult
    public mutating func grow() -> Bool {
        guard let next = Self.steps.first(where: { $0 > width }) else { return false }
        width = next
        return true
    }

    /// One step smaller; false at the smallest.
    @discardableResult
    public mutating func shrink() -> Bool {
        guard let previous = Self.steps.last(where: { $0 < width }) else { return false }
        width = previous
        return true
    }

    /// The columns that fit `available` logical pixels with `spacing` between and around cells; at least one.
    public func columns(fitting available: Int, spacing: Int) -> Int {
        max(1, (available - spacing) / (width + spacing))
    }
}
