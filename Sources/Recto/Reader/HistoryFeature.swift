import CGtk
import GObjectSupport
import RectoCore

/// Back and Forward through the places the reader jumped from (`ReadingHistory`, one per book for the
/// session): Alt+Left and Alt+Right, the mouse's back and forward buttons, and a Back button in the header bar
/// that shows when there is somewhere to go back to. Every jump goes through `jump(to:)`.
@MainActor
final class HistoryFeature: Jumping {
    private let actions: WindowActions
    private let model: ReaderModel
    private let sessions: SessionSlot
    private var observation: ObservationToken?
    private var histories: [DocumentKey: ReadingHistory] = [:]
    private var key: DocumentKey?
    @Owned var backButton: UnsafeMutablePointer<GtkWidget>
    /// Where the scrub under way started, and the timer that ends it when the hand rests.
    private var scrubOrigin: Int?
    private var scrubSettle: MainLoopTimer?
    private static let scrubRest: UInt32 = 700

    /// - Parameters:
    ///   - toplevel: the window, where the mouse's back and forward buttons are heard.
    init(actions: WindowActions, toplevel: UnsafeMutablePointer<GtkWidget>, model: ReaderModel, sessions: SessionSlot) {
        self.actions = actions
        self.model = model
        self.sessions = sessions
        backButton = gtk_button_new_from_icon_name("go-previous-symbolic")
        gtk_actionable_set_action_name(backButton.cast(), "win.go-back")
        Tooltip.set(backButton, i18n("Back (Alt+Left)"))
        recto_accessible_set_label(backButton.cast(), i18n("Back"))
        gtk_widget_set_visible(backButton, 0)
        actions.add(.goBack) { [weak self] in self?.back() }
        actions.add(.goForward) { [weak self] in self?.forward() }
        observation = model.observe(sessions: sessions, book: { [weak self] session in
            self?.key = session?.document.key
            self?.update()
        })
        let buttons = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(buttons.cast(), 0) // every button; the handler keeps back and forward
        // The raw pointer does not retain: the handler only runs while the gesture is alive.
        let gesture = buttons.raw
        buttons.onClick("pressed") { [weak self] _, _, _ in
            switch gtk_gesture_single_get_current_button(OpaquePointer(gesture)) {
            case 8: self?.back()
            case 9: self?.forward()
            default: break
            }
        }
        gtk_widget_add_controller(toplevel, buttons.cast())
        update()
    }

    /// Goes to `page` as a jump the reader may want to come back from.
    func jump(to page: Int, animated: Bool) {
        guard let session = sessions.session else { return }
        let from = session.navigator.currentPage
        model.go(to: page, animated: animated)
        record(from: from, to: session.navigator.currentPage)
    }

    /// Records a jump made some other way (a scrub over many pages, a link).
    func record(from page: Int, to destination: Int) {
        guard let key else { return }
        histories[key, default: ReadingHistory()].recordJump(from: page, to: destination)
        update()
    }

    /// The scrubber moved the book on from `page`. When the hand has rested a moment, a scrub over more than
    /// a few pages counts as one jump, from where it started.
    func scrubMoved(from page: Int) {
        if scrubOrigin == nil { scrubOrigin = page }
        scrubSettle?.cancel()
        scrubSettle = MainLoop.after(milliseconds: Self.scrubRest) { [weak self] in self?.scrubSettled() }
    }

    private func scrubSettled() {
        guard let origin = scrubOrigin, let session = sessions.session else { return }
        scrubOrigin = nil
        let page = session.navigator.currentPage
        if ReadingHistory.isJump(scrubbingFrom: origin, to: page) { record(from: origin, to: page) }
    }

    private func back() {
        guard let key, let session = sessions.session,
              let page = histories[key]?.goBack(from: session.navigator.currentPage) else { return }
        model.go(to: page)
        update()
    }

    private func forward() {
        guard let key, let session = sessions.session,
              let page = histories[key]?.goForward(from: session.navigator.currentPage) else { return }
        model.go(to: page)
        update()
    }

    private func update() {
        let history = key.flatMap { histories[$0] } ?? ReadingHistory()
        gtk_widget_set_visible(backButton, history.canGoBack ? 1 : 0)
        actions.setEnabled(.goBack, history.canGoBack)
        actions.setEnabled(.goForward, history.canGoForward)
    }
}
