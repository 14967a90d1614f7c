import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// For `make bench` and profiling only: with `RECTO_LAUNCH_TRACE=PATH`, the launch's milestones (the process
/// entering `main`, the window built, the book opened, the first page painted…) are logged to PATH, one line
/// each: "LABEL MONOTONIC CPU", the monotonic clock and the main thread's own processor time, in
/// microseconds. The processor time is what a busy machine does not stretch, so launch work can be compared
/// across runs. The first line also gives the process's processor time before `main` (loading, static set-up).
/// Each milestone is logged once; after the first page's frame nothing more is written. One line names the
/// window's renderer instead of a milestone: "renderer=GskCairoRenderer MONOTONIC CPU".
@MainActor
enum LaunchTrace {
    private static let path = ProcessInfo.processInfo.environment["RECTO_LAUNCH_TRACE"].flatMap {
        $0.isEmpty ? nil : $0
    }
    private static var marks = LaunchMarks()

    /// Whether milestones are logged in this run.
    static var isOn: Bool { path != nil && !marks.isFinished }

    /// Notes `label` the first time it is reached.
    static func mark(_ label: StaticString) {
        record(label.description)
    }

    private static func record(_ name: String) {
        guard path != nil else { return }
        let now = LaunchMarks.Clocks(
            monotonic: Int(g_get_monotonic_time()), threadCPU: cpuTime(CLOCK_THREAD_CPUTIME_ID))
        marks.record(name, at: now) { cpuTime(CLOCK_PROCESS_CPUTIME_ID) }
    }

    /// Notes `window`'s realization, its first layout and its first frame painted (with or without a page).
    static func watch(_ window: UnsafeMutablePointer<GtkWidget>) {
        guard isOn else { return }
        window.on("realize") {
            mark("window-realized")
            // The renderer GTK made for the window ("renderer=GskCairoRenderer"): what Recto's choice of
            // GSK_RENDERER came to, which the UI tests of the no-GPU path check.
            if let renderer = gtk_native_get_renderer(window.cast()) {
                let type = renderer.cast(GTypeInstance.self).pointee.g_class.pointee.g_type
                record("renderer=" + (borrowString(g_type_name(type)) ?? "?"))
            }
            guard let clock = gtk_widget_get_frame_clock(window) else { return }
            clock.on("layout") { mark("first-layout") }
            clock.on("paint") { mark("first-paint") }
            clock.on("after-paint") { mark("first-frame-painted") }
        }
        window.on("map") { mark("window-mapped") }
    }

    /// A page was drawn into `widget`'s frame: the first time, the end of that frame is the launch's end.
    static func pageDrawn(in widget: UnsafeMutablePointer<GtkWidget>) {
        guard isOn, !marks.contains("first-page-drawn") else { return }
        mark("first-page-drawn")
        gtk_widget_get_frame_clock(widget)?.on("after-paint") {
            mark("first-page-frame-painted")
            finish()
        }
    }

    /// The trace is written (the benchmark ends Recto with a signal, so it is written once, at the end).
    private static func finish() {
        guard let path, let text = marks.finish() else { return }
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    private static func cpuTime(_ clock: clockid_t) -> Int {
        var time = timespec()
        clock_gettime(clock, &time)
        return time.tv_sec * 1_000_000 + time.tv_nsec / 1000
    }
}
