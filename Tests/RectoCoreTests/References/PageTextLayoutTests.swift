import Testing
@testable import RectoCore

@Suite("A page's text layout: characters with boxes, and the lines they make")
struct PageTextLayoutTests {
    /// Boxes for `text` laid out as poppler does: 6 points a character, 12 a line, a newline's box at its line's end.
    static func layout(_ text: String, x: Double = 10, y: Double = 20) -> PageTextLayout {
        var boxes: [PageRect] = []
        var column = 0.0, row = 0.0
        for scalar in text.unicodeScalars {
            boxes.append(PageRect(x: x + column * 6, y: y + row * 12, width: scalar == "\n" ? 0 : 6, height: 10))
            if scalar == "\n" { column = 0; row += 1 } else { column += 1 }
        }
        return PageTextLayout(pageSize: Size(width: 600, height: 800), text: text, boxes: boxes)
    }

    @Test("Lines are split at newlines, blanks left out of their boxes")
    func lines() {
        let layout = Self.layout("ab cd \nxyz\n\n q")
        #expect(layout.lines.map(\.range) == [0..<6, 7..<10, 12..<14])
        #expect(layout.lines[0].box == PageRect(x: 10, y: 20, width: 30, height: 10))
        #expect(layout.lines[2].box == PageRect(x: 16, y: 56, width: 6, height: 10))
    }

    @Test("A range's areas are one rectangle per line it covers")
    func areas() {
        let layout = Self.layout("see Fig-\nure 3 here")
        #expect(layout.areas(of: 4..<14) == [PageRect(x: 34, y: 20, width: 24, height: 10),
                                            PageRect(x: 10, y: 32, width: 30, height: 10)])
        #expect(layout.areas(of: 50..<60).isEmpty)
        #expect(layout.areas(of: 9..<12) == [PageRect(x: 10, y: 32, width: 18, height: 10)],
                "a range on the second line only")
        #expect(layout.character(atX: 36, y: 25) == 4)
        #expect(layout.character(atX: 500, y: 25) == nil)
    }

    @Test("Too few or too many boxes from a damaged page never trap")
    func mismatchedBoxes() {
        let short = PageTextLayout(pageSize: Size(width: 1, height: 1), text: "abc", boxes: [])
        #expect(short.lines.isEmpty && short.boxes.count == 3)
        let long = PageTextLayout(pageSize: Size(width: 1, height: 1), text: "a",
                                  boxes: Array(repeating: PageRect(x: 1, y: 1, width: 1, height: 1), count: 5))
        #expect(long.lines.count == 1)
    }
}

@Suite("A page's text read back for a screen reader: under a link, in a preview's region")
struct PageTextLayoutReadingTests {
    private let layout = PageTextLayoutTests.layout("See Figure 2 here.\nA long line of text that is hy-\nphenated.")

    @Test("The words whose characters' middles lie in a rectangle (a link's area)")
    func underArea() {
        // "Figure 2" is characters 4…11 of the first line: x from 34 to 82.
        #expect(layout.text(in: PageRect(x: 33, y: 18, width: 50, height: 14)) == "Figure 2")
        #expect(layout.text(in: PageRect(x: 500, y: 0, width: 10, height: 10)) == "")
    }

    @Test("A region's lines read as one text, a hyphenated word joined, blanks made one")
    func region() {
        let all = layout.text(in: PageRect(x: 0, y: 0, width: 600, height: 800))
        #expect(all == "See Figure 2 here. A long line of text that is hyphenated.")
        #expect(layout.text(of: 4..<12) == "Figure 2")
        #expect(layout.text(of: -3..<400).hasSuffix("hyphenated."))
    }

    @Test("A long text is cut at a word's end, with an ellipsis")
    func limit() {
        let cut = layout.text(in: PageRect(x: 0, y: 0, width: 600, height: 800), limit: 22)
        #expect(cut == "See Figure 2 here. A…")
    }
}
