import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Watches one book's notes file with a GFileMonitor and says, a moment after a burst of events, that it may
/// have changed. Atomic replaces (Recto's own saves, Syncthing's) arrive as create or move events, which count.
/// Whoever is told compares the file's stamp with the one it knows, so its own writes cost one `stat`.
@MainActor
final class NotesFileWatcher {
    /// How long events are gathered: a sync tool writes, renames and sets times in quick succession.
    static let settleDelay: UInt32 = 250

    private let monitor: GObjectRef
    private let onChange: @MainActor () -> Void
    private var timer: MainLoopTimer?

    /// Starts watching `url` (the file need not exist yet); nil when it cannot be watched, and outside changes
    /// are then merged at the next save.
    init?(url: URL, onChange: @escaping @MainActor () -> Void) {
        var error: UnsafeMutablePointer<GError>?
        guard let file = g_file_new_for_path(url.path) else { return nil }
        defer { g_object_unref(file.raw) }
        guard let created = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        monitor = GObjectRef(owning: created.raw)
        self.onChange = onChange
        created.onFileMonitorChanged { [weak self] _, _, event in
            switch event {
            case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED, G_FILE_MONITOR_EVENT_PRE_UNMOUNT: return
            default: self?.received()
            }
        }
    }

    /// Stops watching (another book opens, or the window closes).
    func cancel() {
        timer?.cancel()
        g_file_monitor_cancel(monitor.pointer.assumingMemoryBound(to: GFileMonitor.self))
    }

    private func received() {
        if timer?.isPending != true {
            timer = MainLoop.after(milliseconds: Self.settleDelay) { [weak self] in self?.onChange() }
        }
    }
}
