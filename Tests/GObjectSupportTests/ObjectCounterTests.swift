import CGtk
import GObjectSupport
import Testing

@Suite("ObjectCounter: live GObjects counted by type")
@MainActor
struct ObjectCounterTests {
    @Test("An object of a type first used after install is counted under its type, and counted out when finalized")
    func countsByType() {
        ObjectCounter.install()
        // A type of its own, registered on first use here, so no other test's objects are counted under it.
        #expect(ObjectCounter.liveByType[counterProbe.name] == nil)
        let first = counterProbe.make()
        let second = counterProbe.make()
        #expect(ObjectCounter.liveByType[counterProbe.name] == 2)
        #expect(ObjectCounter.live >= 2)
        g_object_unref(first)
        #expect(ObjectCounter.liveByType[counterProbe.name] == 1)
        g_object_unref(second)
        #expect(ObjectCounter.liveByType[counterProbe.name] == nil)
    }
}

private let counterProbe = ProbeType(named: "RectoCounterProbe")
