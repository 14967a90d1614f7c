/// What one view of the book asks its render workers for, and what it knows of their answers: the plan (the
/// pages on screen, then their neighbours, sized to the view), how long each page on screen has waited, which
/// are slow, and the worker each request goes to. Work the plan no longer wants is dropped, because every
/// plan replaces the workers' queues in full.
public struct RenderPlanner: Sendable {
    /// When to look again while a page on screen is missing: just past the stall threshold.
    public static let stallCheckDelay = RenderRoute.stallSeconds + 0.05

    /// Requests for one worker, by lane; empty lanes matter (they clear what the worker still had queued).
    public struct Lanes: Equatable, Sendable {
        public var visible: [RenderRequest] = []
        public var prefetch: [RenderRequest] = []

        public init(visible: [RenderRequest] = [], prefetch: [RenderRequest] = []) {
            self.visible = visible
            self.prefetch = prefetch
        }
    }

    /// What to send now.
    public struct Work: Equatable, Sendable {
        /// For the document's own worker.
        public var primary = Lanes()
        /// For the second document, while the primary is stuck on a slow page.
        public var secondary = Lanes()
        /// The bytes of textures to keep so that the whole plan fits (within the cache's limits).
        public var textureBudget: Int
        /// Whether `slowPages` changed.
        public var slowPagesChanged = false
        /// Whether a page on screen still waits: plan again after `stallCheckDelay`.
        public var needsStallCheck = false
    }

    /// The plan in force.
    public private(set) var plan: RenderPlan
    /// The view's room, in logical pixels.
    public private(set) var viewport = Size(width: 1, height: 1)
    /// The monitor's scale factor.
    public private(set) var scaleFactor = 1
    /// Pages on screen still drawing after `RenderRoute.stallSeconds`.
    public private(set) var slowPages: Set<Int> = []
    /// How every page is painted (the colour mode): part of each request, so a change plans new renders.
    public var style = PageStyle.plain
    /// The reader's highlights on each page, painted with it (`style(forPage:)`).
    public var highlights: @Sendable (Int) -> [HighlightPaint] = { _ in [] }
    /// The crops of Trim Margins, applied to each page's style (`style(forPage:)`); nil shows pages whole.
    public var trim: MarginTrim?
    /// In continuous scrolling, the strip's own plan (the pages in its view and a margin), which replaces the
    /// navigator's; nil in paged mode.
    public var stripPlan: RenderPlan?
    /// Whether the view has had a real size yet.
    private var viewportKnown = false
    /// When each page on screen without its texture was first asked for.
    private var waitingSince: [RenderRequest: Double] = [:]

    /// A planner for `navigator`; it plans nothing until the view has its size.
    public init(navigator: PageNavigator) {
        plan = RenderPlan(navigator: navigator, viewport: viewport, scaleFactor: 1, zoom: Zoom())
    }

    /// The view changed size or moved to a monitor with another scale factor. Returns whether anything changed
    /// (then plan again).
    public mutating func setViewport(_ size: Size, scaleFactor: Int) -> Bool {
        guard size != viewport || scaleFactor != self.scaleFactor else { return false }
        viewport = size
        viewportKnown = size.width > 1 || size.height > 1
        self.scaleFactor = scaleFactor
        return true
    }

    /// The render the view wants for `page` now.
    public func request(forPage page: Int, layout: PageLayout, zoom: Zoom) -> RenderRequest {
        if let strip = stripPlan?.all.first(where: { $0.page == page }) { return strip }
        return RenderPlan.request(forPage: page, layout: layout, viewport: viewport, scaleFactor: scaleFactor,
                                  zoom: zoom, style: style(forPage: page))
    }

    /// How `page` is painted: the book's style with the page's highlights and crop.
    public func style(forPage page: Int) -> PageStyle {
        var paint = style
        paint.highlights = highlights(page)
        paint.trim = trim?.crop(forPage: page)
        return paint
    }

    /// Plans for the pages of `navigator` at `zoom`: what is on screen and not `rendered` first, then the
    /// neighbours, to the primary worker unless it has been stuck (`primaryBusy`) past the threshold. Nil until
    /// the view has its size: a render for a 1×1 box would delay the real first page behind it.
    public mutating func plan(
        _ navigator: PageNavigator, zoom: Zoom, now: Double,
        primaryBusy: (request: RenderRequest, since: Double)?, rendered: (RenderRequest) -> Bool
    ) -> Work? {
        plan = stripPlan ?? RenderPlan(navigator: navigator, viewport: viewport, scaleFactor: scaleFactor, zoom: zoom,
                                       style: { [self] in style(forPage: $0) })
        guard viewportKnown else { return nil }
        var work = Work(textureBudget: RenderedPages<Never>.textureBudget(for: plan))
        let missing = plan.visible.filter { !rendered($0) }
        waitingSince = waitingSince.filter { missing.contains($0.key) }
        for request in missing where waitingSince[request] == nil { waitingSince[request] = now }
        for request in missing {
            switch RenderRoute.route(request, primaryBusy: primaryBusy, now: now) {
            case .primary: work.primary.visible.append(request)
            case .secondary: work.secondary.visible.append(request)
            }
        }
        for request in plan.prefetch where !rendered(request) {
            switch RenderRoute.route(request, primaryBusy: primaryBusy, now: now) {
            case .primary: work.primary.prefetch.append(request)
            case .secondary: work.secondary.prefetch.append(request)
            }
        }
        work.slowPagesChanged = updateSlowPages(now: now)
        work.needsStallCheck = !waitingSince.isEmpty
        return work
    }

    /// A render arrived. Returns whether it is one of the pages on screen (show it), and whether `slowPages`
    /// changed; a render the plan no longer shows is stale, kept only as a stand-in.
    public mutating func finished(_ request: RenderRequest, now: Double) -> (onScreen: Bool, slowPagesChanged: Bool) {
        guard plan.visible.contains(request) else { return (false, false) }
        waitingSince[request] = nil
        return (true, updateSlowPages(now: now))
    }

    private mutating func updateSlowPages(now: Double) -> Bool {
        let slow = Set(waitingSince.filter { RenderRoute.isStalled(since: $0.value, now: now) }.map(\.key.page))
        guard slow != slowPages else { return false }
        slowPages = slow
        return true
    }
}
