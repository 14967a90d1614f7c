import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Starts the window at the size (and maximised state) the last one closed with, and remembers this one's
    /// when it closes. Reading direction and spread follow the settings through their actions.
    func installSettings() {
        let settings = AppSettings.shared
        gtk_window_set_default_size(window.cast(), Int32(clamping: settings.windowWidth),
                                    Int32(clamping: settings.windowHeight))
        if settings.windowMaximized { gtk_window_maximize(window.cast()) }
        window.onBool("close-request") { [weak self] in
            self?.saveWindowState()
            return false // let it close
        }
    }

    /// The unmaximised size is what the next window should open at, so it is kept even while maximised.
    private func saveWindowState() {
        let settings = AppSettings.shared
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.cast(), &width, &height)
        if width > 0, height > 0 {
            settings.windowWidth = Int(width)
            settings.windowHeight = Int(height)
        }
        settings.windowMaximized = gtk_window_is_maximized(window.cast()) != 0
    }
}
