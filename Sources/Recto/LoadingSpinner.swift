import CGtk
import GObjectSupport

/// The spinning wheel a page shows while its content loads off the main thread, named for screen readers.
@MainActor
enum LoadingSpinner {
    static func make(_ accessibleName: String) -> UnsafeMutablePointer<GtkWidget> {
        let spinner = gtk_spinner_new()!
        gtk_spinner_start(spinner.cast())
        gtk_widget_set_size_request(spinner, 32, 32)
        gtk_widget_set_halign(spinner, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(spinner, GTK_ALIGN_CENTER)
        recto_accessible_set_label(spinner.cast(), accessibleName)
        return spinner
    }
}
