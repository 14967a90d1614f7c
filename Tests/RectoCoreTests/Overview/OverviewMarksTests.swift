import Foundation
import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Overview marks")
struct OverviewMarksTests {
    /// A search as the overview meets it: the pages of its matches, and a call when they change.
    final class FakeSearch {
        var pages: Set<Int> = []
        let observers = Observers<Void>()
        func observe(_ handler: @escaping @MainActor () -> Void) -> ObservationToken? {
            observers.add { MainActor.assumeIsolated { handler() } }
        }
    }

    @Test("Notes, highlights and the search's matches become the pages' badges")
    func badges() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let window = NotesModelHarness()
        window.open(folder.store())
        let search = FakeSearch()
        let marks = OverviewMarks(notes: window.model, scheduler: window.clock, searchPages: { search.pages },
                                  observeSearch: search.observe)
        _ = window.model.add(text: "read again", pageIndex: 2)
        _ = window.model.add(highlight: Highlight(quads: [], quote: "the heat ray"), pageIndex: 4)
        search.pages = [4, 7]
        var overview = OverviewModel(pageCount: 10, contents: nil)
        marks.mark(&overview)
        #expect(overview.badges[2] == [.note])
        #expect(overview.badges[4] == [.highlight, .searchMatch])
        #expect(overview.badges[7] == [.searchMatch])
        #expect(overview.badges[0] == nil)
    }

    @Test("Changes that come together are told once, on the next turn; each later one again")
    func coalesced() throws {
        let folder = try NotesFolder()
        defer { folder.remove() }
        let window = NotesModelHarness()
        window.open(folder.store())
        let search = FakeSearch()
        let marks = OverviewMarks(notes: window.model, scheduler: window.clock, searchPages: { search.pages },
                                  observeSearch: search.observe)
        var told = 0
        marks.onChange = { told += 1 }
        _ = window.model.add(text: "one", pageIndex: 1)
        search.observers.send(())
        search.observers.send(())
        #expect(told == 0, "not while the changes come")
        window.clock.advance(by: 0)
        #expect(told == 1)
        search.observers.send(())
        window.clock.advance(by: 0)
        #expect(told == 2)
    }
}
