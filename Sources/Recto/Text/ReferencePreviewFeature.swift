import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Reference previews: resting the pointer on a link to a page of the book, or on a mention without a link
/// ("Figure 3", "[12]") that the book's reference index resolves, shows in a popover beside it the part of the
/// destination page it points to (`PreviewRegion`), rendered in the second document's preview lane; a click
/// there goes to it, and the arrows (keys or buttons) step through other candidates. When it opens and closes,
/// and what it shows, is the core's `ReferencePreviews`; this keeps the popovers and renders what it says.
@MainActor
final class ReferencePreviewFeature {
    /// The widest a preview's picture is, in logical pixels.
    static let maximumWidth = 560.0

    private let pointing: PagePointing
    private let session: () -> ReadingSession?
    private let previews: ReferencePreviews
    /// One popover per page area (the paged view and the continuous strip), each off the area's parent.
    private var popovers: [(area: UnsafeMutablePointer<GtkWidget>, view: ReferencePopover)] = []
    /// The area the pointer is in, and the pointer's height in the area's parent (nil: opened from the keys).
    @Owned private var activeArea: UnsafeMutablePointer<GtkWidget>?
    private var pointerY: Double?

    /// Previews over `areas` (the page areas' input widgets), finding links with `pointing`, drawing and reading
    /// with the open book's `session`, going where a click says with `follow`; `model`'s turns, scrolls and zooms
    /// close them, and a new book is indexed when `model` opens it.
    init(model: ReaderModel, areas: [UnsafeMutablePointer<GtkWidget>], pointing: PagePointing,
         session: @escaping () -> ReadingSession?, follow: @escaping @MainActor (LinkTarget) -> Void,
         scheduler: Scheduler) {
        self.pointing = pointing
        self.session = session
        previews = ReferencePreviews(model: model, scheduler: scheduler) { session()?.text }
        previews.follow = follow
        previews.present = { [weak self] preview in self?.render(preview) }
        previews.hide = { [weak self] in self?.hide() }
        for area in areas { install(on: area) }
    }

    private func install(on area: UnsafeMutablePointer<GtkWidget>) {
        let view = ReferencePopover(host: gtk_widget_get_parent(area) ?? area)
        view.onPointerInside = { [weak previews] inside in previews?.pointer(inPreview: inside) }
        view.onEscape = { [weak previews] in previews?.dismiss() }
        view.onClicked = { [weak previews] _, _ in previews?.goToShown() }
        view.onStep = { [weak previews] step in previews?.step(by: step) }
        popovers.append((area, view))
        let motion = gtk_event_controller_motion_new()!
        motion.onDoubleDouble("motion") { [weak self] x, y in self?.pointerMoved(in: area, x: x, y: y) }
        motion.on("leave") { [weak previews] in previews?.pointer(at: nil, link: nil) }
        gtk_widget_add_controller(area, motion)
        // Escape closes the preview and the arrows step through its candidates wherever the keyboard is in the
        // window (the popover never takes the focus).
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        keys.onKey("key-pressed") { [weak previews] key, _, _ in
            Self.previewKey(key).map { previews?.key($0) ?? false } ?? false
        }
        var added = false
        area.on("realize") {
            guard !added, let root = gtk_widget_get_root(area) else { return }
            added = true
            gtk_widget_add_controller(root.cast(), keys)
        }
        for adjustment in [gtk_scrolled_window_get_hadjustment(area.cast()),
                           gtk_scrolled_window_get_vadjustment(area.cast())] {
            adjustment?.on("value-changed") { [weak previews] in previews?.dismiss() }
        }
    }

    /// What a key means to a preview; nil for a key it leaves alone.
    private static func previewKey(_ key: UInt32) -> ReferencePreviews.Key? {
        switch Int32(key) {
        case GDK_KEY_Escape: .escape
        case GDK_KEY_Up, GDK_KEY_Left: .back
        case GDK_KEY_Down, GDK_KEY_Right: .forward
        default: nil
        }
    }

    private func pointerMoved(in area: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) {
        activeArea = area
        var hostX = 0.0, hostY = 0.0
        let host = gtk_widget_get_parent(area) ?? area
        pointerY = gtk_widget_translate_coordinates(area, host, x, y, &hostX, &hostY) != 0 ? hostY : nil
        previews.pointer(at: pointing.pagePoint(atX: x, y: y), link: pointing.link(atX: x, y: y))
    }

    /// Opens the preview of the reference at `offset` of `page`'s reading text `text` (the caret's), if the
    /// index knows where it leads; says whether it did.
    @discardableResult
    func previewReference(onPage page: Int, text: String, at offset: Int) -> Bool {
        guard previews.previewReference(onPage: page, text: text, at: offset) else { return false }
        activeArea = popovers.first { gtk_widget_get_mapped($0.area) != 0 }?.area ?? activeArea
        pointerY = nil
        return true
    }

    // MARK: The popover

    /// Renders the page `preview` shows and shows it in the popover of the area the pointer is in, unless
    /// another preview came meanwhile.
    private func render(_ preview: ReferencePreview) {
        guard let session = session(), let area = activeArea ?? popovers.first?.area,
              let view = popovers.first(where: { $0.area == area })?.view else { return }
        let scaleFactor = Double(max(1, gtk_widget_get_scale_factor(area)))
        let scale = PreviewRegion.scale(forWidth: preview.region.width, maximumWidth: Self.maximumWidth)
        session.requestReferencePreview(
            of: preview.page, width: Int((preview.pageSize.width * scale * scaleFactor).rounded()),
            height: Int((preview.pageSize.height * scale * scaleFactor).rounded())
        ) { [weak self, weak session] surface in
            guard let self, let session, previews.willShow(preview) else { return }
            let label = session.labels.distinctLabel(forPage: preview.page) ?? String(preview.page + 1)
            let host = gtk_widget_get_parent(area) ?? area
            let target = preview.target
            let shown = pointing.shownArea(of: target.sourceArea, onPage: target.sourcePage, in: host)
                ?? PageRect(x: 0, y: 0, width: 1, height: 1)
            let anchor = PreviewPlacement.pointingArea(
                of: shown, pointerY: pointerY, hostWidth: Double(gtk_widget_get_width(host)),
                hostHeight: Double(gtk_widget_get_height(host)))
            // The picture is drawn in device pixels; shown, it is `scale` logical pixels a point.
            view.show(page: surface, deviceScale: scaleFactor,
                      scale: Double(surface.width) / scaleFactor / preview.pageSize.width,
                      region: preview.region, caption: String(format: i18n("Page %@"), label),
                      name: name(of: target, label: label), description: preview.text,
                      candidates: preview.candidates, anchor: anchor)
        }
    }

    /// What a screen reader calls the preview of `target` leading to the page labelled `label`: the words of the
    /// reference ("Preview of Figure 2, page 3"), or the page alone while its page's text is not read.
    private func name(of target: ReferenceTarget, label: String) -> String {
        let words = previews.words(of: target)
        guard !words.isEmpty else { return String(format: i18n("Preview of page %@"), label) }
        return String(format: i18n("Preview of %@, page %@"), words, label)
    }

    private func hide() {
        for (_, view) in popovers { view.hide() }
    }
}
