import CGtk
import GObjectSupport
import RectoCore

/// Follows the library folder with a GFileMonitor and reports which paths changed, gathered for a moment so
/// that a burst of events (a copy writes, changes and closes a file) arrives as one batch.
///
/// It reports only paths, never conclusions (`LibraryFolderChange`): whoever receives them looks at each path
/// again off the main thread (`LibraryScanner.events(for:)`), so a monitor event and a full scan always agree.
@MainActor
final class LibraryMonitor: LibraryWatch {
    /// How long events are gathered before they are reported.
    static let batchDelay: UInt32 = 120

    private let monitor: GObjectRef
    private let folder: LibraryPath
    private let onChanges: @MainActor ([LibraryFolderChange]) -> Void
    private var pending: [LibraryFolderChange] = []
    private var timer: MainLoopTimer?

    /// Starts watching `folder`; `nil` when the folder cannot be watched (the list then follows only the app's
    /// own changes).
    init?(folder: LibraryPath, onChanges: @escaping @MainActor ([LibraryFolderChange]) -> Void) {
        var error: UnsafeMutablePointer<GError>?
        let created = folder.withGFile { g_file_monitor_directory($0, G_FILE_MONITOR_WATCH_MOVES, nil, &error) }
        guard let created else {
            if let error { g_error_free(error) }
            return nil
        }
        monitor = GObjectRef(owning: created.raw)
        self.folder = folder
        self.onChanges = onChanges
        // CHANGED events are rate-limited by GLib; a growing file is reported this often while it is written.
        g_file_monitor_set_rate_limit(created, 250)
        created.onFileMonitorChanged { [weak self] file, other, event in
            self?.received(file: file, other: other, event: event)
        }
    }

    /// Stops watching (the window closes or the folder is scanned afresh).
    func cancel() {
        timer?.cancel()
        g_file_monitor_cancel(monitor.pointer.assumingMemoryBound(to: GFileMonitor.self))
    }

    private func received(file: OpaquePointer?, other: OpaquePointer?, event: GFileMonitorEvent) {
        guard let file, let path = LibraryPath(file: file) else { return }
        let change: LibraryFolderChange
        switch event {
        case G_FILE_MONITOR_EVENT_RENAMED:
            if let other, let target = LibraryPath(file: other) {
                change = .rename(from: path, to: target)
            } else {
                change = .path(path)
            }
        case G_FILE_MONITOR_EVENT_PRE_UNMOUNT, G_FILE_MONITOR_EVENT_UNMOUNTED:
            change = .folder
        default:
            change = path == folder ? .folder : .path(path)
        }
        if pending.last != change { pending.append(change) }
        if timer?.isPending != true {
            timer = MainLoop.after(milliseconds: Self.batchDelay) { [weak self] in self?.flush() }
        }
    }

    private func flush() {
        let changes = pending
        pending = []
        if !changes.isEmpty { onChanges(changes) }
    }
}
