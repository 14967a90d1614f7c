import CGtk
import Foundation
import GObjectSupport

/// For `make bench` only: with `RECTO_FRAME_STATS=PATH`, every frame of a window is logged to PATH as one
/// line, "START END CPU" in microseconds: START and END of the monotonic clock (the frame clock's before-paint
/// to after-paint: the main thread's layout and drawing of that frame), CPU the main thread's own processor
/// time in between, which a busy machine does not stretch, then the thread's total processor time at END. A key
/// press the window handles is logged as "K TIME CPU" (the clock and the total processor time as it arrives), so
/// the benchmark can tell the main thread's work from a key to the frame that shows its page. The desktop
/// benchmark reads it to report the main thread's frame times while the strip scrolls, and its work per turn.
/// Lines are written as they come, since the benchmark ends Recto with a signal.
@MainActor
enum FrameStats {
    private static let path = ProcessInfo.processInfo.environment["RECTO_FRAME_STATS"].flatMap { $0.isEmpty ? nil : $0 }
    private static var file: FileHandle?

    /// Logs `window`'s frames once it is realized, when asked to.
    static func install(on window: UnsafeMutablePointer<GtkWidget>) {
        guard let path, FileManager.default.createFile(atPath: path, contents: nil),
              let file = FileHandle(forWritingAtPath: path) else { return }
        Self.file = file
        var start = 0, startCPU = 0
        window.on("realize") {
            guard let clock = gtk_widget_get_frame_clock(window) else { return }
            clock.on("before-paint") {
                start = g_get_monotonic_time()
                startCPU = threadCPUTime()
            }
            clock.on("after-paint") {
                let cpu = threadCPUTime()
                file.write(Data("\(start) \(g_get_monotonic_time()) \(cpu - startCPU) \(cpu)\n".utf8))
            }
        }
    }

    /// Logs a key press as it reaches the window, when asked to.
    static func keyPressed() {
        file?.write(Data("K \(g_get_monotonic_time()) \(threadCPUTime())\n".utf8))
    }

    /// The calling thread's processor time, in microseconds.
    private static func threadCPUTime() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000 + time.tv_nsec / 1000
    }
}
