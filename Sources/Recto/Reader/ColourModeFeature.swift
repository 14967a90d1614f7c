import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Day, Sepia and Night for one window: the view menu's radio items (`win.colour-mode`), Ctrl+I
/// (`win.cycle-colour-mode`), the default and "follow the system style" from Preferences, and libadwaita's
/// dark style. The mode showing goes into the session's page style (the pages are rendered again, recoloured
/// on the worker), the page view's desk, and the search marks; a choice is remembered for the book.
@MainActor
final class ColourModeFeature {
    private let model: ReaderModel
    private let sessions: SessionSlot
    /// Its desk takes the mode's colour.
    private let pageView: PageView
    private var choice: ColourModeChoice
    private var radio: OpaquePointer?
    private var connections: [SignalConnection] = []
    /// Keeps a choice with the book's reading state.
    private let recorder: ReadingRecorder

    /// The mode showing.
    var mode: ColourMode { choice.mode }

    /// - Parameters:
    ///   - toplevel: the window, whose going ends the watching of the system style and the settings.
    init(actions: WindowActions, toplevel: UnsafeMutablePointer<GtkWidget>, model: ReaderModel, sessions: SessionSlot,
         pageView: PageView, recorder: ReadingRecorder) {
        self.recorder = recorder
        self.model = model
        self.sessions = sessions
        self.pageView = pageView
        let settings = AppSettings.shared
        let styles = adw_style_manager_get_default()!
        choice = ColourModeChoice(defaultMode: settings.colourMode, followsSystem: settings.followsSystemStyle,
                                  systemIsDark: adw_style_manager_get_dark(styles) != 0)
        radio = actions.addRadio(.colourMode, initial: choice.mode.rawValue) { [weak self] value in
            if let mode = ColourMode(rawValue: value) { self?.choose(mode) }
        }
        actions.add(.cycleColourMode) { [weak self] in
            guard let self else { return }
            choose(choice.mode.next)
        }
        // "notify" passes the property's GParamSpec: the one-pointer handler.
        connections.append(styles.onPointer("notify::dark") { [weak self] _ in
            guard let self else { return }
            choice.systemStyleChanged(dark: adw_style_manager_get_dark(adw_style_manager_get_default()) != 0)
            apply()
        })
        for key in ["colour-mode", "follow-system-style"] {
            if let connection = settings.observe(key, { [weak self] in self?.settingsChanged() }) {
                connections.append(connection)
            }
        }
        toplevel.on("destroy") { [weak self] in
            self?.connections.forEach { $0.disconnect() }
            self?.connections = []
        }
        apply()
    }

    /// A book is opening with `remembered`, the mode saved for it (before its session exists).
    func bookOpened(remembering remembered: ColourMode?) {
        choice.bookOpened(remembering: remembered)
        apply()
    }

    /// The style a new session starts with, so its first page is rendered in the mode at once.
    func style(for session: ReadingSession) -> PageStyle { session.style.coloured(choice.mode) }

    private func choose(_ mode: ColourMode) {
        choice.choose(mode)
        apply()
        remember()
    }

    private func settingsChanged() {
        choice.defaultMode = AppSettings.shared.colourMode
        choice.followsSystem = AppSettings.shared.followsSystemStyle
        apply()
    }

    /// Shows the mode: the radio items, the desk around the pages, the pages themselves (re-rendered).
    private func apply() {
        let mode = choice.mode
        if let radio { Actions.setState(radio, mode.rawValue) }
        for other in ColourMode.allCases {
            let name = "recto-" + other.rawValue
            if other == mode { gtk_widget_add_css_class(pageView.widget, name) }
            else { gtk_widget_remove_css_class(pageView.widget, name) }
        }
        if let session = sessions.session, session.setStyle(style(for: session)) { model.repaint() }
    }

    /// Saves the choice with the book's reading state (the page saves that follow keep it: they merge).
    private func remember() {
        recorder.record(colourMode: choice.bookMode)
    }
}
