import CGtk
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Continuous scrolling: the strip beside the paged view in the page area, and its toggle.
    func installContinuous(over pageArea: UnsafeMutablePointer<GtkWidget>) {
        continuous = ContinuousFeature(
            window: self, model: model, sessions: sessions, pageView: pageView, pageArea: pageArea)
    }

    /// The widget pointer positions on the pages are measured in: the strip's while it shows.
    var pageInputArea: UnsafeMutablePointer<GtkWidget> { continuous?.pageInputArea ?? pageView.inputArea }
}
