import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// The window's actions (`win.*`): the one path from menus, shortcuts and input to the session.
    func installActions() {
        func add(_ action: WindowAction, _ handler: @escaping @MainActor () -> Void) {
            actions.add(action, handler)
        }
        add(.open) { [weak self] in self?.chooseFile() }
        add(.close) { [weak self] in self?.close() }
        HelpOverlay.addAction(to: window)
        add(.nextPage) { [weak self] in self?.model.perform(.next) }
        add(.previousPage) { [weak self] in self?.model.perform(.previous) }
        add(.firstPage) { [weak self] in self?.history?.jump(to: 0) }
        add(.lastPage) { [weak self] in self?.history?.jump(to: Int.max) }
        // On the overview, Ctrl+plus and Ctrl+minus size its thumbnails rather than the page.
        add(.zoomIn) { [weak self] in
            guard let self else { return }
            if viewModel.shown == .overview {
                overview?.resizeThumbnails(larger: true)
            } else {
                model.zoom { $0.zoomIn() }
            }
            updateActionStates()
        }
        add(.zoomOut) { [weak self] in
            guard let self else { return }
            if viewModel.shown == .overview {
                overview?.resizeThumbnails(larger: false)
            } else {
                model.zoom { $0.zoomOut() }
            }
            updateActionStates()
        }
        add(.zoomReset) { [weak self] in self?.model.zoom { $0.reset() } }
        add(.goToPage) { [weak self] in
            // In full screen the scrubber comes back first: its entry takes the keyboard.
            self?.fullScreen?.revealForKey(.bottom)
            self?.scrubber.openEntry()
        }
        updateActionStates()
    }

    /// Greys out what cannot be done now: turning past an end, zooming past a limit, reading with no book.
    func updateActionStates() {
        let navigator = session?.navigator
        let zoom = session?.zoom
        let thumbnails = viewModel.shown == .overview ? overview?.canResize : nil
        let states: [WindowAction: Bool] = [
            .nextPage: navigator?.canGoForward ?? false,
            .previousPage: navigator?.canGoBackward ?? false,
            .firstPage: navigator?.canGoBackward ?? false,
            .lastPage: navigator?.canGoForward ?? false,
            .zoomIn: thumbnails?.larger ?? zoom?.canZoomIn ?? false,
            .zoomOut: thumbnails?.smaller ?? zoom?.canZoomOut ?? false,
            .zoomReset: !(zoom?.isFit ?? true),
            .goToPage: session != nil,
        ]
        for (action, enabled) in states { actions.setEnabled(action, enabled) }
    }

    /// The scrubber moved: the page follows live, unanimated, and the preview floats above the handle.
    func scrub(to page: Int) {
        guard let session else { return }
        history?.scrubMoved(from: session.navigator.currentPage)
        model.go(to: page, animated: false, scrubbing: true)
        let caption = PositionText.describe(session.labels.position(ofPage: page, pageCount: session.document.pageCount))
        preview.point(at: page, pageCount: session.document.pageCount, direction: model.direction, caption: caption)
        session.requestPreview(of: page)
    }

    /// The go-to entry was activated: a page label or number. Returns false when it names no page.
    func goTo(_ text: String) -> Bool {
        guard let session, let page = session.labels.page(forInput: text, pageCount: session.document.pageCount) else {
            return false
        }
        history?.jump(to: page)
        gtk_widget_grab_focus(pageView.inputArea)
        return true
    }

    /// Ctrl+O: a native file chooser (the portal inside Flatpak) filtered to PDFs.
    func chooseFile() {
        FileChooser.choosePDF(parent: window) { [weak self] url in self?.open(url) }
    }
}
