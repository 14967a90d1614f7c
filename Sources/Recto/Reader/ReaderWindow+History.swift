import CGtk
import GObjectSupport

extension ReaderWindow {
    /// Back and Forward, with the Back button in the header bar; the features that jump are given it.
    func installHistory() -> HistoryFeature {
        let feature = HistoryFeature(actions: actions, toplevel: window, model: model, sessions: sessions)
        adw_header_bar_pack_start(header.cast(), feature.backButton)
        history = feature
        return feature
    }
}
