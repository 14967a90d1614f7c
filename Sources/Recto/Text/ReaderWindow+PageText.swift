import CGtk
import GObjectSupport

extension ReaderWindow {
    /// Lays the page's accessible text over the page area (`overlay`), where Tab and screen readers find it.
    func installPageText(over overlay: UnsafeMutablePointer<GtkWidget>) {
        guard let continuous else { preconditionFailure("the strip is made before the text over it") }
        let feature = PageTextFeature(model: model, sessions: sessions, strip: continuous, ring: overlay)
        gtk_overlay_add_overlay(overlay.cast(), feature.view.widget)
        pageText = feature
    }
}
