import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("The library folder monitor's events: told as path changes, in batches, repeats once")
struct LibraryFolderEventsTests {
    let folder = LibraryPath("/books")
    let clock = ManualClock()

    /// Events of `folder`, with the batches they told.
    @MainActor
    final class Told {
        var batches: [[LibraryFolderChange]] = []
    }

    func events(_ told: Told) -> LibraryFolderEvents {
        LibraryFolderEvents(folder: folder, scheduler: clock) { told.batches.append($0) }
    }

    func path(_ name: String) -> LibraryPath { folder.appending(name) }

    @Test("A burst of events is told once, a moment after its first event, in order")
    func burst() {
        let told = Told()
        let events = events(told)
        events.receive(.changed(path("a.pdf")))
        clock.advance(by: LibraryFolderEvents.batchDelay / 2)
        events.receive(.changed(path("b.pdf")))
        #expect(told.batches.isEmpty)
        clock.advance(by: LibraryFolderEvents.batchDelay / 2)
        #expect(told.batches == [[.path(path("a.pdf")), .path(path("b.pdf"))]])
        events.receive(.changed(path("c.pdf")))
        clock.advance(by: LibraryFolderEvents.batchDelay)
        #expect(told.batches.last == [.path(path("c.pdf"))], "the next event starts a batch of its own")
        #expect(told.batches.count == 2 && clock.pendingCount == 0)
    }

    @Test("A change repeating the one before it is told once; one that comes back later again")
    func repeats() {
        let told = Told()
        let events = events(told)
        for name in ["a.pdf", "a.pdf", "a.pdf", "b.pdf", "a.pdf"] { events.receive(.changed(path(name))) }
        clock.advance(by: LibraryFolderEvents.batchDelay)
        #expect(told.batches == [[.path(path("a.pdf")), .path(path("b.pdf")), .path(path("a.pdf"))]])
    }

    @Test("Renames with a target are renames; without, a path to look at; the folder's own events and unmounts rescan")
    func changes() {
        let told = Told()
        let events = events(told)
        events.receive(.renamed(path("a.pdf"), to: path("b.pdf")))
        events.receive(.renamed(path("c.pdf"), to: nil))
        events.receive(.changed(folder))
        events.receive(.changed(path("d.pdf")))
        events.receive(.unmounted)
        clock.advance(by: LibraryFolderEvents.batchDelay)
        #expect(told.batches == [[
            .rename(from: path("a.pdf"), to: path("b.pdf")), .path(path("c.pdf")), .folder, .path(path("d.pdf")),
            .folder,
        ]])
    }

    @Test("Once cancelled, the batch waiting is not told")
    func cancelled() {
        let told = Told()
        let events = events(told)
        events.receive(.changed(path("a.pdf")))
        events.cancel()
        clock.advance(by: LibraryFolderEvents.batchDelay * 2)
        #expect(told.batches.isEmpty)
    }
}
