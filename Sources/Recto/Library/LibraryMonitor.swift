import CGtk
import GObjectSupport
import RectoCore
import RectoPDF

/// Follows the library folder with a GFileMonitor; its events are told in batches by the core's
/// `LibraryFolderEvents`.
///
/// It reports only paths, never conclusions (`LibraryFolderChange`): whoever receives them looks at each path
/// again off the main thread (`LibraryScanner.events(for:)`), so a monitor event and a full scan always agree.
@MainActor
final class LibraryMonitor: LibraryWatch {
    private let monitor: GObjectRef
    private let events: LibraryFolderEvents

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
        events = LibraryFolderEvents(folder: folder, scheduler: GLibScheduler.shared, onChanges: onChanges)
        // CHANGED events are rate-limited by GLib; a growing file is reported this often while it is written.
        g_file_monitor_set_rate_limit(created, 250)
        created.onFileMonitorChanged { [weak self] file, other, event in
            self?.received(file: file, other: other, event: event)
        }
    }

    /// Stops watching (the window closes or the folder is scanned afresh).
    func cancel() {
        events.cancel()
        g_file_monitor_cancel(monitor.pointer.assumingMemoryBound(to: GFileMonitor.self))
    }

    private func received(file: OpaquePointer?, other: OpaquePointer?, event: GFileMonitorEvent) {
        guard let file, let path = LibraryPath(file: file) else { return }
        switch event {
        case G_FILE_MONITOR_EVENT_RENAMED: events.receive(.renamed(path, to: other.flatMap(LibraryPath.init(file:))))
        case G_FILE_MONITOR_EVENT_PRE_UNMOUNT, G_FILE_MONITOR_EVENT_UNMOUNTED: events.receive(.unmounted)
        default: events.receive(.changed(path))
        }
    }
}
