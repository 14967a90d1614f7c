import CGtk
import GObjectSupport

extension ReaderWindow {
    /// Lays the page's accessible text over the page area (`overlay`) and the strip, where Tab and screen readers
    /// find it.
    func installPageText(over overlay: UnsafeMutablePointer<GtkWidget>, strip: ContinuousFeature) {
        let feature = PageTextFeature(model: model, sessions: sessions, strip: strip, ring: overlay)
        gtk_overlay_add_overlay(overlay.cast(), feature.view.widget)
        pageText = feature
    }
}
