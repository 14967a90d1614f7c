import CGtk
import GObjectSupport
import Testing

@Suite("Signals: a handler lives as long as its connection")
@MainActor
struct SignalConnectionTests {
    @Test("A connected handler runs on each emission, and disconnecting stops it")
    func disconnectStops() {
        let action = TestObjects.action()
        let witness = Witness()
        let connection = action.onPointer("activate") { _ in witness.calls += 1 }
        TestObjects.activate(action)
        TestObjects.activate(action)
        #expect(witness.calls == 2)
        connection.disconnect()
        TestObjects.activate(action)
        #expect(witness.calls == 2)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    @Test("Disconnecting gives the closure back at once, with what it captured")
    func disconnectReleasesTheClosure() {
        let action = TestObjects.action()
        var witness: Witness? = Witness()
        weak var captured: Witness?
        captured = witness
        let connection = action.onPointer("activate") { [witness] _ in witness?.calls += 1 }
        witness = nil
        #expect(captured != nil, "the connection keeps the closure")
        connection.disconnect()
        #expect(captured == nil, "the closure was released on disconnect")
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    @Test("A connection never disconnected gives its closure back when the object is finalized")
    func finalizeReleasesTheClosure() {
        let action = TestObjects.action()
        var witness: Witness? = Witness()
        weak var captured: Witness?
        captured = witness
        action.onPointer("activate") { [witness] _ in witness?.calls += 1 }
        witness = nil
        #expect(captured != nil)
        g_object_unref(UnsafeMutableRawPointer(action))
        #expect(captured == nil)
    }

    @Test("Disconnecting twice, or after the object is gone, is harmless: GObject logs nothing")
    func disconnectIsIdempotent() {
        let warnings = GObjectWarnings.count
        let action = TestObjects.action()
        let first = action.on("activate") {}
        let second = action.on("activate") {}
        first.disconnect()
        first.disconnect()
        g_object_unref(UnsafeMutableRawPointer(action))
        second.disconnect()
        #expect(GObjectWarnings.count == warnings)
    }
}
