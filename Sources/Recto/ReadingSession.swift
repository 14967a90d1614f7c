import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// One open book in a window: where the reader is, how the pages are laid out, and the rendered pages.
/// It asks the render worker for what the view needs next and tells the window when pages or textures change.
@MainActor
final class ReadingSession {
    /// The bytes of rendered pages kept for instant turns.
    static let textureBudget = 64 * 1024 * 1024
    /// Height, in device pixels, of the scrubber's preview thumbnails.
    static let previewHeight = 220

    let document: PDFDocument
    /// The book's text, for screen readers and search.
    let text: BookText
    private(set) var navigator: PageNavigator
    private(set) var direction: ReadingDirection
    private(set) var zoom = Zoom()
    private(set) var labels = PageLabels()

    /// The pages on screen changed; animate from `edge` when non-nil.
    var onPagesChanged: ((SlideEdge?) -> Void)?
    /// A page on screen got a sharper texture.
    var onTextureReady: ((Int, GObjectRef) -> Void)?
    /// A scrubber preview is ready.
    var onPreviewReady: ((Int, GObjectRef) -> Void)?
    /// The page labels arrived (the position text may change).
    var onLabelsLoaded: (() -> Void)?

    private var worker: RenderWorker?
    private var textures = ByteBudgetCache<RenderRequest, GObjectRef>(budget: textureBudget)
    private var viewport = Size(width: 1, height: 1)
    private var scaleFactor = 1

    init(document: PDFDocument, page: Int, layout: PageLayout, direction: ReadingDirection) {
        self.document = document
        text = BookText(document: document)
        self.navigator = PageNavigator(pageCount: document.pageCount, layout: layout, currentPage: page)
        self.direction = direction
        worker = RenderWorker(document: document) { [weak self] image, lane in
            self?.received(image, lane: lane)
        }
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
        guard let turn = navigator.perform(command, direction: direction) else { return }
        pagesMoved(edge: turn.incomingEdge(for: direction))
    }

    /// Goes to `page`, sliding unless `animated` is false (the scrubber moves the page live, unanimated).
    func go(to page: Int, animated: Bool = true) {
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

    func zoom(_ change: (inout Zoom) -> Void) {
        change(&zoom)
        requestVisible()
        onPagesChanged?(nil)
    }

    /// The view changed size or moved to a monitor with another scale factor.
    func viewportChanged(_ size: Size, scaleFactor: Int) {
        guard size != viewport || scaleFactor != self.scaleFactor else { return }
        viewport = size
        self.scaleFactor = scaleFactor
        requestVisible()
    }

    // MARK: Textures

    /// The best texture for `page` now: the sharp one if rendered, else any size of it as a stand-in.
    func texture(for page: Int) -> GObjectRef? {
        if let exact = textures.value(for: request(for: page)) { return exact }
        return textures.anyValue { $0.page == page }
    }

    /// Asks for a thumbnail of `page` for the scrubber; the newest request replaces older ones.
    func requestPreview(of page: Int) {
        let preview = RenderRequest(page: page, boxWidth: Self.previewHeight, boxHeight: Self.previewHeight)
        if let cached = textures.value(for: preview) {
            onPreviewReady?(page, cached)
            return
        }
        worker?.submit([preview], lane: .preview)
    }

    private func pagesMoved(edge: SlideEdge?) {
        requestVisible()
        onPagesChanged?(edge)
    }

    /// The render size for `page`: the view's room for one page, times zoom, in device pixels.
    private func request(for page: Int) -> RenderRequest {
        let across = navigator.layout == .spread ? 2.0 : 1.0
        let scale = Double(scaleFactor) * zoom.factor
        return RenderRequest(
            page: page,
            boxWidth: Int((viewport.width / across * scale).rounded()),
            boxHeight: Int((viewport.height * scale).rounded()))
    }

    /// Renders what is on screen first, then the neighbours in the reading direction.
    private func requestVisible() {
        let visible = navigator.visiblePages.map(request(for:)).filter { !textures.contains($0) }
        worker?.submit(visible, lane: .visible)
        var ahead = navigator, behind = navigator
        var neighbours: [Int] = []
        if ahead.next() != nil { neighbours += ahead.visiblePages }
        if ahead.next() != nil { neighbours += ahead.visiblePages }
        if behind.previous() != nil { neighbours += behind.visiblePages }
        worker?.submit(neighbours.map(request(for:)).filter { !textures.contains($0) }, lane: .prefetch)
    }

    private func received(_ image: PageImage, lane: RenderQueue<RenderRequest>.Lane) {
        let texture = PageTexture.make(image)
        textures.insert(texture, cost: image.byteCount, for: image.request)
        switch lane {
        case .preview:
            onPreviewReady?(image.request.page, texture)
        case .visible, .prefetch:
            if navigator.visiblePages.contains(image.request.page), image.request == request(for: image.request.page) {
                onTextureReady?(image.request.page, texture)
            }
        }
    }
}
