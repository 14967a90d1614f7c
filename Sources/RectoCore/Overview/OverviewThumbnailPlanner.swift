/// Decides which thumbnails the overview asks the render workers for as it scrolls.
///
/// A fast scroll through a long book must not queue a render for every page it flies past: while the view
/// moves faster than `flyingRowsPerSecond` nothing new is asked for and requests that left the view are
/// dropped; once it slows down, the pages in view are asked for nearest the middle first, then a margin of
/// rows ahead, so the next wheel step finds them drawn.
public struct OverviewThumbnailPlanner: Sendable {
    /// What to do after a scroll: renders to start (in order) and queued renders to drop.
    public struct Plan: Equatable, Sendable {
        public var render: [Int]
        public var cancel: [Int]

        public init(render: [Int], cancel: [Int]) {
            self.render = render
            self.cancel = cancel
        }
    }

    /// Above this speed (rows per second) the view is flying past and renders wait for it to slow.
    public var flyingRowsPerSecond: Double = 40
    /// Pages ahead of and behind the view that are rendered too, once the view rests.
    public var marginPages: Int = 12
    private var lastTop: Double?
    private var lastTime: Double?
    /// The speed measured at the last update, in rows per second.
    public private(set) var rowsPerSecond: Double = 0

    public init() {}

    /// Whether the last update found the view flying past.
    public var isFlying: Bool { rowsPerSecond > flyingRowsPerSecond }

    /// Records where the view is (`topRow`, fractional) at `time` (seconds) and plans the renders.
    /// - Parameters:
    ///   - visible: the pages whose cells are in view, in reading order.
    ///   - pageCount: the number of pages, to bound the margin.
    ///   - ready: whether a page's thumbnail at the size shown is cached.
    ///   - pending: the pages already queued or rendering.
    public mutating func update(
        topRow: Double, time: Double, visible: [Int], pageCount: Int, ready: (Int) -> Bool, pending: Set<Int>
    ) -> Plan {
        if let lastTop, let lastTime, time > lastTime {
            rowsPerSecond = abs(topRow - lastTop) / (time - lastTime)
        } else if lastTop == nil {
            rowsPerSecond = 0
        }
        lastTop = topRow
        lastTime = time
        guard let first = visible.min(), let last = visible.max() else {
            return Plan(render: [], cancel: pending.sorted())
        }
        let wanted = isFlying ? first...last : max(first - marginPages, 0)...min(last + marginPages, pageCount - 1)
        let cancel = pending.filter { !wanted.contains($0) }.sorted()
        guard !isFlying else { return Plan(render: [], cancel: cancel) }
        // Nearest the middle first; of two as near, the earlier page, so plans are the same every time.
        let nearer = { (a: Int, b: Int) in (abs(2 * a - first - last), a) < (abs(2 * b - first - last), b) }
        let inView = visible.sorted(by: nearer)
        let shown = Set(visible)
        let around = wanted.filter { !shown.contains($0) }.sorted(by: nearer)
        let render = (inView + around).filter { !ready($0) && !pending.contains($0) }
        return Plan(render: render, cancel: cancel)
    }

    /// Marks the view as resting (the wheel stopped): the next update plans renders whatever its speed.
    public mutating func settle() {
        lastTop = nil
        lastTime = nil
        rowsPerSecond = 0
    }
}
