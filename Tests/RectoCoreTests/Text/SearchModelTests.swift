import Testing
import RectoCore

@Suite("The search model: status, generation and current match")
@MainActor
struct SearchModelTests {
    /// A model observed, with what it told.
    @MainActor
    final class Observed {
        let model = SearchModel()
        var heard: [SearchModel.Change] = []
        private var token: ObservationToken?
        init() { token = model.observe { [unowned self] in heard.append($0) } }
    }

    @Test("Idle, searching, a first match found, every page searched: the status follows")
    func transitions() {
        let observed = Observed()
        let model = observed.model
        #expect(model.status == .idle && model.progress == nil)
        let generation = model.start(query: "etude", pageCount: 4, startPage: 0)
        #expect(model.status == .searching(progress: 0))
        model.record(page: 0, hasText: true, matchCount: 0, generation: generation, onScreen: true)
        #expect(model.status == .searching(progress: 0.25))
        let recorded = model.record(page: 1, hasText: true, matchCount: 2, generation: generation, onScreen: false)
        #expect(recorded?.firstMatch == SearchMatch(page: 1, ordinal: 0))
        #expect(model.status == .found(number: 1, count: 2) && model.progress == 0.5)
        model.record(page: 2, hasText: true, matchCount: 1, generation: generation, onScreen: false)
        let last = model.record(page: 3, hasText: true, matchCount: 0, generation: generation, onScreen: false)
        #expect(last?.finished == true && last?.firstMatch == nil)
        #expect(model.status == .found(number: 1, count: 3) && model.progress == nil)
        model.clear()
        #expect(model.status == .idle && model.query.isEmpty && model.currentMatch == nil)
        #expect(observed.heard.contains(.matches) && observed.heard.last == .status)
    }

    @Test("Every page searched without a match says so; a book without text too")
    func nothingFound() {
        let model = SearchModel()
        var generation = model.start(query: "x", pageCount: 2, startPage: 1)
        model.record(page: 1, hasText: true, matchCount: 0, generation: generation, onScreen: true)
        model.record(page: 0, hasText: true, matchCount: 0, generation: generation, onScreen: false)
        #expect(model.status == .noMatches)
        generation = model.start(query: "x", pageCount: 8, startPage: 0)
        var recorded: SearchModel.Recorded?
        for page in BookSearch.searchOrder(pageCount: 8, startingAt: 0).prefix(BookSearch.probeCount) {
            recorded = model.record(page: page, hasText: false, matchCount: 0, generation: generation, onScreen: false)
        }
        #expect(recorded?.noText == true && model.status == .noText)
    }

    @Test("A page of an older search is dropped, and changes nothing")
    func stalePage() {
        let observed = Observed()
        let model = observed.model
        let old = model.start(query: "old", pageCount: 3, startPage: 0)
        let new = model.start(query: "new", pageCount: 3, startPage: 0)
        #expect(new != old)
        observed.heard = []
        #expect(model.record(page: 0, hasText: true, matchCount: 5, generation: old, onScreen: true) == nil)
        #expect(model.status == .searching(progress: 0) && !model.hasMatches && observed.heard.isEmpty)
        model.clear()
        #expect(model.record(page: 0, hasText: true, matchCount: 1, generation: new, onScreen: true) == nil,
                "a cleared search's pages are dropped too")
        #expect(model.status == .idle)
    }

    @Test("Stepping goes round the ends and says so; choosing a match forgets it")
    func stepping() {
        let observed = Observed()
        let model = observed.model
        let generation = model.start(query: "a", pageCount: 2, startPage: 0)
        model.record(page: 0, hasText: true, matchCount: 1, generation: generation, onScreen: true)
        model.record(page: 1, hasText: true, matchCount: 1, generation: generation, onScreen: false)
        #expect(model.step(forward: true) == SearchMatch(page: 1, ordinal: 0) && model.wrap == nil)
        #expect(model.status == .found(number: 2, count: 2))
        #expect(model.step(forward: true) == SearchMatch(page: 0, ordinal: 0) && model.wrap == .fromStart)
        #expect(model.step(forward: false) == SearchMatch(page: 1, ordinal: 0) && model.wrap == .fromEnd)
        observed.heard = []
        model.select(SearchMatch(page: 0, ordinal: 0))
        #expect(model.wrap == nil && model.currentMatch == SearchMatch(page: 0, ordinal: 0))
        #expect(observed.heard == [.matches, .status])
    }

    @Test("Matches found off screen, after the first, tell the status and the pages with matches, not the pages drawn")
    func drawnOnlyWhenShown() {
        let observed = Observed()
        let model = observed.model
        let generation = model.start(query: "a", pageCount: 4, startPage: 0)
        model.record(page: 0, hasText: true, matchCount: 1, generation: generation, onScreen: true)
        observed.heard = []
        model.record(page: 1, hasText: true, matchCount: 3, generation: generation, onScreen: false)
        #expect(observed.heard == [.pages, .status])
        model.record(page: 2, hasText: true, matchCount: 1, generation: generation, onScreen: true)
        #expect(observed.heard == [.pages, .status, .matches, .pages, .status])
        observed.heard = []
        model.record(page: 3, hasText: true, matchCount: 0, generation: generation, onScreen: true)
        #expect(observed.heard == [.status], "a page without matches changes only the progress")
    }

    @Test("An observer of one kind of change hears only that kind")
    func observingOneKind() {
        let model = SearchModel()
        var statuses = 0
        let token = model.observe(.status) { statuses += 1 }
        model.start(query: "a", pageCount: 2, startPage: 0)
        #expect(statuses == 1, "a start sends matches, pages and status")
        token.cancel()
    }
}
