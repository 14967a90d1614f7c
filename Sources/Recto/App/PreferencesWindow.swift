import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Preferences (Ctrl+comma): the library folder, with a button to choose another and one to go back to the
/// default, and the reading colours (`ReadingPreferencesGroup`). The choices go to GSettings; every window
/// follows them at once.
@MainActor
final class PreferencesWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    @Owned private var folderRow: UnsafeMutablePointer<GtkWidget>
    @Owned private var defaultButton: UnsafeMutablePointer<GtkWidget>
    private var folderObserver: SignalConnection?
    private let reading = ReadingPreferencesGroup()
    private let readAloud = ReadAloudPreferencesGroup()
    /// The open preferences window, so a second Ctrl+comma brings it forward rather than opening another.
    private static var shown: PreferencesWindow?

    /// Shows the preferences over `parent`.
    static func present(parent: UnsafeMutablePointer<GtkWidget>) {
        let preferences = shown ?? PreferencesWindow(parent: parent)
        shown = preferences
        AccessibleNames.present(preferences.window)
    }

    /// Adds `win.preferences` (main menu, Ctrl+comma) to a window's `actions`: the preferences over `toplevel`.
    /// (The action lives and dies with the window, so the bare pointer is valid whenever it runs.)
    static func addAction(to actions: WindowActions, over toplevel: UnsafeMutablePointer<GtkWidget>) {
        actions.add(.preferences) { present(parent: toplevel) }
    }

    private init(parent: UnsafeMutablePointer<GtkWidget>) {
        window = adw_preferences_window_new()
        gtk_window_set_transient_for(window.cast(), parent.cast())
        gtk_window_set_modal(window.cast(), 1)
        gtk_window_set_title(window.cast(), i18n("Preferences"))
        // Three settings to find: a search field would be clutter.
        adw_preferences_window_set_search_enabled(window.cast(), 0)
        gtk_window_set_default_size(window.cast(), 560, 520)

        let folderRow: UnsafeMutablePointer<GtkWidget> = adw_action_row_new()
        self.folderRow = folderRow
        adw_preferences_row_set_title(folderRow.cast(), i18n("Library Folder"))
        let choose = TextButton.make(i18n("_Choose…"))
        Tooltip.set(choose, i18n("Choose another folder for the library"))
        defaultButton = TextButton.make(i18n("_Use Default"))
        Tooltip.set(defaultButton, i18n("List the books in Recto’s own library folder"))
        for button in [defaultButton, choose] {
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(folderRow.cast(), button)
        }

        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(group.cast(), i18n("Library"))
        adw_preferences_group_set_description(
            group.cast(), i18n("The library sidebar lists the PDF books in this folder, and Add copies books into it."))
        adw_preferences_group_add(group.cast(), folderRow)
        let page = adw_preferences_page_new()!
        adw_preferences_page_set_title(page.cast(), i18n("General"))
        adw_preferences_page_set_icon_name(page.cast(), "preferences-system-symbolic")
        adw_preferences_page_add(page.cast(), group.cast())
        adw_preferences_page_add(page.cast(), reading.group.cast())
        adw_preferences_page_add(page.cast(), readAloud.group.cast())
        adw_preferences_window_add(window.cast(), page.cast())

        choose.on("clicked") { [weak self] in self?.chooseFolder() }
        defaultButton.on("clicked") { AppSettings.shared.libraryFolder = nil }
        folderObserver = AppSettings.shared.observe("library-folder") { [weak self] in self?.showFolder() }
        window.on("destroy") { [weak self] in
            self?.folderObserver?.disconnect()
            self?.reading.disconnect()
            Self.shown = nil
        }
        showFolder()
    }

    /// Shows the folder the settings name, and whether it is the default.
    private func showFolder() {
        let chosen = AppSettings.shared.libraryFolder, folder = Self.folder
        let isDefault = chosen == nil || chosen == AppPaths.libraryFolder
        let text = isDefault ? String(format: i18n("%@ (default)"), folder.displayString) : folder.displayString
        adw_action_row_set_subtitle(folderRow.cast(), Self.escaped(text))
        gtk_widget_set_sensitive(defaultButton, isDefault ? 0 : 1)
    }

    /// GtkFileChooserNative in folder mode (the portal's chooser inside Flatpak), opening at the current folder.
    private func chooseFolder() {
        FileChooser.chooseFolder(
            parent: window, title: i18n("Choose the Library Folder"), current: Self.folder
        ) { folder in AppSettings.shared.libraryFolder = folder }
    }

    /// The folder the settings name: the reader's choice, else the default.
    private static var folder: LibraryPath { AppSettings.shared.libraryFolder ?? AppPaths.libraryFolder }

    /// AdwActionRow reads its subtitle as Pango markup: a folder named "Tom & Jerry" would not show.
    private static func escaped(_ text: String) -> String {
        takeString(g_markup_escape_text(text, -1)) ?? text
    }
}
