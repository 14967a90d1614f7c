import CGtk
import Synchronization

/// A debug count of the process's live GObjects, for tests that check a window gives back what it made (GLib's
/// own `GOBJECT_DEBUG=instance-count` needs a GLib built with debugging, which distributions do not ship).
///
/// How: `install` replaces GObjectClass's `constructed` before any other class exists. Every GObject class
/// copies its parent's class structure when it is first used, and every `constructed` chains up to its parent's,
/// so each new object passes through the hook; the hook counts it under its type and attaches a marker, holding
/// that type, whose destroy notify counts it out when the object is finalized (not merely disposed: a destroyed
/// widget that something still references is still counted). Classes whose `constructed` does not chain up
/// (GObject requires it) would go uncounted, never counted twice.
public enum ObjectCounter {
    /// Starts counting. Call first thing in `main`, before any GObject type is used, and only in test runs.
    public static func install() {
        guard !installed else { return }
        installed = true
        let objectClass = g_type_class_ref(g_object_get_type()).assumingMemoryBound(to: GObjectClass.self)
        inherited = objectClass.pointee.constructed
        objectClass.pointee.constructed = { object in
            inherited?(object)
            guard let object, let type = object.pointee.g_type_instance.g_class?.pointee.g_type else { return }
            counts.withLock { $0[type, default: 0] += 1 }
            // The marker's data is the type itself (never 0 for an instantiated type), so the count out needs
            // no lookup on an object that is being finalized.
            g_object_set_qdata_full(object, marker, UnsafeMutableRawPointer(bitPattern: UInt(type))) { data in
                let type = GType(UInt(bitPattern: data))
                counts.withLock { counts in
                    counts[type, default: 0] -= 1
                    if counts[type] == 0 { counts[type] = nil }
                }
            }
        }
    }

    /// The number of objects made since `install` and not yet finalized (0 when not installed).
    public static var live: Int { counts.withLock { $0.values.reduce(0, +) } }

    /// The live objects by type name, for saying what grew when a count grows (empty when not installed).
    public static var liveByType: [String: Int] {
        let snapshot = counts.withLock { $0 }
        var named: [String: Int] = [:]
        for (type, count) in snapshot {
            named[String(cString: g_type_name(type)), default: 0] += count
        }
        return named
    }
}

private let counts = Mutex<[GType: Int]>([:])
private let marker = g_quark_from_static_string("recto-object-counter")
// nonisolated(unsafe): written by `install` alone, which runs first in main while it is the only thread, before
// any object the hook sees can be made; read-only afterwards.
nonisolated(unsafe) private var inherited: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?
nonisolated(unsafe) private var installed = false
