import CGtk
import GObjectSupport

/// The main menu's section for the reading modes: Day, Sepia and Night as radio items, and Full Screen.
@MainActor
enum ReadingModesMenu {
    /// A new menu section (the caller owns the reference).
    static func section() -> OpaquePointer {
        let section = g_menu_new()!
        g_menu_append(section, i18n("Day"), "win.colour-mode::day")
        g_menu_append(section, i18n("Sepia"), "win.colour-mode::sepia")
        g_menu_append(section, i18n("Night"), "win.colour-mode::night")
        g_menu_append(section, i18n("Full Screen"), "win.fullscreen")
        return section
    }
}
