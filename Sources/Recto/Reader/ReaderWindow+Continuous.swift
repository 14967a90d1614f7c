import CGtk
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Continuous scrolling: the strip beside the paged view in the page area, and its toggle; the features
    /// drawn over the pages are given it.
    func installContinuous(over pageArea: UnsafeMutablePointer<GtkWidget>) -> ContinuousFeature {
        let strip = ContinuousFeature(
            actions: actions, model: model, sessions: sessions, pageView: pageView, pageArea: pageArea,
            recorder: recorder, remembered: { [weak self] in self?.loadedState })
        continuous = strip
        return strip
    }

    /// The widget pointer positions on the pages are measured in: the strip's while it shows.
    var pageInputArea: UnsafeMutablePointer<GtkWidget> { continuous?.pageInputArea ?? pageView.inputArea }
}
