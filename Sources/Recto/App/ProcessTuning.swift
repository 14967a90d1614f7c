import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Settings for the process made before GTK starts: the renderer, and how large buffers are allocated.
enum ProcessTuning {
    static func apply() {
        let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        if let renderer = RendererChoice.renderer(environment: ProcessInfo.processInfo.environment, renderNodes: nodes) {
            setenv("GSK_RENDERER", renderer, 0)
        }
        // Rendered pages are megabytes each, allocated on the render threads and freed on the main thread.
        // glibc raises its mmap threshold after the first such free, and from then on keeps pages in
        // per-thread heaps that fragment and never shrink: RSS grew with every page turned. A fixed threshold
        // keeps every large buffer in its own mapping, returned to the system when freed; two arenas are
        // plenty for a main thread and two render queues.
        recto_tune_malloc(256 * 1024, 2)
    }

    @MainActor private static var trim: MainLoopTimer?

    /// Pages left the cache: a moment later, once the turns settle, the heaps' free pages go back to the
    /// system. Poppler and cairo free many small blocks per page (fonts, glyphs, page objects), which would
    /// otherwise keep RSS at its high-water mark.
    @MainActor static func releaseFreeMemorySoon() {
        trim?.cancel() // only once the reader pauses: a trim walks the heaps on the main thread
        trim = MainLoop.after(milliseconds: 2000) { recto_release_free_memory() }
    }
}
