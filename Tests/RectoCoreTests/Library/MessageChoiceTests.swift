@testable import RectoCore
import Foundation
import Testing

/// The choices behind the app's messages (`*Text`): the core picks the case and its numbers, the app words it.
@Suite("Message choices")
struct MessageChoiceTests {
    private let item = LibraryItem(path: LibraryPath("/l/b.pdf"), size: 1, modificationNanoseconds: 0)

    @Test func oneBookIsNamedAndSeveralAreCountedOrListed() {
        #expect(BookTitles(["Emma"]) == .one("Emma"))
        #expect(BookTitles(["Emma", "Persuasion"]) == .several(["Emma", "Persuasion"]))
        #expect(BookTitles([]) == .several([]))
    }

    @Test func aRowsProgressLineIsItsPageItsLengthOrUnreadable() {
        #expect(LibraryEntry(item: item).progressLine == nil, "never read, length unknown")
        #expect(LibraryEntry(item: item, metadata: LibraryMetadata(pageCount: 304)).progressLine == .length(pages: 304))
        let reading = LibraryEntry(item: item, metadata: LibraryMetadata(pageCount: 304),
                                   progress: LibraryProgress(pageIndex: 44))
        #expect(reading.progressLine == .onPage(45, of: 304))
        let locked = LibraryItem(path: LibraryPath("/l/c.pdf"), size: 1, modificationNanoseconds: 0, isReadable: false)
        #expect(LibraryEntry(item: locked, metadata: LibraryMetadata(pageCount: 3),
                             progress: LibraryProgress(pageIndex: 1)).progressLine == .unreadable)
    }

    @Test func reAnchoringReportsDroppedQuadsAndLostPassagesInOneMessage() {
        let highlight = Highlight(quads: [], quote: "x")
        func result(_ outcome: HighlightAnchoring.Outcome, dropped: Int) -> HighlightAnchoring.Result {
            HighlightAnchoring.Result(highlight: highlight, outcome: outcome, droppedQuads: dropped)
        }
        #expect(HighlightAnchoring.Report([result(.moved, dropped: 0), result(.kept, dropped: 0)]) == nil,
                "marks that only moved are not worth a word")
        #expect(HighlightAnchoring.Report([result(.kept, dropped: 2)]) == .droppedPastPage)
        #expect(HighlightAnchoring.Report([result(.lost, dropped: 0), result(.moved, dropped: 0)]) == .passagesLost)
        #expect(HighlightAnchoring.Report([result(.lost, dropped: 0), result(.kept, dropped: 1)]) == .droppedAndLost)
        #expect(HighlightAnchoring.Report([]) == nil)
    }
}
