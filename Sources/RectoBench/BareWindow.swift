import CGtk
import Foundation
import GObjectSupport

/// The bench's yardstick: a bare AdwApplicationWindow, Recto's size, drawing one pure red rectangle (what the
/// desktop benchmark looks for on screen). Whatever it costs to launch, draw and hold in memory is the
/// toolkit's and the renderer's share, not Recto's.
@MainActor
enum BareWindow {
    static func run() -> Int32 {
        mark("main")
        let application = adw_application_new("io.github.rectoreader.RectoBench.Bare", G_APPLICATION_NON_UNIQUE)!
        application.on("startup") { mark("startup") }
        application.on("activate") {
            mark("activate")
            let window = adw_application_window_new(application.cast())!
            gtk_window_set_default_size(window.cast(), 900, 1000)
            let area = gtk_drawing_area_new()!
            setDrawFunc(area) { cr, width, height in
                cairo_set_source_rgb(cr, 1, 0, 0)
                cairo_rectangle(cr, Double(width) / 4, Double(height) / 4, Double(width) / 2, Double(height) / 2)
                cairo_fill(cr)
            }
            adw_application_window_set_content(window.cast(), area)
            window.on("realize") {
                gtk_widget_get_frame_clock(window)?.on("after-paint") {
                    mark("first-page-frame-painted")
                    writeTrace()
                }
            }
            gtk_window_present(window.cast())
            mark("presented")
        }
        return g_application_run(application.cast(GApplication.self), 0, nil)
    }

    // With RECTO_LAUNCH_TRACE=PATH, the same milestones as Recto's launch trace, so the two can be compared
    // phase by phase: "LABEL MONOTONIC CPU" in microseconds, the main thread's processor time.
    private static let tracePath = ProcessInfo.processInfo.environment["RECTO_LAUNCH_TRACE"]
    private static var trace: [String] = []
    private static var traceWritten = false

    private static func mark(_ label: String) {
        guard tracePath != nil, !traceWritten else { return }
        if trace.isEmpty { trace.append("process-cpu-before-main 0 \(cpuTime(CLOCK_PROCESS_CPUTIME_ID))") }
        trace.append("\(label) \(g_get_monotonic_time()) \(cpuTime(CLOCK_THREAD_CPUTIME_ID))")
    }

    private static func writeTrace() {
        guard let tracePath, !traceWritten else { return }
        traceWritten = true
        FileManager.default.createFile(atPath: tracePath, contents: Data((trace.joined(separator: "\n") + "\n").utf8))
    }

    private static func cpuTime(_ clock: clockid_t) -> Int {
        var time = timespec()
        clock_gettime(clock, &time)
        return time.tv_sec * 1_000_000 + time.tv_nsec / 1000
    }
}
