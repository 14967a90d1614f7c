import CGtk

/// GFileMonitor "changed": the file that changed, the other file of a move (or nil), and what happened.
/// The GFile pointers are valid only during the call.
public typealias FileMonitorHandler = @MainActor (
    _ file: OpaquePointer?, _ otherFile: OpaquePointer?, _ event: GFileMonitorEvent
) -> Void

extension GPointer {
    /// Connects to a GFileMonitor's "changed" signal. The monitor emits in the main context of the thread
    /// that created it, so create it on the main thread.
    @MainActor @discardableResult
    public func onFileMonitorChanged(_ handler: @escaping FileMonitorHandler) -> SignalConnection {
        typealias Trampoline = @convention(c) (
            gpointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?
        ) -> Void
        let trampoline: Trampoline = { _, file, other, event, data in
            // The monitor was created on the main thread, so GLib emits there; the pointers live for the call.
            nonisolated(unsafe) let file = file
            nonisolated(unsafe) let other = other
            let box = ClosureBox<FileMonitorHandler>.from(data)
            MainActor.assumeIsolated { box.closure(file, other, event) }
        }
        return Signals.connectBoxed(self, "changed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
