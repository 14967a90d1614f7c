import Testing
@testable import RectoCore

@Suite("Search areas: the matcher's matches drawn over their characters' boxes")
struct SearchAreasTests {
    private func layout(_ text: String) -> PageTextLayout { PageTextLayoutTests.layout(text) }

    @Test("A match over a hyphenated line end is one match drawn on both lines, as counted")
    func hyphenated() {
        let raw = "the speck-\nled band\nand speckled"
        let layout = layout(raw)
        let reading = ReadingText.join(raw)
        let areas = layout.matchAreas(of: "Speckled", readingText: reading)
        #expect(areas.count == TextMatcher.count(of: SearchFolding.fold("Speckled"), in: SearchFolding.fold(reading)))
        #expect(areas.map(\.count) == [2, 1])
        // 6 points a character from x 10: "speck-" from column 4, "led" from column 0 of the next line.
        #expect(areas[0] == [PageRect(x: 34, y: 20, width: 36, height: 10),
                             PageRect(x: 10, y: 32, width: 18, height: 10)])
        #expect(areas[1] == [PageRect(x: 34, y: 44, width: 48, height: 10)])
    }

    @Test("A ligature counts as its letters: the match covers its one box, in the matcher's order")
    func ligature() {
        let raw = "ﬁnal ﬁnding,\nfinding ﬁnds"
        let layout = layout(raw)
        let reading = ReadingText.join(raw)
        let areas = layout.matchAreas(of: "FINDING", readingText: reading)
        #expect(areas.count == TextMatcher.count(of: "finding", in: SearchFolding.fold(reading)))
        #expect(areas == [[PageRect(x: 40, y: 20, width: 36, height: 10)],
                          [PageRect(x: 10, y: 32, width: 42, height: 10)]])
        #expect(layout.matchAreas(of: "fin", readingText: reading).count == 4)
    }

    @Test("Trimmed lines and paragraph breaks keep every later character on its own box")
    func origins() {
        let raw = "  One line.\n\nTwo  \nlines"
        let layout = layout(raw)
        let reading = ReadingText.join(raw)
        let origins = layout.origins(ofReading: reading)
        #expect(origins.count == reading.unicodeScalars.count)
        for (index, scalar) in reading.unicodeScalars.enumerated() where scalar != " " && scalar != "\n" {
            #expect(layout.scalars[origins[index]] == scalar)
        }
        #expect(layout.matchAreas(of: "two lines", readingText: reading).map(\.count) == [2])
        #expect(layout.matchAreas(of: "", readingText: reading).isEmpty)
    }
}
