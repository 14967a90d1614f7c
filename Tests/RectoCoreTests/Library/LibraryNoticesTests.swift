import RectoCore
import RectoTestSupport
import Testing

@Suite("Library notices")
@MainActor
struct LibraryNoticesTests {
    let clock = ManualClock()
    let a = LibraryPath("/books/A.pdf"), b = LibraryPath("/books/B.pdf"), c = LibraryPath("/books/C.pdf")

    private func changed(_ paths: LibraryPath...) -> LibraryCatalog.Update {
        LibraryCatalog.Update(changed: Set(paths))
    }

    @Test("Small changes are gathered for a quarter second into one notice")
    func gathered() {
        var told: [LibraryCatalog.Update] = []
        let notices = LibraryNotices(scheduler: clock) { told.append($0) }
        notices.soon(changed(a))
        clock.advance(by: 0.2)
        notices.soon(changed(b))
        #expect(told.isEmpty)
        clock.advance(by: 0.05)
        #expect(told.map(\.changed) == [[a, b]])
        clock.advance(by: 1)
        #expect(told.count == 1)
    }

    @Test("A notice told at once carries what was gathered, and the gathered one is not told again")
    func nowTakesGathered() {
        var told: [LibraryCatalog.Update] = []
        let notices = LibraryNotices(scheduler: clock) { told.append($0) }
        notices.soon(changed(a))
        notices.now(LibraryCatalog.Update(changed: [c], structural: true))
        #expect(told.count == 1)
        #expect(told.first?.changed == [a, c])
        #expect(told.first?.structural == true)
        clock.advance(by: 1)
        #expect(told.count == 1)
        #expect(clock.pendingCount == 0)
    }

    @Test("Empty updates are never told, and do not disturb what is gathered")
    func emptyIgnored() {
        var told: [LibraryCatalog.Update] = []
        let notices = LibraryNotices(scheduler: clock) { told.append($0) }
        notices.now(LibraryCatalog.Update())
        notices.soon(LibraryCatalog.Update())
        #expect(clock.pendingCount == 0)
        notices.soon(changed(b))
        notices.now(LibraryCatalog.Update())
        #expect(told.isEmpty)
        clock.advance(by: LibraryNotices.delay)
        #expect(told.map(\.changed) == [[b]])
    }
}
