import CGtk
import GObjectSupport
import Testing

@Suite("GObjectRef: one reference, given back with the wrapper")
@MainActor
struct GObjectRefTests {
    @Test("Owning takes over the caller's reference: the object is finalized when the wrapper goes")
    func owningTakesOver() {
        let object = TestObjects.plain()
        let watch = WeakObject(object)
        var wrapper: GObjectRef? = GObjectRef(owning: object)
        #expect(TestObjects.references(object) == 1)
        #expect(wrapper?.pointer == object)
        wrapper = nil
        #expect(!watch.isAlive)
    }

    @Test("Owning sinks a floating reference, so the wrapper's is the one that finalizes it")
    func owningSinksFloating() {
        let object = TestObjects.floating()
        #expect(g_object_is_floating(object) != 0)
        let watch = WeakObject(object)
        var wrapper: GObjectRef? = GObjectRef(owning: object)
        #expect(g_object_is_floating(object) == 0)
        #expect(TestObjects.references(object) == 1)
        withExtendedLifetime(wrapper) {}
        wrapper = nil
        #expect(!watch.isAlive)
    }

    @Test("Borrowing adds a reference of its own and drops only that one")
    func borrowingAddsItsOwn() {
        let object = TestObjects.plain()
        var wrapper: GObjectRef? = GObjectRef(borrowing: object)
        #expect(TestObjects.references(object) == 2)
        withExtendedLifetime(wrapper) {}
        wrapper = nil
        #expect(TestObjects.references(object) == 1)
        g_object_unref(object)
    }
}
