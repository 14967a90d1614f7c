import CGtk
import Synchronization

/// A debug count of the process's live GObjects, for tests that check a window gives back what it made (GLib's
/// own `GOBJECT_DEBUG=instance-count` needs a GLib built with debugging, which distributions do not ship).
///
/// How: `install` replaces GObjectClass's `constructed` before any other class exists. Every GObject class
/// copies its parent's class structure when it is first used, and every `constructed` chains up to its parent's,
/// so each new object passes through the hook; the hook counts it and attaches a marker whose destroy notify
/// counts it out when the object is finalized (not merely disposed: a destroyed widget that something still
/// references is still counted). Classes whose `constructed` does not chain up (GObject requires it) would go
/// uncounted, never counted twice.
public enum ObjectCounter {
    /// Starts counting. Call first thing in `main`, before any GObject type is used, and only in test runs.
    public static func install() {
        guard !installed else { return }
        installed = true
        let objectClass = g_type_class_ref(g_type_from_name("GObject")).assumingMemoryBound(to: GObjectClass.self)
        inherited = objectClass.pointee.constructed
        objectClass.pointee.constructed = { object in
            inherited?(object)
            guard let object else { return }
            liveObjects.add(1, ordering: .relaxed)
            g_object_set_qdata_full(object, marker, UnsafeMutableRawPointer(bitPattern: 1)) { _ in
                liveObjects.subtract(1, ordering: .relaxed)
            }
        }
    }

    /// The number of objects made since `install` and not yet finalized (0 when not installed).
    public static var live: Int { liveObjects.load(ordering: .relaxed) }
}

private let liveObjects = Atomic<Int>(0)
private let marker = g_quark_from_static_string("recto-object-counter")
// nonisolated(unsafe): written by `install` alone, which runs first in main while it is the only thread, before
// any object the hook sees can be made; read-only afterwards.
nonisolated(unsafe) private var inherited: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?
nonisolated(unsafe) private var installed = false
