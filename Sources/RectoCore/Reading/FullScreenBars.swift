/// Which of the window's bars show in full screen, the header at the top and the scrubber at the bottom: out of
/// full screen both show; in it they slide away, and come back while the pointer is at their edge of the screen
/// or for a key that needs them (Ctrl+F the header, Ctrl+L the scrubber). A bar goes again once the pointer has
/// left it and nothing holds it (the app says what holds one: an open find bar, a menu, the go-to entry).
@MainActor
public final class FullScreenBars {
    /// Which bar.
    public enum Edge: Sendable, CaseIterable { case top, bottom }

    /// The sizes the hiding rule reads, in pixels, measured by the app when the timer runs.
    public struct Geometry: Equatable, Sendable {
        public var windowHeight: Double
        public var topBarHeight: Double
        public var bottomBarHeight: Double

        public init(windowHeight: Double, topBarHeight: Double, bottomBarHeight: Double) {
            self.windowHeight = windowHeight
            self.topBarHeight = topBarHeight
            self.bottomBarHeight = bottomBarHeight
        }
    }

    /// How near the screen's edge (in pixels) the pointer brings a bar back.
    public static let edgeDistance = 4.0
    /// How far past a bar the pointer may stray before the bar hides again.
    public static let slack = 48.0
    /// How long (seconds) a bar brought back by a key stays when nothing holds it.
    public static let keyRevealTime = 2.5
    /// How long after the pointer brought a bar back it is first looked at again: a pass over the edge on the
    /// way elsewhere does not leave it out.
    public static let pointerRevealTime = 0.4
    /// How often a bar that stayed (held, or the pointer on it) is looked at again.
    public static let recheckTime = 1.0

    public private(set) var isFullScreen = false
    /// The bars showing now.
    public private(set) var shown: Set<Edge> = [.top, .bottom]

    private let scheduler: Scheduler
    private let measure: @MainActor () -> Geometry
    private let holds: @MainActor (Edge) -> Bool
    private let show: @MainActor (Edge, Bool) -> Void
    private var pointerY: Double?
    private var hideWork: ScheduledWork?

    /// `show` is told each change of a bar (never twice the same); `measure` and `holds` are read when a bar may
    /// go.
    public init(scheduler: Scheduler, measure: @escaping @MainActor () -> Geometry,
                holds: @escaping @MainActor (Edge) -> Bool, show: @escaping @MainActor (Edge, Bool) -> Void) {
        self.scheduler = scheduler
        self.measure = measure
        self.holds = holds
        self.show = show
    }

    /// The window entered or left full screen (by the menu, F11 or the window manager): the bars go or come.
    public func setFullScreen(_ full: Bool) {
        isFullScreen = full
        hideWork?.cancel()
        hideWork = nil
        for edge in Edge.allCases { set(edge, shown: !full) }
    }

    /// The pointer is `y` pixels down a window `windowHeight` tall.
    public func pointerMoved(y: Double, windowHeight: Double) {
        pointerY = y
        guard isFullScreen else { return }
        if y <= Self.edgeDistance { set(.top, shown: true) }
        if y >= windowHeight - Self.edgeDistance { set(.bottom, shown: true) }
        if !shown.isEmpty { scheduleHide(after: Self.pointerRevealTime) }
    }

    /// A key needs `edge`'s bar: it shows, stays while it holds the keyboard, then goes.
    public func revealForKey(_ edge: Edge) {
        guard isFullScreen else { return }
        set(edge, shown: true)
        scheduleHide(after: Self.keyRevealTime)
    }

    private func scheduleHide(after delay: Double) {
        hideWork?.cancel()
        hideWork = scheduler.after(delay) { [weak self] in self?.hideUnheld() }
    }

    /// Hides each bar the pointer has left and nothing holds; looks again later while one still shows.
    private func hideUnheld() {
        hideWork = nil
        guard isFullScreen else { return }
        let geometry = measure()
        // A pointer never seen (the window went full screen under a still mouse) is taken to be mid-window.
        let y = pointerY ?? geometry.windowHeight / 2
        let near: [Edge: Bool] = [
            .top: y <= geometry.topBarHeight + Self.slack,
            .bottom: y >= geometry.windowHeight - geometry.bottomBarHeight - Self.slack,
        ]
        for edge in Edge.allCases where shown.contains(edge) && near[edge] != true && !holds(edge) {
            set(edge, shown: false)
        }
        if !shown.isEmpty { scheduleHide(after: Self.recheckTime) }
    }

    private func set(_ edge: Edge, shown value: Bool) {
        guard shown.contains(edge) != value else { return }
        if value { shown.insert(edge) } else { shown.remove(edge) }
        show(edge, value)
    }
}
