import CGtk

/// Handler shapes of GtkPrintOperation's signals.
public typealias PointerIntHandler = @MainActor (gpointer?, Int32) -> Void
public typealias PointerIntPointerHandler = @MainActor (gpointer?, Int32, gpointer?) -> Void
public typealias PointerBoolHandler = @MainActor (gpointer?) -> Bool
public typealias MakeObjectHandler = @MainActor () -> gpointer?

extension GPointer {
    /// A pointer and an int: GtkPrintOperation "draw-page" (context, page number).
    @MainActor @discardableResult
    public func onPointerInt(_ signal: String, _ handler: @escaping PointerIntHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, gpointer?, Int32, gpointer?) -> Void = { _, pointer, value, data in
            nonisolated(unsafe) let pointer = pointer // GLib emits on the main thread
            let box = ClosureBox<PointerIntHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(pointer, value) }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A pointer, an int and a pointer: GtkPrintOperation "request-page-setup" (context, page number, setup).
    @MainActor @discardableResult
    public func onPointerIntPointer(_ signal: String, _ handler: @escaping PointerIntPointerHandler)
        -> SignalConnection
    {
        let trampoline: @convention(c) (gpointer?, gpointer?, Int32, gpointer?, gpointer?) -> Void = {
            _, first, value, second, data in
            nonisolated(unsafe) let first = first, second = second // GLib emits on the main thread
            let box = ClosureBox<PointerIntPointerHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(first, value, second) }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// A pointer, returning gboolean: GtkPrintOperation "paginate" (context), told again until it says true.
    @MainActor @discardableResult
    public func onPointerBool(_ signal: String, _ handler: @escaping PointerBoolHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, pointer, data in
            nonisolated(unsafe) let pointer = pointer // GLib emits on the main thread
            let box = ClosureBox<PointerBoolHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(pointer) ? 1 : 0 }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// No arguments, returning a new object (transfer full): GtkPrintOperation "create-custom-widget".
    @MainActor @discardableResult
    public func onMakeObject(_ signal: String, _ handler: @escaping MakeObjectHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gpointer? = { _, data in
            let box = ClosureBox<MakeObjectHandler>.from(data)
            // A pointer is not Sendable: its address crosses the isolation boundary.
            let address = MainActor.assumeIsolated { UInt(bitPattern: box.closure()) }
            return UnsafeMutableRawPointer(bitPattern: address)
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
