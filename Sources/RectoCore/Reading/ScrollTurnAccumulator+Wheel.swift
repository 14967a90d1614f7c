extension ScrollTurnAccumulator {
    /// What a scroll over the page does.
    public enum WheelAction: Equatable, Sendable {
        /// Not the page's: zoomed in, the scrolled window moves the page.
        case notMine
        /// Ctrl with the wheel zooms.
        case zoomIn
        case zoomOut
        /// A page turn.
        case turn(PageCommand)
        /// Taken, but no turn yet (a touchpad gesture short of the threshold, or one that already turned).
        case taken
    }

    /// A scroll step over the page (`smooth`: from a touchpad; `control`: with Ctrl held): with Ctrl it zooms,
    /// and on a fitted page it turns; zoomed in, the wheel scrolls the page, which the scrolled window does.
    public mutating func wheel(dx: Double, dy: Double, smooth: Bool, control: Bool, fitted: Bool) -> WheelAction {
        guard fitted else { return .notMine }
        if control { return dy < 0 ? .zoomIn : .zoomOut }
        let command = smooth ? self.smooth(dx: dx, dy: dy) : discrete(dx: dx, dy: dy)
        return command.map { .turn($0) } ?? .taken
    }
}
