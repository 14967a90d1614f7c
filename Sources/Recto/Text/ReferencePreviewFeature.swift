import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Reference previews: resting the pointer on a link to a page of the book shows, in a popover beside it, the
/// part of the destination page it points to (`PreviewRegion`), rendered in the second document's preview lane;
/// a click there follows the link. It closes when the pointer has left the link and the popover, on Escape, and
/// when the pages turn, scroll or zoom (`PreviewHover`).
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
    /// The area the pointer is in.
    private var activeArea: UnsafeMutablePointer<GtkWidget>?
    /// Counts openings, so a late render for an older one is dropped.
    private var generation = 0

    /// Previews over `areas` (the page areas' input widgets), finding links with `pointing`, drawing with the
    /// open book's `session`, following a click with `follow`; `model`'s turns, scrolls and zooms close them.
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
        model.observe { [weak self] change in
            switch change {
            case .pages, .zoom, .layout, .book, .direction: self?.hover.dismiss()
            case .labels, .view: break
            }
        }
        for area in areas { install(on: area) }
    }

    private func install(on area: UnsafeMutablePointer<GtkWidget>) {
        let view = ReferencePopover(host: gtk_widget_get_parent(area) ?? area)
        view.onPointerInside = { [weak self] inside in self?.hover.pointer(inPreview: inside) }
        view.onEscape = { [weak self] in self?.hover.dismiss() }
        view.onClicked = { [weak self] _, _ in self?.goToShown() }
        popovers.append((area, view))
        let motion = gtk_event_controller_motion_new()!
        motion.onDoubleDouble("motion") { [weak self] x, y in self?.pointerMoved(in: area, x: x, y: y) }
        motion.on("leave") { [weak self] in self?.hover.pointer(on: nil) }
        gtk_widget_add_controller(area, motion)
        // Escape closes the preview wherever the keyboard is in the window (the popover never takes the focus).
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak self] key, _, _ in
            guard let self, key == UInt32(GDK_KEY_Escape), hover.shown != nil else { return false }
            hover.dismiss()
            return true
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

    private func pointerMoved(in area: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        activeArea = area
        guard let point = pointing.pagePoint(atX: x, y: y), let link = pointing.link(atX: x, y: y) else {
            hover.pointer(on: nil)
            return
        }
        hover.pointer(on: ReferenceTarget(link: link, onPage: point.page))
    }

    private func open(_ target: ReferenceTarget) {
        guard let session = session(), let area = activeArea,
              let view = popovers.first(where: { $0.area == area })?.view else { return }
        generation += 1
        let mine = generation
        let scaleFactor = Double(max(1, gtk_widget_get_scale_factor(area)))
        session.text.previewRegion(ofPage: target.page, top: target.top, left: target.left) {
            [weak self, weak session] page, pageSize, region in
            guard let self, let session, mine == generation else { return }
            let scale = PreviewRegion.scale(forWidth: region.width, maximumWidth: Self.maximumWidth)
            session.requestReferencePreview(
                of: page, width: Int((pageSize.width * scale * scaleFactor).rounded()),
                height: Int((pageSize.height * scale * scaleFactor).rounded())
            ) { [weak self] surface in
                guard let self, mine == generation, hover.shown == target else { return }
                let label = session.labels.distinctLabel(forPage: page) ?? String(page + 1)
                let host = gtk_widget_get_parent(area) ?? area
                let anchor = pointing.shownArea(of: target.sourceArea, onPage: target.sourcePage, in: host)
                    ?? PageRect(x: 0, y: 0, width: 1, height: 1)
                // The picture is drawn in device pixels; shown, it is `scale` logical pixels a point.
                view.show(page: surface, deviceScale: scaleFactor,
                          scale: Double(surface.width) / scaleFactor / pageSize.width,
                          region: region, caption: String(format: i18n("Page %@"), label),
                          name: String(format: i18n("Preview of page %@"), label), anchor: anchor)
            }
        }
    }

    /// Follows the reference shown, as its link would: a jump Back returns from.
    private func goToShown() {
        guard let target = hover.shown else { return }
        hover.dismiss()
        follow(.page(target.page, top: target.top))
    }

    private func hide() {
        generation += 1
        for (_, view) in popovers { view.hide() }
    }
}
