import Foundation
import Testing
import RectoCore

@Suite("Highlights: re-anchoring when the text layer shifts")
struct HighlightAnchoringTests {
    typealias Data = HighlightTestData
    let size = HighlightTestData.pageSize

    @Test("A passage still under its mark keeps it")
    func kept() {
        let highlight = Data.highlight("brown fox", before: "quick ", after: " jumps")
        let result = HighlightAnchoring.resolve(
            highlight, pageText: "The quick brown fox jumps", matchAreas: [[PageRect(x: 50, y: 100, width: 100, height: 12)]],
            pageSize: size)
        #expect(result.outcome == .kept)
        #expect(result.highlight == highlight)
        #expect(result.droppedQuads == 0)
    }

    @Test("The words around a repeated passage pick the right one, and the mark follows it")
    func movedToTheRightRepeat() throws {
        let highlight = Data.highlight("the end", top: 100, before: "second time: ", after: ".")
        let areas = [[PageRect(x: 10, y: 40, width: 60, height: 12)], [PageRect(x: 10, y: 400, width: 60, height: 12)]]
        let result = HighlightAnchoring.resolve(
            highlight, pageText: "first time: the end, and the second time: the end.", matchAreas: areas, pageSize: size)
        #expect(result.outcome == .moved)
        let rect = try #require(result.highlight.quads.first?.pageRect(pageHeight: size.height))
        #expect(rect == areas[1][0])
    }

    @Test("Text that no longer matches keeps the note without a mark")
    func lost() {
        let result = HighlightAnchoring.resolve(
            Data.highlight("vanished words"), pageText: "Another edition altogether.", matchAreas: [], pageSize: size)
        #expect(result.outcome == .lost)
        #expect(!result.highlight.isMarked)
        #expect(result.highlight.quote == "vanished words")
    }

    @Test("Quads past the page are dropped and counted")
    func dropsQuadsPastThePage() {
        var highlight = Data.highlight("words")
        highlight.quads.append(HighlightQuad(x1: 500, y1: 10, x2: 600, y2: 20)!)
        highlight.quads.append(HighlightQuad(x1: 10, y1: 700, x2: 60, y2: 720)!)
        let result = HighlightAnchoring.resolve(highlight, pageText: "", matchAreas: [], pageSize: size)
        #expect(result.droppedQuads == 2)
        #expect(result.highlight.quads.count == 1)
        #expect(result.outcome == .kept)
    }

    @Test("Matching ignores case, accents and line ends as search does")
    func foldedMatch() {
        let highlight = Data.highlight("Émile went home")
        let result = HighlightAnchoring.resolve(
            highlight, pageText: "and emile went\nhome", matchAreas: [[PageRect(x: 50, y: 100, width: 100, height: 12)]],
            pageSize: size)
        #expect(result.outcome == .kept)
    }

    @Test("A new highlight of a repeated passage takes the words around the occurrence its mark covers")
    func contextOfTheMarkedRepeat() {
        let text = "first time: the end, and the second time: the end."
        let areas = [[PageRect(x: 10, y: 40, width: 60, height: 12)], [PageRect(x: 10, y: 400, width: 60, height: 12)]]
        let made = Highlight(quads: [Data.quad(10, 400, width: 60)], quote: "the end")
        let filled = HighlightAnchoring.withContext(made, pageText: text, matchAreas: areas, pageHeight: size.height)
        #expect(filled.before == "rst time: the end, and the second time: ")
        #expect(filled.after == ".")
        #expect(filled.quads == made.quads)
        // Re-anchored on the same text, the mark stays on the second occurrence.
        let result = HighlightAnchoring.resolve(filled, pageText: text, matchAreas: areas, pageSize: size)
        #expect(result.outcome == .kept)
        #expect(result.highlight.quads == made.quads)
    }

    @Test("The context is cut to its length, around the first occurrence when the mark covers it")
    func contextOfTheFirstRepeat() {
        let text = String(repeating: "x", count: 60) + " the end, then the end again"
        let areas = [[PageRect(x: 10, y: 40, width: 60, height: 12)], [PageRect(x: 200, y: 40, width: 60, height: 12)]]
        let made = Highlight(quads: [Data.quad(12, 40, width: 50)], quote: "The End")
        let filled = HighlightAnchoring.withContext(made, pageText: text, matchAreas: areas, pageHeight: size.height)
        #expect(filled.before == String(repeating: "x", count: 39) + " ")
        #expect(filled.after == ", then the end again")
    }

    @Test("A passage not in the text keeps the highlight as it was")
    func contextOfAMissingPassage() {
        let made = Highlight(quads: [Data.quad(10, 40)], quote: "elsewhere", before: "kept", after: "too")
        #expect(HighlightAnchoring.withContext(made, pageText: "nothing here", matchAreas: [],
                                               pageHeight: size.height) == made)
    }

    @Test("Repeats whose surrounding words agree alike are told apart by the mark's place")
    func repeatsWithTheSameWordsAround() throws {
        // The same line twice: the context cannot choose, so the occurrence nearest the stored mark wins, and a
        // text layer shifted down a little moves the mark with the second line, not to the first.
        let text = "See the note. See the note."
        let highlight = Highlight(quads: [Data.quad(10, 300, width: 60)], quote: "the note", before: "See ",
                                  after: ".")
        let shifted = [[PageRect(x: 10, y: 44, width: 60, height: 12)],
                       [PageRect(x: 10, y: 330, width: 60, height: 12)]]
        let result = HighlightAnchoring.resolve(highlight, pageText: text, matchAreas: shifted, pageSize: size)
        #expect(result.outcome == .moved)
        let rect = try #require(result.highlight.quads.first?.pageRect(pageHeight: size.height))
        #expect(rect == shifted[1][0])
        let unshifted = [[PageRect(x: 10, y: 44, width: 60, height: 12)],
                         [PageRect(x: 10, y: 300, width: 60, height: 12)]]
        let kept = HighlightAnchoring.resolve(highlight, pageText: text, matchAreas: unshifted, pageSize: size)
        #expect(kept.outcome == .kept)
    }
}
