import Foundation
import Testing
import RectoCore

@Suite("Highlights: quads, the A–Z index, marks by page")
struct HighlightModelTests {
    typealias Data = HighlightTestData

    @Test("A quad is stored in PDF space and drawn back where the selection was")
    func quadRoundTrip() throws {
        let rect = PageRect(x: 10, y: 20, width: 30, height: 12)
        let quad = try #require(HighlightQuad(rect, pageHeight: 600))
        #expect(quad.x1 == 10 && quad.x2 == 40)
        #expect(quad.y1 == 568 && quad.y2 == 580) // bottom-left origin, y up
        #expect(quad.pageRect(pageHeight: 600) == rect)
    }

    @Test("Quads that are not finite, too large or empty are refused")
    func quadRangeChecks() {
        #expect(HighlightQuad(x1: .nan, y1: 0, x2: 1, y2: 1) == nil)
        #expect(HighlightQuad(x1: 0, y1: 0, x2: .infinity, y2: 1) == nil)
        #expect(HighlightQuad(x1: 0, y1: 0, x2: 2e6, y2: 1) == nil)
        #expect(HighlightQuad(x1: 5, y1: 0, x2: 5, y2: 1) == nil)
        #expect(HighlightQuad(x1: 5, y1: 9, x2: 1, y2: 2)?.x1 == 1)
    }

    @Test("A highlight files under its note's letter, or its passage's when it has no words")
    func indexOrdering() {
        let notes = BookNotes(notes: [
            Data.note("zebra crossing", quote: "Apples grow"),
            Data.note("", quote: "  Bananas are yellow"),
            Data.note("cherry", quote: nil),
        ], collation: IndexCollation(locale: Locale(identifier: "en_US")))
        #expect(notes.collection.sectionTitles == ["B", "C", "Z"])
        #expect(notes.collection.items.map(\.indexTitle) == ["Bananas are yellow", "cherry", "zebra crossing"])
    }

    @Test("A highlight of a selection keeps its quads and the words around it")
    func ofSelection() {
        let selection = TextSelection(page: 3, areas: [PageRect(x: 50, y: 100, width: 80, height: 12)],
                                      text: "quick brown")
        let highlight = Highlight.of(selection, pageHeight: 600, pageText: "The quick brown fox", colour: .green)
        #expect(highlight.quote == "quick brown")
        #expect(highlight.before == "The ")
        #expect(highlight.after == " fox")
        #expect(highlight.colour == .green)
        #expect(highlight.quads.first?.pageRect(pageHeight: 600) == selection.areas[0])
    }

    @Test("Marks by page follow adds, deletions, undo and changes")
    func marksFollowEdits() throws {
        var notes = BookNotes(notes: [Data.note("old", quote: "old passage", page: 2)])
        #expect(notes.highlights.highlights(onPage: 2).count == 1)
        let added = try notes.add(highlight: Data.highlight("new passage", top: 300), pageIndex: 2).note
        #expect(notes.highlights.paint(onPage: 2).count == 2)
        #expect(notes.highlights.note(onPage: 2, x: 60, y: 305, pageHeight: 600) == added.id)
        #expect(notes.highlights.note(onPage: 2, x: 60, y: 450, pageHeight: 600) == nil)
        _ = notes.delete(id: added.id)
        #expect(notes.highlights.paint(onPage: 2).count == 1)
        _ = notes.undoDelete(id: added.id)
        #expect(notes.highlights.paint(onPage: 2).count == 2)
        let later = added.modified.addingTimeInterval(5)
        _ = notes.update(id: added.id, now: later) { $0.highlight?.colour = .purple }
        #expect(notes.highlights.paint(onPage: 2).contains { $0.colour == .purple })
        #expect(notes.collection.item(id: added.id)?.modified == later)
    }

    @Test("A highlight needs words or a passage")
    func emptyRefused() {
        var notes = BookNotes(notes: [])
        do {
            _ = try notes.add(highlight: Data.highlight("  "), text: " ", pageIndex: 0)
            Issue.record("a highlight without words or passage was accepted")
        } catch {
            #expect(error == .empty)
        }
        #expect(notes.collection.isEmpty)
    }

    @Test("Adding a highlight to 10,000 notes touches only its place")
    func addToLargeBook() throws {
        var notes = BookNotes(notes: (0..<10_000).map { Note(text: "note \($0)", pageIndex: $0 % 300) })
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            _ = try notes.add(highlight: Data.highlight("a passage"), pageIndex: 7)
        }
        #expect(notes.collection.count == 10_001)
        // Not a timing test (make bench measures it); only that nothing walked every note many times.
        #expect(elapsed < .seconds(1))
    }
}
