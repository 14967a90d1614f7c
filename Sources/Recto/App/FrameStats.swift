import CGtk
import Foundation
import GObjectSupport

/// For `make bench` only: with `RECTO_FRAME_STATS=PATH`, every frame of a window is logged to PATH as one
/// line, "START END" in microseconds of the monotonic clock (the frame clock's before-paint to after-paint:
/// the main thread's layout and drawing of that frame). The desktop benchmark reads it to report the main
/// thread's frame times while the strip scrolls. Lines are written as they come, since the benchmark ends
/// Recto with a signal.
@MainActor
enum FrameStats {
    private static let path = ProcessInfo.processInfo.environment["RECTO_FRAME_STATS"].flatMap { $0.isEmpty ? nil : $0 }

    /// Logs `window`'s frames once it is realized, when asked to.
    static func install(on window: UnsafeMutablePointer<GtkWidget>) {
        guard let path, FileManager.default.createFile(atPath: path, contents: nil),
              let file = FileHandle(forWritingAtPath: path) else { return }
        var start = 0
        window.on("realize") {
            guard let clock = gtk_widget_get_frame_clock(window) else { return }
            clock.on("before-paint") { start = g_get_monotonic_time() }
            clock.on("after-paint") {
                file.write(Data("\(start) \(g_get_monotonic_time())\n".utf8))
            }
        }
    }
}
