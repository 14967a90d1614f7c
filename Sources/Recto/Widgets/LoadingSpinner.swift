import CGtk
import GObjectSupport

/// The spinning wheel a page shows while its content loads off the main thread, named for screen readers.
/// It starts turning only once loading has taken a moment: most books open before then, and a wheel turning
/// from the first frame keeps the main loop so busy under software rendering that GTK never gets to put the
/// application on the accessibility bus (a book that asks for its password at start-up was never announced).
@MainActor
enum LoadingSpinner {
    /// How long loading may take before the wheel shows that it is going on.
    static let delayMilliseconds: UInt32 = 800

    static func make(_ accessibleName: String) -> UnsafeMutablePointer<GtkWidget> {
        let spinner = gtk_spinner_new()!
        gtk_widget_set_size_request(spinner, 32, 32)
        gtk_widget_set_halign(spinner, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(spinner, GTK_ALIGN_CENTER)
        recto_accessible_set_label(spinner.cast(), accessibleName)
        var timer: MainLoopTimer?
        spinner.on("map") {
            timer = MainLoop.after(milliseconds: delayMilliseconds) { gtk_spinner_start(spinner.cast()) }
        }
        // Unmapped before it is destroyed, so the timer never outlives the spinner.
        spinner.on("unmap") {
            timer?.cancel()
            gtk_spinner_stop(spinner.cast())
        }
        return spinner
    }
}
