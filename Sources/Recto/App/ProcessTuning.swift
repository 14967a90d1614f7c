import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Settings for the process made before GTK starts: the renderer, and how large buffers are allocated.
enum ProcessTuning {
    /// What `apply` set, remembered so programs Recto launches get the person's environment back (`URILauncher`).
    @MainActor private(set) static var environment = EnvironmentTuning.untouched

    @MainActor static func apply() {
        let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        environment = EnvironmentTuning(environment: ProcessInfo.processInfo.environment, renderNodes: nodes)
        for (name, value) in environment.settings {
            setenv(name, value, 1)
        }
        // Rendered pages, megabytes each, live outside malloc in mappings of their own (`PixelBuffer`), so
        // they neither fragment the heaps nor need a fixed mmap threshold. glibc's own threshold is kept: it
        // rises to the size of the large blocks freed, so the buffers GTK's cairo renderer takes and frees at
        // every frame (a window's worth of pixels) are reused from the heap instead of being mapped, faulted
        // in page by page and unmapped again at each frame, which cost the main thread about 3 ms a frame.
        // Two arenas are plenty for a main thread and two render queues.
        recto_limit_malloc_arenas(2)
    }

    @MainActor private static var trim: MainLoopTimer?

    /// Pages left the cache: a moment later, once the turns settle, the heaps' free pages go back to the
    /// system. Poppler and cairo free many small blocks per page (fonts, glyphs, page objects), which would
    /// otherwise keep RSS at its high-water mark.
    @MainActor static func releaseFreeMemorySoon() {
        // Only once the reader pauses, and on a background thread: a trim walks every heap, which took 2 ms of
        // the main thread after 500 turns of R's reference manual, and takes longer on larger heaps.
        trim?.cancel()
        trim = MainLoop.after(milliseconds: 2000) {
            DispatchQueue.global(qos: .utility).async { recto_release_free_memory() }
        }
    }
}
