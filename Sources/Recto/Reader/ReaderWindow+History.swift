import CGtk
import GObjectSupport

extension ReaderWindow {
    /// Back and Forward, with the Back button in the header bar.
    func installHistory() {
        let feature = HistoryFeature(window: self)
        adw_header_bar_pack_start(header.cast(), feature.backButton)
        history = feature
    }
}
