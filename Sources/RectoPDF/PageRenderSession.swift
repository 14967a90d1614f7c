import Foundation
import RectoCore

/// One open book in a window, as the render workers see it: the window's `ReaderModel` owns where the reader
/// is, the layout, direction, zoom and labels; this adapter observes it like any feature and renders what it
/// shows. It asks the render workers for what the `RenderPlanner` says the view needs next, keeps the finished
/// pages (`RenderedPages`) as the window's `Surface`s, and offers only those and slow-page notices: it keeps no
/// intents (they are the model's) and never calls back up when the pages move.
@MainActor
public final class PageRenderSession<Surface> {
    /// Height, in device pixels, of the scrubber's preview thumbnails.
    public static var previewHeight: Int { 220 }

    public let document: PDFDocument
    /// The book's text, for screen readers and search.
    public let text: BookText
    /// The window's reading model, which has this session's document open.
    public let model: ReaderModel

    /// A page on screen got a sharper texture.
    public var onTextureReady: ((Int, Surface) -> Void)?
    /// A scrubber preview is ready.
    public var onPreviewReady: ((Int, Surface) -> Void)?
    /// The set of slow pages changed.
    public var onSlowPagesChanged: (() -> Void)?
    /// Older pages were let go to make room: their memory may be given back.
    public var onEvicted: (() -> Void)?

    /// How each page is painted beyond poppler's page (the reader's highlights); see `pageStylesChanged()`.
    public var pageStyle: (Int) -> PageStyle = { _ in .plain }

    private var primary: RenderWorker?
    private var secondary: RenderWorker?
    private var pages = RenderedPages<Surface>()
    /// Makes what the window paints from a rendered page, with the bytes it takes.
    private let makeSurface: (PageImage) -> (surface: Surface, cost: Int)
    private var planner: RenderPlanner
    private var stallCheck: ScheduledWork?
    private let scheduler: Scheduler
    private var observation: ObservationToken?
    /// Who wants the overview's thumbnails (`requestThumbnails`), told of each as it arrives.
    private var thumbnailDelivery: ((RenderRequest, Surface, Int) -> Void)?
    /// A reference preview's page waiting for its render, and who wants it.
    private var referencePreview: (request: RenderRequest, deliver: (Surface) -> Void)?
    /// In continuous scrolling, the strip's own plan (the pages in its view and a margin) replaces the
    /// navigator's; nil in paged mode.
    public var stripPlan: RenderPlan? {
        get { planner.stripPlan }
        set {
            guard newValue != planner.stripPlan else { return }
            planner.stripPlan = newValue
            requestVisible()
        }
    }

    /// Renders `document` for `model`, each page made into a `Surface` by `makeSurface` on the main thread;
    /// the window then opens the document in the model.
    public init(document: PDFDocument, model: ReaderModel, scheduler: Scheduler,
                makeSurface: @escaping (PageImage) -> (surface: Surface, cost: Int)) {
        self.document = document
        self.model = model
        self.scheduler = scheduler
        self.makeSurface = makeSurface
        text = BookText(document: document)
        planner = RenderPlanner(navigator: PageNavigator(pageCount: document.pageCount, layout: model.layout))
        let deliver: RenderWorker.Delivery = { [weak self] image, lane in self?.received(image, lane: lane) }
        primary = RenderWorker(document: document, route: .primary, deliver: deliver)
        secondary = RenderWorker(document: document, route: .secondary, deliver: deliver)
        // Whatever moved the pages (a turn, a layout, a zoom, a repaint), what shows now is rendered.
        observation = model.observe { [weak self] change in
            if case .pages = change { self?.requestVisible() }
        }
    }

    /// Whether the model has this session's document open (it opens it after the session is made, and may have
    /// moved on to the next book while this one is still referenced).
    private var isOpen: Bool { model.source === document }

    /// Where the reader is.
    public var navigator: PageNavigator {
        guard isOpen, let navigator = model.navigator else {
            return PageNavigator(pageCount: document.pageCount, layout: model.layout)
        }
        return navigator
    }
    public var direction: ReadingDirection { model.direction }
    public var zoom: Zoom { model.zoom }
    public var labels: PageLabels { model.labels }
    /// Pages on screen still drawing after `RenderRoute.stallSeconds`.
    public var slowPages: Set<Int> { planner.slowPages }
    /// Where the reader is, for the page label.
    public var position: PagePosition {
        labels.position(ofPages: navigator.visiblePages, pageCount: document.pageCount)
    }

    // MARK: Painting

    /// How pages are painted (the colour mode): part of every render request, so a change re-renders.
    public var style: PageStyle { planner.style }

    /// How `page` is painted: the book's style with the page's highlights and its crop.
    public func style(forPage page: Int) -> PageStyle {
        followTrim()
        return planner.style(forPage: page)
    }

    /// The planner draws pages with the model's crops (Trim Margins), read afresh at each use, so every request
    /// made after the model changed carries them.
    private func followTrim() {
        let trim = isOpen ? model.trim : nil
        if planner.trim != trim { planner.trim = trim }
    }

    /// The reader's highlights on each page (`NotesFeature`), painted with it; see `highlightsChanged()`.
    public var highlights: @Sendable (Int) -> [HighlightPaint] {
        get { planner.highlights }
        set { planner.highlights = newValue }
    }

    /// `highlights` changed (one came or went): the pages are drawn again; the old pictures stay on screen
    /// until the new ones arrive, and a page already rendered as it is now (a deletion undone) shows at once.
    /// The caller then has the model `repaint()`, so the strip plans its pages again, painted as they are now.
    public func highlightsChanged() {
        requestVisible()
        for page in navigator.visiblePages {
            if let texture = texture(for: page) { onTextureReady?(page, texture) }
        }
    }

    /// Paints the pages another way: they are rendered again (the old ones stand in meanwhile) once the
    /// caller has the model `repaint()` them. Returns whether the style changed.
    @discardableResult
    public func setStyle(_ newStyle: PageStyle) -> Bool {
        guard newStyle != planner.style else { return false }
        planner.style = newStyle
        return true
    }

    /// Whether neighbours wait to be prefetched until `firstPageShown()`.
    public private(set) var holdsBackgroundWork = false

    /// Until the window says the first pages are on screen (`firstPageShown()`), the neighbours are not
    /// prefetched and the second document's work (text, outline, labels, previews) waits: at launch they took
    /// the processor from the main thread while it laid out and painted its first frame.
    public func holdBackgroundWorkUntilShown() {
        holdsBackgroundWork = true
        document.secondary.waitForFirstPageShown()
    }

    /// The first pages are on screen: what was held back starts.
    public func firstPageShown() {
        guard holdsBackgroundWork else { return }
        holdsBackgroundWork = false
        document.secondary.firstPageShown()
        requestVisible()
    }

    /// The view changed size or moved to a monitor with another scale factor.
    public func viewportChanged(_ size: Size, scaleFactor: Int) {
        guard planner.setViewport(size, scaleFactor: scaleFactor) else { return }
        requestVisible()
    }

    // MARK: Textures

    /// The best texture for `page` now: the sharp one if rendered, else any size of it (or its preview) as a
    /// stand-in; with `nearestStandIn` (the scrubber moved the pages: `.pages(scrubbing: true)`), else the
    /// nearest page drawn, so the page area never goes blank under the hand.
    public func texture(for page: Int, nearestStandIn: Bool = false) -> Surface? {
        followTrim()
        return pages.best(for: planner.request(forPage: page, layout: model.layout, zoom: model.zoom),
                          nearestStandIn: nearestStandIn)
    }

    /// Asks for a thumbnail of `page` for the scrubber, from the second document (so a slow page never holds
    /// the preview); the newest request replaces older ones.
    public func requestPreview(of page: Int) {
        followTrim()
        let preview = RenderRequest(
            page: page, boxWidth: Self.previewHeight, boxHeight: Self.previewHeight,
            style: planner.style(forPage: page))
        if let cached = pages.preview(preview) {
            onPreviewReady?(page, cached)
            return
        }
        secondary?.submit([preview], lane: .preview)
    }

    /// Renders `page` `width` by `height` device pixels (at most) for a reference preview, in the second
    /// document's preview lane, and hands it to `deliver`; a newer request (or a scrubber preview) replaces it.
    public func requestReferencePreview(of page: Int, width: Int, height: Int,
                                        deliver: @escaping (Surface) -> Void) {
        // A reference preview shows the whole page, whose region it frames in page points.
        var style = planner.style(forPage: page)
        style.trim = nil
        let request = RenderRequest(page: page, boxWidth: width, boxHeight: height, style: style)
        referencePreview = (request, deliver)
        secondary?.submit([request], lane: .preview)
    }

    /// Renders the overview's thumbnails: `pages` (most urgent first) in a box `width` by `height` device pixels,
    /// in the primary worker's thumbnail lane (the page view is hidden while the overview shows, so it is idle).
    /// A new call replaces the thumbnails still queued; each one drawn reaches `deliver` with its surface and
    /// its cost in bytes. An empty list stops the lane.
    public func requestThumbnails(of pages: [Int], width: Int, height: Int,
                                  deliver: @escaping (RenderRequest, Surface, Int) -> Void) {
        thumbnailDelivery = deliver
        // Cropped as the pages are now, though the paged view (which otherwise follows the trim) is hidden.
        followTrim()
        let requests = pages.map {
            RenderRequest(page: $0, boxWidth: width, boxHeight: height, style: planner.style(forPage: $0))
        }
        primary?.submit(requests, lane: .thumbnail)
    }

    /// Sends the planner's work to the workers: every lane of both, so what the plan no longer wants is dropped.
    private func requestVisible() {
        followTrim()
        guard isOpen, let work = planner.plan(
            navigator, zoom: model.zoom, now: RenderWorker.now(), primaryBusy: primary?.busy,
            rendered: { [pages] in pages.hasTexture($0) })
        else { return }
        pages.setTextureBudget(work.textureBudget, keeping: planner.plan.all)
        for (worker, lanes) in [(primary, work.primary), (secondary, work.secondary)] {
            worker?.submit(lanes.visible, lane: .visible)
            worker?.submit(holdsBackgroundWork ? [] : lanes.prefetch, lane: .prefetch)
        }
        if work.slowPagesChanged { onSlowPagesChanged?() }
        // While a page on screen is missing, look again once the stall threshold passes: say it is slow, and
        // send what is queued behind a stuck primary to the secondary.
        if work.needsStallCheck, !(stallCheck?.isPending ?? false) {
            stallCheck = scheduler.after(RenderPlanner.stallCheckDelay) { [weak self] in self?.requestVisible() }
        }
    }

    private func received(_ image: PageImage, lane: RenderQueue<RenderRequest>.Lane) {
        let (texture, cost) = makeSurface(image)
        switch lane {
        case .preview:
            if let waiting = referencePreview, waiting.request == image.request {
                referencePreview = nil
                waiting.deliver(texture)
                return
            }
            pages.insertPreview(texture, cost: cost, for: image.request)
            onPreviewReady?(image.request.page, texture)
        case .thumbnail:
            thumbnailDelivery?(image.request, texture, cost)
        case .visible, .prefetch:
            if pages.insertTexture(texture, cost: cost, for: image.request) { onEvicted?() }
            let outcome = planner.finished(image.request, now: RenderWorker.now())
            if outcome.slowPagesChanged { onSlowPagesChanged?() }
            if outcome.onScreen { onTextureReady?(image.request.page, texture) }
        }
    }
}
