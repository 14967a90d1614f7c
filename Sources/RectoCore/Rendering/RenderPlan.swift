/// What one view of the book needs rendered, most urgent first: the pages on screen, then their neighbours
/// (two turns ahead in book order, one behind), each sized to the room the view has, in device pixels.
///
/// The plan is the one place that decides which renders are still worth having: a queued or finished render
/// that the current plan does not want is stale (the reader has moved on, or the window changed size).
public struct RenderPlan: Equatable, Sendable {
    /// Turns rendered ahead of the reader, so the next turns show at once.
    public static let turnsAhead = 2
    /// Turns kept rendered behind the reader, for turning back.
    public static let turnsBehind = 1

    /// The pages on screen.
    public let visible: [RenderRequest]
    /// The neighbours, nearest first: the next spread, the one after, then the previous one.
    public let prefetch: [RenderRequest]

    /// `style` says how each page is painted (its colour mode, its highlights); plain by default.
    public init(navigator: PageNavigator, viewport: Size, scaleFactor: Int, zoom: Zoom,
                style: (Int) -> PageStyle = { _ in .plain }) {
        func sized(_ pages: [Int]) -> [RenderRequest] {
            pages.map {
                Self.request(forPage: $0, layout: navigator.layout, viewport: viewport, scaleFactor: scaleFactor,
                             zoom: zoom, style: style($0))
            }
        }
        visible = sized(navigator.visiblePages)
        var neighbours: [Int] = []
        var ahead = navigator
        for _ in 0..<Self.turnsAhead where ahead.next() != nil { neighbours += ahead.visiblePages }
        var behind = navigator
        for _ in 0..<Self.turnsBehind where behind.previous() != nil { neighbours += behind.visiblePages }
        prefetch = sized(neighbours)
    }

    /// The render size for `page`: the view's room for one page (half the width in a spread), times the zoom,
    /// in device pixels.
    public static func request(
        forPage page: Int, layout: PageLayout, viewport: Size, scaleFactor: Int, zoom: Zoom, style: PageStyle = .plain
    ) -> RenderRequest {
        let across = layout == .spread ? 2.0 : 1.0
        let scale = Double(max(scaleFactor, 1)) * zoom.factor
        // Clamped before the conversion: an absurd viewport must not reach a trapping `Int(Double)`.
        func pixels(_ value: Double) -> Int {
            guard value.isFinite else { return value == .infinity ? 1 << 20 : 1 }
            return Int(min(max(value.rounded(), 1), Double(1 << 20)))
        }
        return RenderRequest(
            page: page, boxWidth: pixels(viewport.width / across * scale), boxHeight: pixels(viewport.height * scale),
            style: style)
    }

    /// Every request of the plan, most urgent first.
    public var all: [RenderRequest] { visible + prefetch }

    /// Whether `request` is still worth rendering or keeping under this plan.
    public func wants(_ request: RenderRequest) -> Bool { visible.contains(request) || prefetch.contains(request) }

    /// The pages the plan covers (on screen or prefetched).
    public var pages: Set<Int> { Set(all.map(\.page)) }
}

extension RenderPlan {
    /// A plan made elsewhere (the continuous strip's, `ContinuousLayout.renderPlan`).
    public init(visible: [RenderRequest], prefetch: [RenderRequest]) {
        self.visible = visible
        self.prefetch = prefetch.filter { !visible.contains($0) }
    }
}
