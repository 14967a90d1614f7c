import CGtk
import Synchronization

/// Plain GObjects for the tests, made without a display, and what GLib says about them.
enum TestObjects {
    /// A new GObject the caller owns: one reference, not floating.
    static func plain() -> gpointer {
        UnsafeMutableRawPointer(g_object_new_with_properties(g_object_get_type(), 0, nil, nil))
    }

    /// A new GInitiallyUnowned, whose one reference is floating, as a new widget's is.
    static func floating() -> gpointer {
        UnsafeMutableRawPointer(g_object_new_with_properties(g_initially_unowned_get_type(), 0, nil, nil))
    }

    /// A new GSimpleAction named "go", the caller's: an object with a signal ("activate") to connect to.
    static func action() -> OpaquePointer { g_simple_action_new("go", nil) }

    /// Emits the action's "activate".
    static func activate(_ action: OpaquePointer) { g_action_activate(action, nil) }

    /// The object's reference count, read from its instance struct.
    static func references(_ object: gpointer) -> UInt32 {
        object.assumingMemoryBound(to: GObject.self).pointee.ref_count
    }
}

/// A GObject subclass with nothing of its own, for a suite that counts objects by type: registered on first
/// use, after `ObjectCounter.install` (a type first used before it is not counted), so no other test's objects
/// are counted under its name.
struct ProbeType: Sendable {
    let name: String
    let type: GType

    init(named name: String) {
        self.name = name
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GObjectClass>.size)
        info.instance_size = guint16(MemoryLayout<GObject>.size)
        type = g_type_register_static(g_object_get_type(), name, &info, GTypeFlags(rawValue: 0))
    }

    /// A new object of the type, the caller's.
    func make() -> gpointer { UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)) }
}

/// A Swift object a closure captures, to see when GLib gives the closure back: once nothing else holds the
/// witness, a `weak` reference to it turns nil exactly when the closure is released.
@MainActor
final class Witness {
    var calls = 0
}

/// Counts the warnings and criticals GObject logs (domain "GLib-GObject"), such as a disconnect of a handler
/// that is not connected. They are still printed as usual.
enum GObjectWarnings {
    private static let counter = Atomic<Int>(0)

    private static let installed: Bool = {
        let levels = GLogLevelFlags(G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
        g_log_set_handler("GLib-GObject", levels, { domain, level, message, data in
            GObjectWarnings.counter.add(1, ordering: .relaxed)
            g_log_default_handler(domain, level, message, data)
        }, nil)
        return true
    }()

    /// The number logged so far (installs the handler on first use).
    static var count: Int {
        _ = installed
        return counter.load(ordering: .relaxed)
    }
}

/// Runs the default main context until `condition` holds or `timeout` passes; whether it held.
@MainActor
func iterateMainContext(timeout: Duration = .seconds(10), until condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
    }
    return true
}
