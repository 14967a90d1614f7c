import CGtk
import GObjectSupport
import Testing

@Suite("ObjectCounter: live GObjects counted by type")
@MainActor
struct ObjectCounterTests {
    @Test("An object of a type first used after install is counted under its type, and counted out when finalized")
    func countsByType() {
        ObjectCounter.install()
        // A type of its own, registered here, so no other test's objects are counted under it.
        let type = CounterProbe.type
        #expect(ObjectCounter.liveByType[CounterProbe.name] == nil)
        let first = g_object_new_with_properties(type, 0, nil, nil)
        let second = g_object_new_with_properties(type, 0, nil, nil)
        #expect(ObjectCounter.liveByType[CounterProbe.name] == 2)
        #expect(ObjectCounter.live >= 2)
        g_object_unref(first)
        #expect(ObjectCounter.liveByType[CounterProbe.name] == 1)
        g_object_unref(second)
        #expect(ObjectCounter.liveByType[CounterProbe.name] == nil)
    }
}

/// A GObject subclass with nothing of its own, registered on first use.
private enum CounterProbe {
    static let name = "RectoCounterProbe"
    static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GObjectClass>.size)
        info.instance_size = guint16(MemoryLayout<GObject>.size)
        return g_type_register_static(g_object_get_type(), name, &info, GTypeFlags(rawValue: 0))
    }()
}
