import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// One open book in a window: where the reader is, how the pages are laid out, and the rendered pages.
/// It asks the render workers for what the view needs next (the `RenderPlan`) and tells the window when pages
/// or textures change, and when a page on screen is slow to draw.
@MainActor
final class ReadingSession {
    /// The least the rendered pages may keep, in bytes; the budget grows to hold the whole plan at large sizes
    /// (HiDPI, zoom), up to the maximum (zoomed far in, the least recently used pages go first; the pictures
    /// keep what is on screen).
    static let minimumTextureBudget = 16 * 1024 * 1024
    static let maximumTextureBudget = 160 * 1024 * 1024
    /// The bytes of scrubber thumbnails kept (about 60 of them).
    static let previewBudget = 8 * 1024 * 1024
    /// Height, in device pixels, of the scrubber's preview thumbnails.
    static let previewHeight = 220

    let document: PDFDocument
    /// The book's text, for screen readers and search.
    let text: BookText
    private(set) var navigator: PageNavigator
    private(set) var direction: ReadingDirection
    private(set) var zoom = Zoom()
    private(set) var labels = PageLabels()
    /// Pages on screen still drawing after `RenderRoute.stallSeconds`.
    private(set) var slowPages: Set<Int> = []

    /// The pages on screen changed; animate from `edge` when non-nil.
    var onPagesChanged: ((SlideEdge?) -> Void)?
    /// A page on screen got a sharper texture.
    var onTextureReady: ((Int, PageSurface) -> Void)?
    /// A scrubber preview is ready.
    var onPreviewReady: ((Int, PageSurface) -> Void)?
    /// The page labels arrived (the position text may change).
    var onLabelsLoaded: (() -> Void)?
    /// The set of slow pages changed.
    var onSlowPagesChanged: (() -> Void)?

    /// How each page is painted beyond poppler's page (the reader's highlights); see `pageStylesChanged()`.
    var pageStyle: (Int) -> PageStyle = { _ in .plain }

    private var primary: RenderWorker?
    private var secondary: RenderWorker?
    private var textures = ByteBudgetCache<RenderRequest, PageSurface>(budget: minimumTextureBudget)
    private var previews = ByteBudgetCache<RenderRequest, PageSurface>(budget: previewBudget)
    private var viewport = Size(width: 1, height: 1)
    private var viewportKnown = false
    private var scaleFactor = 1
    private var plan: RenderPlan
    /// When each page on screen without its texture was first asked for.
    private var waitingSince: [RenderRequest: Double] = [:]
    private var stallCheck: MainLoopTimer?
    /// While the scrubber is dragged, a page not rendered yet shows the nearest one that is.
    private var standInFromNearest = false

    init(document: PDFDocument, page: Int, layout: PageLayout, direction: ReadingDirection) {
        self.document = document
        text = BookText(document: document)
        let navigator = PageNavigator(pageCount: document.pageCount, layout: layout, currentPage: page)
        self.navigator = navigator
        self.direction = direction
        plan = RenderPlan(navigator: navigator, viewport: Size(width: 1, height: 1), scaleFactor: 1, zoom: Zoom())
        let deliver: RenderWorker.Delivery = { [weak self] image, lane in self?.received(image, lane: lane) }
        primary = RenderWorker(document: document, route: .primary, deliver: deliver)
        secondary = RenderWorker(document: document, route: .secondary, deliver: deliver)
        // Read on the second document once the first page is drawn: never before the first frame.
        document.loadLabels { [weak self] labels in
            self?.labels = labels
            self?.onLabelsLoaded?()
        }
    }

    /// Where the reader is, for the page label.
    var position: PagePosition { labels.position(ofPages: navigator.visiblePages, pageCount: document.pageCount) }

    // MARK: Intents

    /// Turns or jumps as `command` says; does nothing past either end.
    func perform(_ command: PageCommand) {
        standInFromNearest = false
        guard let turn = navigator.perform(command, direction: direction) else { return }
        pagesMoved(edge: turn.incomingEdge(for: direction))
    }

    /// Goes to `page`, sliding unless `animated` is false. `scrubbing` (the scrubber moves the page live) lets
    /// a page not drawn yet show the nearest drawn page, so the page area never goes blank under the hand.
    func go(to page: Int, animated: Bool = true, scrubbing: Bool = false) {
        standInFromNearest = scrubbing
        guard let turn = navigator.go(to: page) else { return }
        pagesMoved(edge: animated ? turn.incomingEdge(for: direction) : nil)
    }

    func setLayout(_ layout: PageLayout) {
        navigator.setLayout(layout)
        pagesMoved(edge: nil)
    }

    func setDirection(_ newDirection: ReadingDirection) {
        direction = newDirection
        pagesMoved(edge: nil)
    }

    /// `pageStyle` changed (a highlight came or went): the pages are drawn again; the old pictures stay on screen
    /// until the new ones arrive.
    func pageStylesChanged() {
        requestVisible()
        // A page already rendered in its new style (a highlight deleted, then brought back) is shown at once.
        for request in plan.visible {
            if let texture = textures.value(for: request) { onTextureReady?(request.page, texture) }
        }
    }

    func zoom(_ change: (inout Zoom) -> Void) {
        change(&zoom)
        requestVisible()
        onPagesChanged?(nil)
    }

    /// The view changed size or moved to a monitor with another scale factor.
    func viewportChanged(_ size: Size, scaleFactor: Int) {
        guard size != viewport || scaleFactor != self.scaleFactor else { return }
        viewport = size
        viewportKnown = size.width > 1 || size.height > 1
        self.scaleFactor = scaleFactor
        requestVisible()
    }

    // MARK: Textures

    /// The best texture for `page` now: the sharp one if rendered, else any size of it (or its preview) as a
    /// stand-in; while scrubbing, else the nearest page drawn.
    func texture(for page: Int) -> PageSurface? {
        let wanted = RenderPlan.request(
            forPage: page, layout: navigator.layout, viewport: viewport, scaleFactor: scaleFactor, zoom: zoom,
            style: pageStyle(page))
        if let exact = textures.value(for: wanted) { return exact }
        if let other = textures.anyValue(where: { $0.page == page }) ?? previews.anyValue(where: { $0.page == page }) {
            return other
        }
        guard standInFromNearest else { return nil }
        return textures.nearestValue(by: { abs($0.page - page) }) ?? previews.nearestValue(by: { abs($0.page - page) })
    }

    /// Asks for a thumbnail of `page` for the scrubber, from the second document (so a slow page never holds
    /// the preview); the newest request replaces older ones.
    func requestPreview(of page: Int) {
        let preview = RenderRequest(page: page, boxWidth: Self.previewHeight, boxHeight: Self.previewHeight,
                                    style: pageStyle(page))
        if let cached = previews.value(for: preview) {
            onPreviewReady?(page, cached)
            return
        }
        secondary?.submit([preview], lane: .preview)
    }

    private func pagesMoved(edge: SlideEdge?) {
        requestVisible()
        onPagesChanged?(edge)
    }

    /// Plans what the view needs and sends it to the workers: the pages on screen first, then the neighbours,
    /// all to the primary unless it is stuck on a slow page. Queued work the plan no longer wants is dropped.
    private func requestVisible() {
        plan = RenderPlan(navigator: navigator, viewport: viewport, scaleFactor: scaleFactor, zoom: zoom, style: pageStyle)
        // Until the view has its size (the book can open before the window's first layout), a render would be
        // for a 1×1 box and delay the real first page behind it.
        guard viewportKnown else { return }
        let pageBytes = plan.all.reduce(0) { $0 + $1.boxWidth * $1.boxHeight * 4 }
        textures.budget = min(max(Self.minimumTextureBudget, pageBytes + pageBytes / 2), Self.maximumTextureBudget)

        let now = RenderWorker.now()
        let missing = plan.visible.filter { !textures.contains($0) }
        waitingSince = waitingSince.filter { missing.contains($0.key) }
        for request in missing where waitingSince[request] == nil { waitingSince[request] = now }

        let busy = primary?.busy
        var routed: [RenderRoute: (visible: [RenderRequest], prefetch: [RenderRequest])] = [
            .primary: ([], []), .secondary: ([], []),
        ]
        for request in missing {
            routed[RenderRoute.route(request, primaryBusy: busy, now: now)]!.visible.append(request)
        }
        for request in plan.prefetch where !textures.contains(request) {
            routed[RenderRoute.route(request, primaryBusy: busy, now: now)]!.prefetch.append(request)
        }
        for (route, work) in routed {
            let worker = route == .primary ? primary : secondary
            worker?.submit(work.visible, lane: .visible)
            worker?.submit(work.prefetch, lane: .prefetch)
        }
        updateSlowPages(now: now)
        scheduleStallCheck()
    }

    /// While a page on screen is missing, look again once the stall threshold passes: say it is slow, and send
    /// what is queued behind a stuck primary to the secondary.
    private func scheduleStallCheck() {
        guard !waitingSince.isEmpty, !(stallCheck?.isPending ?? false) else { return }
        let wait = UInt32(RenderRoute.stallSeconds * 1000) + 50
        stallCheck = MainLoop.after(milliseconds: wait) { [weak self] in self?.requestVisible() }
    }

    private func updateSlowPages(now: Double) {
        let slow = Set(waitingSince.filter { RenderRoute.isStalled(since: $0.value, now: now) }.map(\.key.page))
        guard slow != slowPages else { return }
        slowPages = slow
        onSlowPagesChanged?()
    }

    private func received(_ image: PageImage, lane: RenderQueue<RenderRequest>.Lane) {
        let texture = PageSurface(image)
        switch lane {
        case .preview:
            previews.insert(texture, cost: texture.byteCount, for: image.request)
            onPreviewReady?(image.request.page, texture)
        case .visible, .prefetch:
            if !textures.insert(texture, cost: texture.byteCount, for: image.request).isEmpty {
                ProcessTuning.releaseFreeMemorySoon()
            }
            guard plan.visible.contains(image.request) else { return }
            waitingSince[image.request] = nil
            updateSlowPages(now: RenderWorker.now())
            onTextureReady?(image.request.page, texture)
        }
    }
}
