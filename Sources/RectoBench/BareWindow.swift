import CGtk
import Foundation
import GObjectSupport

/// The bench's yardstick: a bare AdwApplicationWindow, Recto's size, drawing one pure red rectangle (what the
/// desktop benchmark looks for on screen). Whatever it costs to launch, draw and hold in memory is the
/// toolkit's and the renderer's share, not Recto's.
@MainActor
enum BareWindow {
    static func run() -> Int32 {
        let application = adw_application_new("io.github.rectoreader.RectoBench.Bare", G_APPLICATION_NON_UNIQUE)!
        application.on("activate") {
            let window = adw_application_window_new(application.cast())!
            gtk_window_set_default_size(window.cast(), 900, 1000)
            let area = gtk_drawing_area_new()!
            setDrawFunc(area) { cr, width, height in
                cairo_set_source_rgb(cr, 1, 0, 0)
                cairo_rectangle(cr, Double(width) / 4, Double(height) / 4, Double(width) / 2, Double(height) / 2)
                cairo_fill(cr)
            }
            adw_application_window_set_content(window.cast(), area)
            gtk_window_present(window.cast())
        }
        return g_application_run(application.cast(GApplication.self), 0, nil)
    }
}
