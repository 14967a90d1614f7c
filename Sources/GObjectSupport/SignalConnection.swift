import CGtk

/// A connected signal handler. Keep it to disconnect early or block it; dropping it leaves the handler
/// connected (GLib then releases the closure when the instance is finalized).
@MainActor
public final class SignalConnection {
    /// A GWeakRef on the heap: its address must stay fixed while GLib knows it, which a stored property's doesn't.
    // nonisolated(unsafe): deinit (nonisolated) only clears the GWeakRef, which GLib makes thread-safe.
    nonisolated(unsafe) private let instance: UnsafeMutablePointer<GWeakRef>
    private let handlerID: gulong
    private var connected = true

    init(instance object: gpointer, handlerID: gulong) {
        instance = .allocate(capacity: 1)
        instance.initialize(to: GWeakRef())
        g_weak_ref_init(instance, object)
        self.handlerID = handlerID
    }

    deinit {
        g_weak_ref_clear(instance)
        instance.deallocate()
    }

    /// Disconnects the handler; safe to call more than once and after the instance was finalized.
    public func disconnect() {
        guard connected, let object = g_weak_ref_get(instance) else { return }
        connected = false
        g_signal_handler_disconnect(object, handlerID)
        g_object_unref(object)
    }
}
