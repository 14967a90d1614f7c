import CGtk
import Foundation
import GObjectSupport

/// "About Recto" in the main menu: libadwaita's About window (AdwAboutDialog is 1.5; we have 1.2).
@MainActor
enum AboutRecto {
    /// Matches the newest `<release>` in the metainfo; tools/check-data.sh compares them.
    static let version = "0.1.0"
    static let website = "https://github.com/rectoreader/recto"
    static let issues = "https://github.com/rectoreader/recto/issues"

    static func present(parent: UnsafeMutablePointer<GtkWindow>?) {
        let about = adw_about_window_new()!
        if let parent { gtk_window_set_transient_for(about.cast(), parent) }
        gtk_window_set_modal(about.cast(), 1)
        adw_about_window_set_application_name(about.cast(), i18n("Recto"))
        adw_about_window_set_application_icon(about.cast(), ResourceLocator.appID)
        adw_about_window_set_version(about.cast(), version)
        adw_about_window_set_comments(about.cast(), i18n("Read PDF books a page at a time"))
        adw_about_window_set_developer_name(about.cast(), i18n("The Recto developers"))
        adw_about_window_set_copyright(about.cast(), i18n("© 2026 The Recto developers"))
        adw_about_window_set_license_type(about.cast(), GTK_LICENSE_GPL_3_0)
        adw_about_window_set_website(about.cast(), website)
        adw_about_window_set_issue_url(about.cast(), issues)
        // The website and issue links open as a book's links do, with the environment the person gave Recto.
        about.onStringBool("activate-link") { [about] uri in
            LinkFollower.openAddress(uri, from: about)
            return true
        }
        // Translators: put your names here, one per line, "Name <email>"; it is shown in About Recto.
        adw_about_window_set_translator_credits(about.cast(), i18n("translator-credits"))
        AccessibleNames.present(about)
    }
}
