import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Preferences' "Reading" group: the colour mode of books without one of their own, and whether Night follows
/// the system's dark style. Both are GSettings keys, which every window follows at once.
@MainActor
final class ReadingPreferencesGroup {
    @Owned var group: UnsafeMutablePointer<GtkWidget>
    @Owned private var modeRow: UnsafeMutablePointer<GtkWidget>
    @Owned private var followSwitch: UnsafeMutablePointer<GtkWidget>
    private var connections: [SignalConnection] = []

    init() {
        let group: UnsafeMutablePointer<GtkWidget> = adw_preferences_group_new()
        self.group = group
        adw_preferences_group_set_title(group.cast(), i18n("Reading"))

        let modeRow: UnsafeMutablePointer<GtkWidget> = adw_combo_row_new()
        self.modeRow = modeRow
        adw_preferences_row_set_title(modeRow.cast(), i18n("Colours"))
        adw_action_row_set_subtitle(modeRow.cast(), i18n("Unless chosen for a book (Ctrl+I)"))
        let names = gtk_string_list_new(nil)!
        for mode in ColourMode.allCases { gtk_string_list_append(names, Self.name(of: mode)) }
        adw_combo_row_set_model(modeRow.cast(), names)
        g_object_unref(names.raw)
        AccessibleNames.nameLists(in: modeRow, i18n("Colour Modes"))
        adw_preferences_group_add(group.cast(), modeRow)

        let followRow = adw_action_row_new()!
        let title = i18n("Night With the Dark Style")
        adw_preferences_row_set_title(followRow.cast(), title)
        adw_action_row_set_subtitle(followRow.cast(), i18n("Show pages in night colours while the system style is dark"))
        followSwitch = gtk_switch_new()
        gtk_widget_set_valign(followSwitch, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(followRow.cast(), followSwitch)
        adw_action_row_set_activatable_widget(followRow.cast(), followSwitch)
        // The row labels its activatable widget too; one name, not the title twice.
        recto_accessible_set_only_label(followSwitch.cast(), title)
        adw_preferences_group_add(group.cast(), followRow)

        showSettings()
        // "notify" passes the property's GParamSpec: the one-pointer handler.
        modeRow.onPointer("notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(adw_combo_row_get_selected(modeRow.cast()))
            guard ColourMode.allCases.indices.contains(index) else { return }
            let mode = ColourMode.allCases[index]
            if AppSettings.shared.colourMode != mode { AppSettings.shared.colourMode = mode }
        }
        followSwitch.onPointer("notify::active") { [weak self] _ in
            guard let self else { return }
            let on = gtk_switch_get_active(followSwitch.cast()) != 0
            if AppSettings.shared.followsSystemStyle != on { AppSettings.shared.followsSystemStyle = on }
        }
        for key in ["colour-mode", "follow-system-style"] {
            if let connection = AppSettings.shared.observe(key, { [weak self] in self?.showSettings() }) {
                connections.append(connection)
            }
        }
    }

    /// The preferences window closes: stop following the settings.
    func disconnect() {
        connections.forEach { $0.disconnect() }
        connections = []
    }

    /// The mode's name, as the view menu says it.
    static func name(of mode: ColourMode) -> String {
        switch mode {
        case .day: i18n("Day")
        case .sepia: i18n("Sepia")
        case .night: i18n("Night")
        }
    }

    private func showSettings() {
        let index = UInt32(ColourMode.allCases.firstIndex(of: AppSettings.shared.colourMode) ?? 0)
        if adw_combo_row_get_selected(modeRow.cast()) != index { adw_combo_row_set_selected(modeRow.cast(), index) }
        let on: gboolean = AppSettings.shared.followsSystemStyle ? 1 : 0
        if gtk_switch_get_active(followSwitch.cast()) != on { gtk_switch_set_active(followSwitch.cast(), on) }
    }
}
