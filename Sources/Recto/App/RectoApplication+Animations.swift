import CGtk
import Foundation
import GObjectSupport

extension RectoApplication {
    /// The `enable-animations` setting can only take animations away: false turns GTK's off for Recto, true
    /// gives the desktop's choice back. It follows changes made while Recto runs.
    func followAnimationSetting() {
        apply()
        AppSettings.shared.observe("enable-animations") { [weak self] in self?.apply() }
    }

    private func apply() {
        guard let gtkSettings = gtk_settings_get_default() else { return }
        if AppSettings.shared.animationsEnabled {
            gtk_settings_reset_property(gtkSettings, "gtk-enable-animations")
        } else {
            recto_object_set_boolean(gtkSettings.raw, "gtk-enable-animations", 0)
        }
    }
}
