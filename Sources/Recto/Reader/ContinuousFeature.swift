import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Continuous scrolling (View ▸ Continuous Scrolling, Ctrl+Shift+C): the page area shows the book as one
/// strip (`ContinuousView`) instead of the paged view, remembered per book. The strip and the navigator follow
/// each other: scrolling makes the page covering most of the view the current page (so the scrubber, the page
/// label, the page's text and the search follow), and a jump (Go to Page, Back, the contents, a search result,
/// a link, the scrubber, the arrow keys) scrolls the strip to its page. The session renders what the strip's
/// plan asks for, through the same workers and cache as the paged view.
@MainActor
final class ContinuousFeature {
    /// What the strip tells the features drawn over it.
    enum Change {
        /// The strip scrolled (the marks over it move with it).
        case scrolled
        /// Other pages came into view (`pagesInView`).
        case pagesInView
        /// A click at (`x`, `y`) in the strip's coordinates (a link is followed, or the selection dropped).
        case clicked(x: Double, y: Double)
    }

    /// The reading state saved for the open book, whose `continuous` a book opens in.
    private let remembered: @MainActor () -> ReadingState?
    private let pageView: PageView
    private let changes = Observers<Change>()
    private let model: ReaderModel
    private let sessions: SessionSlot
    private var observation: ObservationToken?
    let view = ContinuousView()
    @Owned private var stack: UnsafeMutablePointer<GtkWidget>
    private var action: OpaquePointer?
    /// Whether the open book is read as a strip now.
    private(set) var isOn = false
    /// The open book's page sizes in points, once read.
    private var sizes: [Size]?
    private weak var sizesOf: PDFDocument?
    /// The row the strip shows, so that the strip and the model's page do not chase each other.
    private var following = StripFollowing()
    /// The pages the plan last had on screen, to give newly visible rows what the cache holds.
    private var planVisible: [Int] = []
    /// Where the pointer is over the strip (the scroller's coordinates), for a zoom to keep that point in place.
    private var pointer: StripViewport.Point?
    private var trimObservation: ObservationToken?
    /// Keeps the reader's choice with the book's reading state.
    private let recorder: ReadingRecorder

    init(actions: WindowActions, model: ReaderModel, sessions: SessionSlot, pageView: PageView,
         pageArea: UnsafeMutablePointer<GtkWidget>, recorder: ReadingRecorder,
         remembered: @escaping @MainActor () -> ReadingState?) {
        self.remembered = remembered
        self.recorder = recorder
        self.pageView = pageView
        self.model = model
        self.sessions = sessions
        stack = gtk_stack_new()
        // The paged view moves from the page area into a stack beside the strip.
        let paged = pageView.widget
        g_object_ref(paged.raw)
        gtk_overlay_set_child(pageArea.cast(), nil)
        gtk_stack_add_named(stack.cast(), paged, "paged")
        g_object_unref(paged.raw)
        gtk_stack_add_named(stack.cast(), view.widget, "continuous")
        gtk_stack_set_visible_child_name(stack.cast(), "paged")
        gtk_overlay_set_child(pageArea.cast(), stack)

        let action = actions.addToggle(.continuous, initial: false) { [weak self] on in
            self?.setOn(on, remember: true)
        }
        self.action = action
        Actions.setEnabled(action, false)
        observation = model.observe(
            sessions: sessions, book: { [weak self] session in self?.sessionChanged(session) },
            pages: { [weak self] session in self?.pagesChanged(session) })
        view.surface = { [weak self] page in self?.sessions.session?.texture(for: page) }
        // Trimmed, each row is as tall as its page's crop: the strip is laid out again, keeping its place.
        trimObservation = model.observe { [weak self] change in
            guard change == .trim, let self, let layout = view.layout else { return }
            relayout(keeping: (layout.anchor(atOffset: view.offset), layout))
        }
        view.onScroll = { [weak self] in self?.scrolled() }
        view.onResize = { [weak self] size in self?.resized(size) }
        // A click on the strip does not turn the page (the strip scrolls): it may follow a link.
        let click = gtk_gesture_click_new()!
        click.onClick("released") { [weak self] presses, x, y in
            guard let self, presses == 1 else { return }
            gtk_widget_grab_focus(view.scroller)
            changes.send(.clicked(x: x, y: y))
        }
        gtk_widget_add_controller(view.scroller, click.cast())
        let motion = gtk_event_controller_motion_new()!
        motion.onDoubleDouble("motion") { [weak self] x, y in self?.pointer = StripViewport.Point(x: x, y: y) }
        motion.on("leave") { [weak self] in self?.pointer = nil }
        gtk_widget_add_controller(view.scroller, motion)
        // Ctrl+wheel zooms the strip (before the scrolled window takes the wheel to scroll).
        let wheel = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        gtk_event_controller_set_propagation_phase(wheel, GTK_PHASE_CAPTURE)
        // The raw pointer does not retain: the handler only runs while the controller is alive.
        let controller = wheel.raw
        wheel.onScroll("scroll") { [weak self] _, dy in
            guard let self, let event = gtk_event_controller_get_current_event(OpaquePointer(controller)),
                  gdk_event_get_modifier_state(event).rawValue & GDK_CONTROL_MASK.rawValue != 0, dy != 0 else {
                return false
            }
            self.model.zoom { dy < 0 ? $0.zoomIn() : $0.zoomOut() }
            return true
        }
        gtk_widget_add_controller(view.scroller, wheel)
    }

    /// Calls `observer` with what the strip does, while the token lives.
    func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        changes.add(observer)
    }

    // MARK: Mode

    private func sessionChanged(_ session: ReadingSession?) {
        sizes = nil
        following.reset()
        let on = session != nil && remembered()?.continuous == true
        if let action {
            Actions.setEnabled(action, session != nil)
            Actions.setState(action, on)
        }
        setOn(on, remember: false)
    }

    private func setOn(_ on: Bool, remember: Bool) {
        let changed = on != isOn
        isOn = on
        gtk_stack_set_visible_child_name(stack.cast(), on ? "continuous" : "paged")
        guard let session = sessions.session else { return }
        if on {
            following.reset()
            planVisible = []
            loadSizes(of: session)
            relayout(keeping: nil)
            gtk_widget_grab_focus(view.scroller)
        } else if changed {
            session.stripPlan = nil
            model.repaint()
            gtk_widget_grab_focus(pageView.inputArea)
        }
        if remember {
            recorder.record(continuous: on)
        }
    }

    private func loadSizes(of session: ReadingSession) {
        guard sizesOf !== session.document || sizes == nil else { return }
        sizesOf = session.document
        let document = session.document
        document.loadPageSizes { [weak self] sizes in
            guard let self, sizesOf === document, sessions.session?.document === document else { return }
            self.sizes = sizes
            relayout(keeping: nil)
        }
    }

    // MARK: Layout

    /// Lays the strip out for the book, the view's width, the spread setting and the direction; the view
    /// keeps its place (`anchor`), or shows the current page.
    private func relayout(keeping anchor: (ContinuousLayout.Anchor, ContinuousLayout)?) {
        guard isOn, let session = sessions.session, let sizes, sizesOf === session.document else { return }
        let width = viewport.stripWidth(zoom: session.zoom)
        guard width > 1 else { return }
        let layout = ContinuousLayout(
            pageSizes: ContinuousLayout.shownSizes(sizes, trim: model.trim), pageCount: session.document.pageCount,
            layout: session.navigator.layout, direction: session.direction, width: width)
        let height = view.viewportHeight
        let page = session.navigator.currentPage
        let offset = anchor.map { layout.offset(of: layout.anchor($0.0, from: $0.1), viewportHeight: height) }
            ?? layout.offset(toShow: page, viewportHeight: height)
        // Recorded before the view moves: setting the layout scrolls it, and the page change that scroll causes
        // comes back to `pagesChanged`, which must find this layout's width and row, not the last ones.
        following.show(row: layout.row(ofPage: page))
        view.setLayout(layout, offset: offset)
        updatePlan()
    }

    /// The strip's view as it is now.
    private var viewport: StripViewport {
        StripViewport(width: view.viewportSize.width, height: view.viewportHeight, offset: view.offset,
                      horizontalOffset: view.horizontalOffset, pointer: pointer)
    }

    /// The zoom changed: the strip is laid out at the new width, the point under the pointer (or the view's
    /// centre, for a key) staying where it is on screen.
    private func zoomed(_ session: ReadingSession, from old: ContinuousLayout) {
        guard let sizes, sizesOf === session.document else { return }
        let viewport = viewport
        let width = viewport.stripWidth(zoom: session.zoom)
        guard width > 1 else { return }
        let layout = ContinuousLayout(
            pageSizes: ContinuousLayout.shownSizes(sizes, trim: model.trim), pageCount: session.document.pageCount,
            layout: session.navigator.layout, direction: session.direction, width: width)
        let place = viewport.zoomed(from: old, to: layout)
        following.show(row: layout.row(ofPage: session.navigator.currentPage)) // before the view moves
        view.setLayout(layout, offset: place.offset, horizontalOffset: place.horizontal)
        updatePlan()
    }

    private func resized(_ size: Size) {
        guard let session = sessions.session else { return }
        if isOn { session.viewportChanged(size, scaleFactor: view.scaleFactor) }
        guard let layout = view.layout, let session = sessions.session,
              viewport.stripWidth(zoom: session.zoom) != layout.width else {
            relayout(keeping: nil)
            return
        }
        relayout(keeping: (layout.anchor(atOffset: view.offset), layout))
    }

    // MARK: Following

    /// The strip scrolled: the pages in view are planned, and the page covering most of it becomes current. The
    /// model's change that follows comes back to `pagesChanged` on the row the strip shows, so it scrolls nothing.
    private func scrolled() {
        guard isOn, let layout = view.layout, sessions.session != nil else { return }
        updatePlan()
        changes.send(.scrolled)
        let row = layout.currentRow(offset: view.offset, viewportHeight: view.viewportHeight)
        guard let page = following.scrolled(toRow: row, in: layout) else { return }
        model.go(to: page, animated: false)
    }

    /// The navigator moved (a jump, an arrow key, the scrubber, the strip's own scroll) or the layout changed: the
    /// strip follows to a row it does not show yet.
    private func pagesChanged(_ session: ReadingSession) {
        guard isOn, let layout = view.layout else { return }
        switch layout.following(layout: session.navigator.layout, direction: session.direction,
                                width: viewport.stripWidth(zoom: session.zoom)) {
        case .relayout: return relayout(keeping: (layout.anchor(atOffset: view.offset), layout))
        case .zoom: return zoomed(session, from: layout)
        case .follow: break
        }
        // The pages may be painted another way now (a colour mode, a highlight): the strip's plan follows.
        updatePlan()
        let page = session.navigator.currentPage
        guard following.pageChanged(to: page, in: layout) != nil else { return }
        view.scroll(to: layout.offset(toShow: page, viewportHeight: view.viewportHeight))
    }

    /// Asks the session for the strip's pages, and puts on newly visible rows what the cache already has.
    private func updatePlan() {
        guard let layout = view.layout, let session = sessions.session else { return }
        let plan = layout.renderPlan(offset: view.offset, viewportHeight: view.viewportHeight,
                                     scaleFactor: view.scaleFactor, style: session.style(forPage:))
        session.stripPlan = plan
        let visible = plan.visible.map(\.page)
        guard visible != planVisible else { return }
        planVisible = visible
        for page in visible {
            if let surface = session.texture(for: page) { view.update(page: page, surface: surface) }
        }
        changes.send(.pagesInView)
    }

    /// The widget pointer positions on the pages are measured in: the strip's while it shows, else the paged
    /// view's.
    var pageInputArea: UnsafeMutablePointer<GtkWidget> { isOn ? view.scroller : pageView.inputArea }

    /// The pages on screen in the strip while it shows (the marks, links and selections work on each).
    var pagesInView: [Int]? { isOn && !planVisible.isEmpty ? planVisible.sorted() : nil }

    // MARK: Input

    /// A page texture arrived.
    func textureReady(page: Int, surface: PageSurface) {
        guard isOn else { return }
        view.update(page: page, surface: surface)
    }

    /// Scrolls for a key (`ReaderKeyRoute`): the up and down arrows a step, Page Down and Space a screen down,
    /// Page Up and Shift+Space a screen up. Says whether it could (not before the strip has its layout).
    func scroll(for key: ReaderKeyRoute.StripScroll) -> Bool {
        guard isOn, let layout = view.layout else { return false }
        let target = viewport.target(for: key, in: layout)
        if let target { view.scroll(to: target) }
        return true
    }

    /// Scrolls so that the point `share` of `page`'s height down is at the top (a link's destination).
    func scroll(toShare share: Double, ofPage page: Int) {
        guard isOn, let layout = view.layout else { return }
        following.show(row: layout.row(ofPage: page))
        // Trimmed, the destination is found within the part of the page shown.
        let share = sizes.flatMap { model.trim?.shareShown(share, ofPage: page, pageSizes: $0) } ?? share
        view.scroll(to: layout.offset(toShow: page, share: share, viewportHeight: view.viewportHeight))
    }

    /// Where `page` is drawn in the strip, in `target`'s coordinates, while the strip shows.
    func pageBounds(of page: Int, in target: UnsafeMutablePointer<GtkWidget>) -> PagePlacement? {
        isOn ? view.pageBounds(of: page, in: target) : nil
    }
}
