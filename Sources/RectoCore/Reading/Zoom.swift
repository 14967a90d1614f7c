/// The zoom of the page relative to fitting it in the window: 1 is "fit", the default.
public struct Zoom: Equatable, Sendable, Codable {
    /// The steps Ctrl+plus and Ctrl+minus walk through.
    public static let steps: [Double] = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2, 3, 4]

    /// The factor over the fitted size.
    public private(set) var factor: Double

    public init(factor: Double = 1) {
        self.factor = factor.isFinite ? min(max(factor, Self.steps.first!), Self.steps.last!) : 1
    }

    /// Decoding goes through the same clamping: a saved factor from elsewhere must not zoom to 10,000%.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(factor: try container.decode(Double.self, forKey: .factor))
    }

    /// Whether the page is fitted to the window.
    public var isFit: Bool { factor == 1 }
    /// Whether another step in is possible.
    public var canZoomIn: Bool { factor < Self.steps.last! }
    /// Whether another step out is possible.
    public var canZoomOut: Bool { factor > Self.steps.first! }

    /// One step closer.
    public mutating func zoomIn() {
        factor = Self.steps.first { $0 > factor + 0.001 } ?? factor
    }

    /// One step further away.
    public mutating func zoomOut() {
        factor = Self.steps.last { $0 < factor - 0.001 } ?? factor
    }

    /// Back to fitting the window.
    public mutating func reset() { factor = 1 }
}
