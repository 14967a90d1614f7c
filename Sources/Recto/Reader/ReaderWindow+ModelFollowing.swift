import CGtk
import RectoCore

extension ReaderWindow {
    /// Makes the window follow its `ReaderModel`: installed first, so the window (the session's renders, the
    /// scrubber, the saved state) has followed a change before any feature hears of it. The model tells a new
    /// book before its pages, so every feature hears of a book before any hears of its pages.
    func installModel() {
        observations.append(model.observe { [weak self] change in self?.modelChanged(change) })
        showPhase()
    }

    /// Which child of the main stack shows the model's phase (and, while reading, its view).
    private static func stackChild(_ phase: ReaderPhase, view: ReaderView) -> String {
        switch phase {
        case .opening: "loading"
        case .empty, .locked, .failed: "status"
        case .reading: stackChild(view)
        }
    }

    /// The stack follows the phase. No crossfade from the spinner to the page: the first page shows in the frame
    /// it is ready for; and the page takes the focus as it shows.
    private func showPhase() {
        let child = Self.stackChild(model.phase, view: model.view.shown)
        let transition = model.phase == .reading ? GTK_STACK_TRANSITION_TYPE_NONE
            : gtk_stack_get_transition_type(content.cast())
        gtk_stack_set_visible_child_full(content.cast(), child, transition)
        if model.phase == .reading, model.view.shown == .page { gtk_widget_grab_focus(pageView.inputArea) }
    }

    /// Closes the open book (it could not be opened, or it left the library): every feature hears of it.
    func closeBook() {
        session = nil
        model.close()
    }

    private func modelChanged(_ change: ReaderModel.Change) {
        switch change {
        case .book:
            configureScrubber()
        case let .pages(edge, scrubbing):
            pagesChanged(edge: edge, scrubbing: scrubbing)
        case .labels:
            updatePosition()
        case .direction:
            configureScrubber()
            updatePosition()
        case .phase:
            showPhase()
        case .layout, .zoom, .view, .trim:
            break // the pages follow (`.pages`); the stack follows the view model itself
        }
    }

    /// Puts the model's current pages on screen and brings the scrubber and label along (`recorder` saves the
    /// page); while `scrubbing`, a page not drawn yet shows the nearest one that is.
    private func pagesChanged(edge: SlideEdge?, scrubbing: Bool) {
        guard let session else { return }
        let navigator = session.navigator
        pageView.show(
            sides: navigator.sides, layout: navigator.layout, direction: session.direction,
            textures: { [reloadStandIn] in
                session.texture(for: $0, nearestStandIn: scrubbing) ?? reloadStandIn?.texture(for: $0)
            },
            edge: edge, zoom: session.zoom, slow: session.slowPages)
        updatePosition()
        updateActionStates()
    }

    func updatePosition() {
        guard let session else { return }
        let text = PositionText.describe(session.position)
        scrubber.show(page: session.navigator.currentPage, positionText: text)
        pageView.setAccessibleDescription(text)
        pageText?.setPosition(text)
        adw_window_title_set_subtitle(title.cast(), text)
    }

    private func configureScrubber() {
        guard let session else { return }
        scrubber.configure(pageCount: session.document.pageCount, direction: model.direction)
    }
}
