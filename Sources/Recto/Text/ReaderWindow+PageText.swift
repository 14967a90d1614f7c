import CGtk
import GObjectSupport

extension ReaderWindow {
    /// Lays the page's accessible text over the page area (`overlay`), where Tab and screen readers find it.
    func installPageText(over overlay: UnsafeMutablePointer<GtkWidget>) {
        let feature = PageTextFeature(window: self, model: model, sessions: sessions, ring: overlay)
        gtk_overlay_add_overlay(overlay.cast(), feature.view.widget)
        pageText = feature
    }
}
