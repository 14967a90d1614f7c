import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF
import Synchronization

/// Reference previews: resting the pointer on a link to a page of the book, or on a mention without a link
/// ("Figure 3", "[12]") that the book's reference index resolves, shows in a popover beside it the part of the
/// destination page it points to (`PreviewRegion`), rendered in the second document's preview lane; a click
/// there goes to it, and the arrows (keys or buttons) step through other candidates. It closes when the pointer
/// has left the reference and the popover, on Escape, and when the pages turn, scroll or zoom (`PreviewHover`).
@MainActor
final class ReferencePreviewFeature {
    /// The widest a preview's picture is, in logical pixels.
    static let maximumWidth = 560.0

    private let pointing: PagePointing
    private let session: () -> ReadingSession?
    private let follow: (LinkTarget) -> Void
    private let hover: PreviewHover<ReferenceTarget>
    /// One popover per page area (the paged view and the continuous strip), each off the area's parent.
    private var popovers: [(area: UnsafeMutablePointer<GtkWidget>, view: ReferencePopover)] = []
    /// The area the pointer is in, and the pointer's height in the area's parent (nil: opened from the keys).
    @Owned private var activeArea: UnsafeMutablePointer<GtkWidget>?
    private var pointerY: Double?
    /// Counts openings, so a late render for an older one is dropped.
    private var generation = 0
    /// The candidate shown of the preview open, and the page and region it shows.
    private var candidate = 0
    private var shownRegion: (page: Int, pageHeight: Double, region: PageRect)?
    /// The book's references, filled in the background; the pages' layouts near the pointer.
    private(set) var index = ReferenceIndex()
    private var layouts: [Int: PageTextLayout] = [:]
    private var indexing: IndexingRun?
    /// The model's changes, heard while the feature lives.
    private var observation: ObservationToken?

    /// Previews over `areas` (the page areas' input widgets), finding links with `pointing`, drawing and reading
    /// with the open book's `session`, going where a click says with `follow`; `model`'s turns, scrolls and zooms
    /// close them, and a new book is indexed when `model` opens it.
    init(model: ReaderModel, areas: [UnsafeMutablePointer<GtkWidget>], pointing: PagePointing,
         session: @escaping () -> ReadingSession?, follow: @escaping (LinkTarget) -> Void, scheduler: Scheduler) {
        self.pointing = pointing
        self.session = session
        self.follow = follow
        hover = PreviewHover(scheduler: scheduler)
        hover.onEvent = { [weak self] event in
            switch event {
            case let .open(target): self?.open(target)
            case .close: self?.hide()
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
        for area in areas { install(on: area) }
    }

    private func install(on area: UnsafeMutablePointer<GtkWidget>) {
        let view = ReferencePopover(host: gtk_widget_get_parent(area) ?? area)
        view.onPointerInside = { [weak self] inside in self?.hover.pointer(inPreview: inside) }
        view.onEscape = { [weak self] in self?.hover.dismiss() }
        view.onClicked = { [weak self] _, _ in self?.goToShown() }
        view.onStep = { [weak self] step in self?.step(by: step) }
        popovers.append((area, view))
        let motion = gtk_event_controller_motion_new()!
        motion.onDoubleDouble("motion") { [weak self] x, y in self?.pointerMoved(in: area, x: x, y: y) }
        motion.on("leave") { [weak self] in self?.hover.pointer(on: nil) }
        gtk_widget_add_controller(area, motion)
        // Escape closes the preview and the arrows step through its candidates wherever the keyboard is in the
        // window (the popover never takes the focus).
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak self] key, _, _ in
            guard let self, let shown = hover.shown else { return false }
            switch Int32(key) {
            case GDK_KEY_Escape:
                hover.dismiss()
                return true
            case GDK_KEY_Up, GDK_KEY_Left, GDK_KEY_Down, GDK_KEY_Right:
                // With one candidate, the arrows do what they always do (and a turn closes the preview).
                guard shown.destinations.count > 1 else { return false }
                step(by: [GDK_KEY_Up, GDK_KEY_Left].contains(Int32(key)) ? -1 : 1)
                return true
            default:
                return false
            }
        }
        var added = false
        area.on("realize") {
            guard !added, let root = gtk_widget_get_root(area) else { return }
            added = true
            gtk_widget_add_controller(root.cast(), keys)
        }
        for adjustment in [gtk_scrolled_window_get_hadjustment(area.cast()),
                           gtk_scrolled_window_get_vadjustment(area.cast())] {
            adjustment?.on("value-changed") { [weak self] in self?.hover.dismiss() }
        }
    }

    // MARK: Finding the reference under the pointer

    private func pointerMoved(in area: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        activeArea = area
        var hostX = 0.0, hostY = 0.0
        let host = gtk_widget_get_parent(area) ?? area
        pointerY = gtk_widget_translate_coordinates(area, host, x, y, &hostX, &hostY) != 0 ? hostY : nil
        guard let point = pointing.pagePoint(atX: x, y: y) else {
            hover.pointer(on: nil)
            return
        }
        if let link = pointing.link(atX: x, y: y) {
            // The words under the link name its preview for a screen reader.
            if layouts[point.page] == nil, ReferenceTarget.previews(link.target) { requestLayout(of: point.page) }
            hover.pointer(on: ReferenceTarget(link: link, onPage: point.page))
            return
        }
        hover.pointer(on: mention(onPage: point.page, x: point.x, y: point.y))
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
        guard let session = session() else { return }
        // A placeholder, so one read is asked for; the pages near the reader are kept.
        layouts[page] = PageTextLayout(pageSize: Size(width: 0, height: 0), text: "", boxes: [])
        if layouts.count > 8 { layouts = layouts.filter { abs($0.key - page) <= 4 } }
        session.text.layout(ofPage: page) { [weak self] layout in self?.layouts[page] = layout }
    }

    /// Opens the preview of the reference at `offset` of `page`'s reading text `text` (the caret's), if the
    /// index knows where it leads; says whether it did.
    @discardableResult
    func previewReference(onPage page: Int, text: String, at offset: Int) -> Bool {
        guard let key = ReferenceParser.reference(in: text, at: offset), let session = session() else { return false }
        let occurrences = index.occurrences(onPage: page).filter { $0.key == key }
        guard let mention = occurrences.first(where: { !$0.isDefinition }) ?? occurrences.first,
              !index.targets(of: mention).isEmpty else { return false }
        activeArea = popovers.first { gtk_widget_get_mapped($0.area) != 0 }?.area ?? activeArea
        pointerY = nil
        session.text.layout(ofPage: page) { [weak self] layout in
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

    private func startIndexing() {
        indexing?.stop()
        index = ReferenceIndex()
        layouts = [:]
        guard let session = session() else { return }
        let run = IndexingRun()
        indexing = run
        session.text.indexReferences(keepGoing: { run.isRunning }, deliver: { [weak self] found in
            guard let self, run === indexing else { return }
            for (page, occurrences) in found { index.add(page: page, occurrences: occurrences) }
        })
    }

    // MARK: The popover

    private func open(_ target: ReferenceTarget) {
        candidate = 0
        show(target)
    }

    private func step(by offset: Int) {
        guard let target = hover.shown, target.destinations.count > 1 else { return }
        candidate = (candidate + offset + target.destinations.count) % target.destinations.count
        show(target)
    }

    private func show(_ target: ReferenceTarget) {
        guard let session = session(), let area = activeArea ?? popovers.first?.area,
              let view = popovers.first(where: { $0.area == area })?.view,
              target.destinations.indices.contains(candidate) else { return }
        generation += 1
        let mine = generation
        let destination = target.destinations[candidate]
        let count = target.destinations.count, position = candidate
        let scaleFactor = Double(max(1, gtk_widget_get_scale_factor(area)))
        session.text.previewRegion(ofPage: destination.page, anchor: destination.anchor) {
            [weak self, weak session] page, pageSize, region, text in
            guard let self, let session, mine == generation else { return }
            let scale = PreviewRegion.scale(forWidth: region.width, maximumWidth: Self.maximumWidth)
            session.requestReferencePreview(
                of: page, width: Int((pageSize.width * scale * scaleFactor).rounded()),
                height: Int((pageSize.height * scale * scaleFactor).rounded())
            ) { [weak self] surface in
                guard let self, mine == generation, hover.shown == target else { return }
                shownRegion = (page, pageSize.height, region)
                let label = session.labels.distinctLabel(forPage: page) ?? String(page + 1)
                let host = gtk_widget_get_parent(area) ?? area
                let shown = pointing.shownArea(of: target.sourceArea, onPage: target.sourcePage, in: host)
                    ?? PageRect(x: 0, y: 0, width: 1, height: 1)
                let anchor = PreviewPlacement.pointingArea(
                    of: shown, pointerY: pointerY, hostWidth: Double(gtk_widget_get_width(host)),
                    hostHeight: Double(gtk_widget_get_height(host)))
                // The picture is drawn in device pixels; shown, it is `scale` logical pixels a point.
                view.show(page: surface, deviceScale: scaleFactor,
                          scale: Double(surface.width) / scaleFactor / pageSize.width,
                          region: region, caption: String(format: i18n("Page %@"), label),
                          name: name(of: target, label: label), description: text,
                          candidates: count > 1 ? (position, count) : nil, anchor: anchor)
            }
        }
    }

    /// What a screen reader calls the preview of `target` leading to the page labelled `label`: the words of the
    /// reference ("Preview of Figure 2, page 3"), or the page alone while its page's text is not read.
    private func name(of target: ReferenceTarget, label: String) -> String {
        let words = layouts[target.sourcePage].map { $0.text(in: target.sourceArea, limit: 60) } ?? ""
        guard !words.isEmpty else { return String(format: i18n("Preview of page %@"), label) }
        return String(format: i18n("Preview of %@, page %@"), words, label)
    }

    /// Goes to the place shown, as a link would: a jump Back returns from.
    private func goToShown() {
        guard let shown = shownRegion, hover.shown != nil else { return }
        hover.dismiss()
        let top = shown.pageHeight > 0 ? max(0, min(1, shown.region.y / shown.pageHeight)) : nil
        follow(.page(shown.page, top: top))
    }

    private func hide() {
        generation += 1
        shownRegion = nil
        for (_, view) in popovers { view.hide() }
    }
}

/// A background indexing of one book, stopped when another opens.
private final class IndexingRun: Sendable {
    private let running = Mutex(true)
    var isRunning: Bool { running.withLock { $0 } }
    func stop() { running.withLock { $0 = false } }
}
