import Testing
@testable import RectoCore

@Suite("Read aloud: sentences across pages")
struct ReadAloudTextTests {
    typealias F = ReadAloudFixtures

    @Test("A word hyphenated across a page end is one word, and its sentence one unit on two pages")
    func hyphenAcrossPages() {
        let pages = F.pages(F.book([["It was a long exam-"], ["ple of patience. Then rest."], ["End."]]))
        let units = ReadAloudText.units(of: pages, from: ReadAloudPosition(page: 0), complete: true)
        #expect(units.map(\.text) == ["It was a long example of patience.", "Then rest.", "End."])
        #expect(units[0].pages == [0, 1])
        #expect(units[1].pages == [1])
    }

    @Test("A sentence running on to the next page is read as one sentence")
    func sentenceAcrossPages() {
        let pages = F.pages(F.book([["The rain fell on the"], ["roofs all night."], ["Morning came."]]))
        let units = ReadAloudText.units(of: pages, from: ReadAloudPosition(page: 0), complete: true)
        #expect(units.first?.text == "The rain fell on the roofs all night.")
        // Its piece on each page covers the words printed there, not the running lines.
        let layouts = F.book([["The rain fell on the"], ["roofs all night."], ["Morning came."]])
        let first = units[0].pieces[0], second = units[0].pieces[1]
        #expect(String(String.UnicodeScalarView(layouts[0].scalars[first.range])) == "The rain fell on the")
        #expect(String(String.UnicodeScalarView(layouts[1].scalars[second.range])) == "roofs all night.")
    }

    @Test("With more pages to come the last sentence is held back; the next pages start with it whole")
    func heldBack() {
        let pages = F.pages(F.book([["One. Two runs"], ["on here. Three."], ["Four."]]))
        let first = ReadAloudText.units(of: Array(pages[0..<1]), from: ReadAloudPosition(page: 0), complete: false)
        #expect(first.map(\.text) == ["One."])
        let rest = ReadAloudText.units(of: Array(pages[0..<3]), from: first[0].end, complete: true)
        #expect(rest.map(\.text) == ["Two runs on here.", "Three.", "Four."])
    }

    @Test("Reading from a place in the page (a selection, the caret) starts there")
    func fromOffset() {
        let pages = F.pages([F.layout(["One. Two. Three."])])
        let offset = Array(pages[0].scalars).firstIndex(of: "T")!
        let units = ReadAloudText.units(of: pages, from: ReadAloudPosition(page: 0, offset: offset), complete: true)
        #expect(units.map(\.text) == ["Two.", "Three."])
    }
}
