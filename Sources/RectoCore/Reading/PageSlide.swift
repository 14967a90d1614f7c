/// The page turn's slide, frame by frame: where the outgoing and incoming pages are, as shares of the view's
/// width, at each frame time. The first frame drawn after the turn already counts one frame interval, so the
/// pages move in the very next frame (GtkStack's slide spent two frames at its start before moving).
public struct PageSlide: Sendable, Equatable {
    /// How long a slide takes, in microseconds.
    public static let duration: Int64 = 250_000

    /// The edge the incoming page comes from.
    public let edge: SlideEdge
    /// The frame time the slide counts from; set by the first frame.
    public private(set) var start: Int64?
    /// 0 when the slide starts, 1 when the incoming page is in place.
    public private(set) var progress = 0.0

    public init(edge: SlideEdge) {
        self.edge = edge
    }

    /// Moves to the frame at `frameTime` (microseconds, the frame clock's), `interval` after the one before;
    /// returns whether the slide goes on after this frame.
    public mutating func advance(toFrame frameTime: Int64, interval: Int64) -> Bool {
        let start = start ?? frameTime - max(interval, 1)
        self.start = start
        progress = min(max(Double(frameTime - start) / Double(Self.duration), 0), 1)
        return progress < 1
    }

    /// The pages' offsets now, as shares of the width (negative: to the left): eased out (fast, then settling).
    public var offsets: (outgoing: Double, incoming: Double) {
        let eased = 1 - (1 - progress) * (1 - progress) * (1 - progress)
        let sign: Double = edge == .fromRight ? -1 : 1
        return (outgoing: sign * eased, incoming: sign * (eased - 1))
    }
}
