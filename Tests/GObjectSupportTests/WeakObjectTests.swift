import CGtk
import GObjectSupport
import Testing

@Suite("WeakObject: watches an object without keeping it")
@MainActor
struct WeakObjectTests {
    @Test("It keeps no reference, and knows when the object is finalized")
    func knowsWhenGone() {
        let object = TestObjects.plain()
        let watch = WeakObject(object)
        #expect(TestObjects.references(object) == 1)
        #expect(watch.isAlive)
        g_object_unref(object)
        #expect(!watch.isAlive)
        #expect(watch.with { _ in true } == nil)
    }

    @Test("`with` hands over the object holding a reference for the call, and drops it after")
    func withHoldsForTheCall() {
        let object = TestObjects.plain()
        let watch = WeakObject(object)
        let inside = watch.with { given in (given == object, TestObjects.references(given)) }
        #expect(inside?.0 == true)
        #expect(inside?.1 == 2)
        #expect(TestObjects.references(object) == 1)
        g_object_unref(object)
    }
}
