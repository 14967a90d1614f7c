import CGtk
import GObjectSupport

extension ReaderWindow {
    /// The colour modes and full screen (#14).
    func installReadingModes() {
        colourModes = ColourModeFeature(window: self)
        fullScreen = FullScreenFeature(window: self)
    }
}
