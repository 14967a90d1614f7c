import CGtk
import GObjectSupport
import RectoCore

/// Binds RectoCore's `ShortcutTable` (where a new shortcut goes, with its line in data/gtk/help-overlay.ui) to
/// the application's actions.
@MainActor
enum Shortcuts {
    /// Sets every action's accelerators on `application` (a GtkApplication).
    static func install(on application: some GPointer) {
        for (action, accels) in ShortcutTable.all {
            withCStringArray(accels) {
                gtk_application_set_accels_for_action(application.cast(GtkApplication.self), action, $0)
            }
        }
    }
}
