import CGtk
import GObjectSupport
import Testing

@Suite("Owned: a property that keeps its object for the holder's life")
@MainActor
struct OwnedTests {
    /// A holder as the app's views are: an object with a widget-like property.
    private final class Holder {
        @Owned var part: gpointer
        @Owned var optional: gpointer? = nil
        init(_ part: gpointer) { self.part = part }
    }

    @Test("A new (floating) object becomes the holder's; one a parent also took outlives the parent's letting go")
    func keepsForTheHoldersLife() {
        let object = TestObjects.floating()
        let watch = WeakObject(object)
        var holder: Holder? = Holder(object)
        #expect(g_object_is_floating(object) == 0)
        #expect(TestObjects.references(object) == 1)
        g_object_ref(object)  // a parent takes it
        g_object_unref(object)  // and lets it go again
        #expect(watch.isAlive, "the holder's reference keeps it")
        #expect(holder?.part == object)
        holder = nil
        #expect(!watch.isAlive, "the holder's going drops the last reference")
    }

    @Test("An object someone else owns gets a reference of the holder's own, dropped with the holder")
    func borrowsWhatOthersOwn() {
        let object = TestObjects.plain()
        var holder: Holder? = Holder(object)
        #expect(TestObjects.references(object) == 2)
        withExtendedLifetime(holder) {}
        holder = nil
        #expect(TestObjects.references(object) == 1)
        g_object_unref(object)
    }

    @Test("Adopting takes over the maker's reference of an object that is not floating: the holder's going ends it")
    func adopting() {
        final class Adopter {
            @Owned var part: gpointer
            init(_ made: gpointer) { _part = Owned(adopting: made) }
        }
        let object = TestObjects.plain()
        let watch = WeakObject(object)
        var holder: Adopter? = Adopter(object)
        #expect(TestObjects.references(object) == 1)
        withExtendedLifetime(holder) {}
        holder = nil
        #expect(!watch.isAlive)
    }

    @Test("Setting another object drops the one before; setting nil drops an optional's")
    func replacing() {
        let first = TestObjects.floating(), second = TestObjects.floating(), third = TestObjects.floating()
        let firstWatch = WeakObject(first), secondWatch = WeakObject(second), thirdWatch = WeakObject(third)
        let holder = Holder(first)
        holder.part = second
        #expect(!firstWatch.isAlive)
        #expect(secondWatch.isAlive)
        holder.part = holder.part  // the same object again keeps it
        #expect(secondWatch.isAlive)
        holder.optional = third
        #expect(TestObjects.references(third) == 1)
        holder.optional = nil
        #expect(!thirdWatch.isAlive)
        withExtendedLifetime(holder) {}
    }

    @Test("1,000 holders made and let go leave the live objects where they started")
    func thousandCycles() {
        ObjectCounter.install()
        let before = ObjectCounter.liveByType[ownedProbe.name] ?? 0
        var most = before
        for _ in 0..<1000 {
            // Each made object is handed over: the maker lets go, so the holder's reference is the only one.
            let part = ownedProbe.make(), optional = ownedProbe.make()
            let holder = Holder(part)
            holder.optional = optional
            g_object_unref(part)
            g_object_unref(optional)
            most = max(most, ObjectCounter.liveByType[ownedProbe.name] ?? 0)
        }
        #expect(most == before + 2, "each holder's two objects live while it does, and no longer")
        #expect((ObjectCounter.liveByType[ownedProbe.name] ?? 0) == before)
    }
}

private let ownedProbe = ProbeType(named: "RectoOwnedProbe")
