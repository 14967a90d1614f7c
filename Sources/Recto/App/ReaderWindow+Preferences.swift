import CGtk
import GObjectSupport

extension ReaderWindow {
    /// `win.preferences` (main menu, Ctrl+comma): the preferences window over this one.
    func installPreferences() {
        actions["preferences"] = Actions.add(to: window, "preferences") { [weak self] in
            guard let self else { return }
            PreferencesWindow.present(parent: window)
        }
    }
}
