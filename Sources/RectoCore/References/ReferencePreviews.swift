/// When a reference preview opens, what it shows and when it closes: the reference under the pointer (a link to
/// a page of the book, or a mention without a link that the book's `ReferenceIndex` resolves, found in the
/// page's layout), opened after the pointer rests on it and closed once it has left it and the preview
/// (`PreviewHover`), or at once on a turn, scroll, zoom or Escape; the arrows step through a mention's
/// candidates; a new book is indexed in the background. The app's feature finds the page point under the
/// pointer, renders and shows what `present` hands it, and hides the popovers on `hide`.
@MainActor
public final class ReferencePreviews {
    /// The keys a preview answers.
    public enum Key: Sendable {
        case escape
        /// Up or Left: the previous candidate.
        case back
        /// Down or Right: the next candidate.
        case forward
    }

    private let hover: PreviewHover<ReferenceTarget>
    private let book: @MainActor () -> (any PreviewedBook)?
    /// The book's references, filled in the background.
    public private(set) var index = ReferenceIndex()
    /// The pages' layouts near the pointer.
    private var layouts: [Int: PageTextLayout] = [:]
    private var indexing: ReferenceIndexingRun?
    /// Counts openings and steps, so a late region or render for an older one is dropped.
    private var generation = 0
    /// The candidate shown of the preview open.
    private var candidate = 0
    /// The preview on screen, once drawn.
    private var drawn: ReferencePreview?
    private var observation: ObservationToken?
    /// A preview to render and show (replacing one shown).
    public var present: @MainActor (ReferencePreview) -> Void = { _ in }
    /// The preview closed.
    public var hide: @MainActor () -> Void = {}
    /// Goes where a click on the preview leads, as a link would.
    public var follow: @MainActor (LinkTarget) -> Void = { _ in }

    /// Previews in the book `book` gives (nil while none is open); `model`'s turns, scrolls and zooms close
    /// them, and a book it opens is indexed.
    public init(model: ReaderModel, scheduler: Scheduler, book: @escaping @MainActor () -> (any PreviewedBook)?) {
        self.book = book
        hover = PreviewHover(scheduler: scheduler)
        hover.onEvent = { [weak self] event in
            switch event {
            case let .open(target): self?.open(target)
            case .close: self?.closed()
            }
        }
        observation = model.observe { [weak self] change in
            switch change {
            case .book:
                self?.hover.dismiss()
                self?.startIndexing()
            case .pages, .zoom, .layout, .direction: self?.hover.dismiss()
            case .labels, .view, .phase, .trim: break
            }
        }
    }

    /// The reference whose preview is open, if any.
    public var shown: ReferenceTarget? { hover.shown }

    /// Closes the preview now (a scroll, Escape in the preview).
    public func dismiss() { hover.dismiss() }

    /// The pointer entered (true) or left (false) the preview.
    public func pointer(inPreview inside: Bool) { hover.pointer(inPreview: inside) }

    /// The pointer moved over the page area: `point` is the page point under it (nil off the pages), `link` the
    /// link there.
    public func pointer(at point: PagePoint?, link: @autoclosure () -> PageLink?) {
        guard let point else { return hover.pointer(on: nil) }
        if let link = link() {
            // The words under the link name its preview for a screen reader.
            if layouts[point.page] == nil, ReferenceTarget.previews(link.target) { requestLayout(of: point.page) }
            return hover.pointer(on: ReferenceTarget(link: link, onPage: point.page))
        }
        hover.pointer(on: mention(onPage: point.page, x: point.x, y: point.y))
    }

    /// A key pressed anywhere in the window while a preview may be open; says whether the preview took it. With
    /// one candidate the arrows do what they always do (and a turn closes the preview).
    public func key(_ key: Key) -> Bool {
        guard let shown = hover.shown else { return false }
        switch key {
        case .escape:
            hover.dismiss()
            return true
        case .back, .forward:
            guard shown.destinations.count > 1 else { return false }
            step(by: key == .back ? -1 : 1)
            return true
        }
    }

    /// Shows the next candidate (`offset` 1) or the previous (-1), round the ends.
    public func step(by offset: Int) {
        guard let target = hover.shown, target.destinations.count > 1 else { return }
        candidate = (candidate + offset + target.destinations.count) % target.destinations.count
        show(target)
    }

    /// Opens the preview of the reference at `offset` of `page`'s reading text `text` (the caret's), if the
    /// index knows where it leads; says whether it will.
    public func previewReference(onPage page: Int, text: String, at offset: Int) -> Bool {
        guard let key = ReferenceParser.reference(in: text, at: offset), let book = book() else { return false }
        let occurrences = index.occurrences(onPage: page).filter { $0.key == key }
        guard let mention = occurrences.first(where: { !$0.isDefinition }) ?? occurrences.first,
              !index.targets(of: mention).isEmpty else { return false }
        book.layout(ofPage: page) { [weak self] layout in
            guard let self else { return }
            layouts[page] = layout
            let area = PageTextLayout.union(layout.areas(of: mention.range))
                ?? PageRect(x: 0, y: 0, width: 1, height: 1)
            if let target = ReferenceTarget(mention: mention, area: area, targets: index.targets(of: mention)) {
                hover.openNow(target)
            }
        }
        return true
    }

    /// Whether `preview`, rendered, is still the one to show; if so it is the one a click goes to.
    public func willShow(_ preview: ReferencePreview) -> Bool {
        guard preview.generation == generation, hover.shown == preview.target else { return false }
        drawn = preview
        return true
    }

    /// The words of `target`'s reference on its page (at most 60 characters), which name its preview for a
    /// screen reader; empty while its page's layout is not read.
    public func words(of target: ReferenceTarget) -> String {
        layouts[target.sourcePage].map { $0.text(in: target.sourceArea, limit: 60) } ?? ""
    }

    /// Goes to the place shown, as a link would: a jump Back returns from.
    public func goToShown() {
        guard let drawn, hover.shown != nil else { return }
        hover.dismiss()
        follow(drawn.destination)
    }

    /// The mention without a link at a page's point, with its targets; nil when there is none (or the page's
    /// layout is still being read: the next move finds it).
    private func mention(onPage page: Int, x: Double, y: Double) -> ReferenceTarget? {
        guard let layout = layouts[page] else {
            requestLayout(of: page)
            return nil
        }
        guard let character = layout.character(atX: x, y: y),
              let mention = index.mention(onPage: page, at: character),
              let area = PageTextLayout.union(layout.areas(of: mention.range)) else { return nil }
        return ReferenceTarget(mention: mention, area: area, targets: index.targets(of: mention))
    }

    private func requestLayout(of page: Int) {
        guard let book = book() else { return }
        // A placeholder, so one read is asked for; the pages near the reader are kept.
        layouts[page] = PageTextLayout(pageSize: Size(width: 0, height: 0), text: "", boxes: [])
        if layouts.count > 8 { layouts = layouts.filter { abs($0.key - page) <= 4 } }
        book.layout(ofPage: page) { [weak self] layout in self?.layouts[page] = layout }
    }

    private func startIndexing() {
        indexing?.stop()
        index = ReferenceIndex()
        layouts = [:]
        guard let book = book() else { return }
        let run = ReferenceIndexingRun()
        indexing = run
        book.indexReferences(keepGoing: { run.isRunning }, deliver: { [weak self] found in
            guard let self, run === indexing else { return }
            for (page, occurrences) in found { index.add(page: page, occurrences: occurrences) }
        })
    }

    private func open(_ target: ReferenceTarget) {
        candidate = 0
        show(target)
    }

    private func show(_ target: ReferenceTarget) {
        guard let book = book(), target.destinations.indices.contains(candidate) else { return }
        generation += 1
        let mine = generation, candidate = candidate
        let destination = target.destinations[candidate]
        book.previewRegion(ofPage: destination.page, anchor: destination.anchor) {
            [weak self] page, size, region, text in
            guard let self, mine == generation else { return }
            present(ReferencePreview(target: target, candidate: candidate, page: page, pageSize: size, region: region,
                                     text: text, generation: mine))
        }
    }

    private func closed() {
        generation += 1
        drawn = nil
        hide()
    }
}
