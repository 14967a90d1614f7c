import CGtk

/// A connected signal handler. Keep it to disconnect early; dropping it leaves the handler connected (GLib then
/// releases the closure when the instance is finalized).
@MainActor
public final class SignalConnection {
    private let instance: WeakObject
    private let handlerID: gulong
    private var connected = true

    init(instance object: gpointer, handlerID: gulong) {
        instance = WeakObject(object)
        self.handlerID = handlerID
    }

    /// Disconnects the handler; safe to call more than once and after the instance was finalized.
    public func disconnect() {
        guard connected else { return }
        instance.with { object in
            connected = false
            g_signal_handler_disconnect(object, handlerID)
        }
    }
}
