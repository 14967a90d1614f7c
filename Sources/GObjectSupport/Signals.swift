import CGtk

/// Connects Swift closures to GObject signals. Each signal signature gets one C trampoline below; they all
/// share `connectBoxed`, the one place that hands a retained closure to GLib with its release notify.
@MainActor
public enum Signals {
    static func connectBoxed<Closure>(
        _ instance: some GPointer, _ signal: String, _ closure: Closure, trampoline: GCallback, after: Bool = false
    ) -> SignalConnection {
        let box = ClosureBox(closure)
        let notify: GClosureNotify = { data, _ in RetainedBox.release(data) }
        let id = g_signal_connect_data(
            instance.raw, signal, trampoline, box.retainedPointer, notify, after ? G_CONNECT_AFTER : GConnectFlags(0))
        return SignalConnection(instance: instance.raw, handlerID: id)
    }
}

/// Handler shapes, named by their arguments after the emitting instance.
public typealias VoidHandler = @MainActor () -> Void
public typealias PointerHandler = @MainActor (gpointer?) -> Void
public typealias IntHandler = @MainActor (Int32) -> Void
public typealias IntIntHandler = @MainActor (Int32, Int32) -> Void
public typealias DoubleDoubleHandler = @MainActor (Double, Double) -> Void
public typealias DoubleDoubleBoolHandler = @MainActor (Double, Double) -> Bool
public typealias ClickHandler = @MainActor (_ presses: Int32, _ x: Double, _ y: Double) -> Void
public typealias KeyHandler = @MainActor (_ keyval: UInt32, _ keycode: UInt32, _ state: GdkModifierType) -> Bool
public typealias DropHandler = @MainActor (_ value: UnsafePointer<GValue>?, _ x: Double, _ y: Double) -> Bool
public typealias StringHandler = @MainActor (String) -> Void
public typealias ChangeValueHandler = @MainActor (_ scroll: GtkScrollType, _ value: Double) -> Bool

extension GPointer {
    /// Signals whose handler takes only the instance: "clicked", "value-changed", "destroy", "close-request"…
    @MainActor @discardableResult
    public func on(_ signal: String, after: Bool = false, _ handler: @escaping VoidHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = ClosureBox<VoidHandler>.from(data)
            return MainActor.assumeIsolated { box.closure() }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self),
                                    after: after)
    }

    /// "close-request" and other signals that return a gboolean and take no arguments.
    @MainActor @discardableResult
    public func onBool(_ signal: String, _ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let box = ClosureBox<@MainActor () -> Bool>.from(data)
            return MainActor.assumeIsolated { box.closure() ? 1 : 0 }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// One pointer argument: GSimpleAction "activate"/"change-state" (GVariant*), "notify::x" (GParamSpec*)…
    @MainActor @discardableResult
    public func onPointer(_ signal: String, _ handler: @escaping PointerHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            nonisolated(unsafe) let argument = argument // GLib emits on the main thread
            let box = ClosureBox<PointerHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(argument) }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// One int argument: GtkNativeDialog "response".
    @MainActor @discardableResult
    public func onInt(_ signal: String, _ handler: @escaping IntHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, value, data in
            let box = ClosureBox<IntHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(value) }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Two ints: GtkDrawingArea "resize".
    @MainActor @discardableResult
    public func onIntInt(_ signal: String, _ handler: @escaping IntIntHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = { _, a, b, data in
            let box = ClosureBox<IntIntHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(a, b) }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Two doubles: GtkGestureSwipe "swipe", GtkGestureDrag "drag-update", motion "motion".
    @MainActor @discardableResult
    public func onDoubleDouble(_ signal: String, _ handler: @escaping DoubleDoubleHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, a, b, data in
            let box = ClosureBox<DoubleDoubleHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(a, b) }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Two doubles returning gboolean: GtkEventControllerScroll "scroll".
    @MainActor @discardableResult
    public func onScroll(_ signal: String, _ handler: @escaping DoubleDoubleBoolHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, a, b, data in
            let box = ClosureBox<DoubleDoubleBoolHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(a, b) ? 1 : 0 }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkGestureClick "pressed"/"released".
    @MainActor @discardableResult
    public func onClick(_ signal: String, _ handler: @escaping ClickHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, n, x, y, data in
            let box = ClosureBox<ClickHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(n, x, y) }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkEventControllerKey "key-pressed".
    @MainActor @discardableResult
    public func onKey(_ signal: String, _ handler: @escaping KeyHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, UInt32, UInt32, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, keycode, state, data in
            let box = ClosureBox<KeyHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(keyval, keycode, state) ? 1 : 0 }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkDropTarget "drop".
    @MainActor @discardableResult
    public func onDrop(_ signal: String, _ handler: @escaping DropHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
            _, value, x, y, data in
            nonisolated(unsafe) let value = value // GLib emits on the main thread
            let box = ClosureBox<DropHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(value, x, y) ? 1 : 0 }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// One string argument: AdwMessageDialog "response", GtkEntry-less text signals.
    @MainActor @discardableResult
    public func onString(_ signal: String, _ handler: @escaping StringHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = { _, text, data in
            let box = ClosureBox<StringHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(borrowString(text) ?? "") }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// One string argument, returning gboolean: AdwAboutWindow and GtkLabel "activate-link" (true: handled).
    @MainActor @discardableResult
    public func onStringBool(_ signal: String, _ handler: @escaping @MainActor (String) -> Bool) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> gboolean = { _, text, data in
            let box = ClosureBox<@MainActor (String) -> Bool>.from(data)
            return MainActor.assumeIsolated { box.closure(borrowString(text) ?? "") ? 1 : 0 }
        }
        return Signals.connectBoxed(self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// GtkRange "change-value": the user moved the scale (not emitted for programmatic changes).
    @MainActor @discardableResult
    public func onChangeValue(_ handler: @escaping ChangeValueHandler) -> SignalConnection {
        let trampoline: @convention(c) (gpointer?, GtkScrollType, Double, gpointer?) -> gboolean = {
            _, scroll, value, data in
            let box = ClosureBox<ChangeValueHandler>.from(data)
            return MainActor.assumeIsolated { box.closure(scroll, value) ? 1 : 0 }
        }
        return Signals.connectBoxed(self, "change-value", handler,
                                    trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

public typealias OpenFilesHandler = @MainActor (_ files: [OpaquePointer]) -> Void

extension GPointer {
    /// GApplication "open": the files to open, as GFile pointers valid during the call.
    @MainActor @discardableResult
    public func onOpenFiles(_ handler: @escaping OpenFilesHandler) -> SignalConnection {
        typealias Trampoline = @convention(c) (
            gpointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<gchar>?, gpointer?
        ) -> Void
        let trampoline: Trampoline = { _, files, count, _, data in
            let list = (0..<Int(max(count, 0))).compactMap { files?[$0] }
            nonisolated(unsafe) let unsafeList = list // GLib emits on the main thread
            let box = ClosureBox<OpenFilesHandler>.from(data)
            MainActor.assumeIsolated { box.closure(unsafeList) }
        }
        return Signals.connectBoxed(self, "open", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
