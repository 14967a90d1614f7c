import Testing
import RectoCore

@Suite("Overview model")
struct OverviewModelTests {
    private let contents = TableOfContents(parts: [
        ContentsPart(entries: [
            ContentsEntry(title: "Chapter 1: The Eve of the War", page: 2, children: [
                ContentsEntry(title: "A section", page: 3)
            ]),
            ContentsEntry(title: "Chapter 2: The Falling Star", page: 5),
            ContentsEntry(title: "Chapter 3: The Heat Ray", page: 9),
        ])
    ])

    @Test("Top-level chapters head their pages; pages before the first chapter form an untitled group")
    func groupsFromContents() {
        let model = OverviewModel(pageCount: 12, contents: contents)
        #expect(model.groups.map(\.title) == [nil, "Chapter 1: The Eve of the War", "Chapter 2: The Falling Star",
                                              "Chapter 3: The Heat Ray"])
        #expect(model.groups.map(\.pages) == [0..<2, 2..<5, 5..<9, 9..<12])
        #expect(model.group(containing: 4) == 1)
        #expect(model.group(containing: 11) == 3)
        #expect(model.group(containing: 12) == nil)
    }

    @Test("A book without contents is one group with no header")
    func noContents() {
        let model = OverviewModel(pageCount: 5, contents: nil)
        #expect(model.groups == [OverviewGroup(title: nil, pages: 0..<5)])
        let rows = model.rows(fitting: 3)
        #expect(rows == [.pages([0, 1, 2], group: 0), .pages([3, 4, nil], group: 0)])
    }

    @Test("Entries past the last page are dropped; of two on one page the last names the group")
    func oddEntries() {
        let toc = TableOfContents(parts: [
            ContentsPart(heading: "BOOK I", entries: [ContentsEntry(title: "Part", page: 0)]),
            ContentsPart(entries: [ContentsEntry(title: "One", page: 0), ContentsEntry(title: "Late", page: 40)]),
        ])
        let model = OverviewModel(pageCount: 3, contents: toc)
        #expect(model.groups == [OverviewGroup(title: "One", pages: 0..<3)])
    }

    @Test("Rows: a header row per chapter, then its pages, the last row filled with empty cells")
    func rows() {
        let model = OverviewModel(pageCount: 12, contents: contents)
        let rows = model.rows(fitting: 3)
        #expect(rows == [
            .pages([0, 1, nil], group: 0),
            .header(title: "Chapter 1: The Eve of the War", group: 1), .pages([2, 3, 4], group: 1),
            .header(title: "Chapter 2: The Falling Star", group: 2), .pages([5, 6, 7], group: 2),
            .pages([8, nil, nil], group: 2),
            .header(title: "Chapter 3: The Heat Ray", group: 3), .pages([9, 10, 11], group: 3),
        ])
        #expect(OverviewModel.rowIndex(ofPage: 8, in: rows) == 5)
        #expect(OverviewModel.rowIndex(ofPage: 99, in: rows) == nil)
    }

    @Test("Spreads: the cover alone on the right, pairs kept, an even column count")
    func spreads() {
        let model = OverviewModel(pageCount: 12, contents: contents, layout: .spread)
        #expect(model.columns(fitting: 5) == 4)
        #expect(model.columns(fitting: 1) == 2)
        let rows = model.rows(fitting: 5)
        #expect(rows[0] == .pages([nil, 0, 1, nil], group: 0))
        // Chapter 1 starts on page 2, a recto: an empty verso before it keeps 3–4 paired.
        #expect(rows[2] == .pages([nil, 2, 3, 4], group: 1))
        // Chapter 2 starts on page 5, a verso: pairs 5–6, 7–8.
        #expect(rows[4] == .pages([5, 6, 7, 8], group: 2))
    }

    @Test("Right-to-left books read each row from the right")
    func rightToLeft() {
        let model = OverviewModel(pageCount: 4, contents: nil, layout: .spread, direction: .rightToLeft)
        #expect(model.rows(fitting: 2) == [.pages([0, nil], group: 0), .pages([2, 1], group: 0),
                                          .pages([nil, 3], group: 0)])
    }

    @Test("Each page is named with its label and chapter, from translated formats")
    func accessibleNames() {
        let model = OverviewModel(pageCount: 12, contents: contents)
        #expect(model.accessibleName(ofPage: 11, label: "12") == "Page 12, Chapter 3: The Heat Ray")
        #expect(model.accessibleName(ofPage: 0, label: "1") == "Page 1")
        #expect(model.accessibleName(ofPage: 9, label: "10", pageFormat: "Seite %@",
                                     chapterFormat: "%2$@ – Seite %1$@") == "Chapter 3: The Heat Ray – Seite 10")
    }

    @Test("Badges gather notes, highlights and search matches per page")
    func badges() {
        var model = OverviewModel(pageCount: 12, contents: nil)
        model.setMarks(notes: [1, 4], highlights: [4], searchMatches: [7])
        #expect(model.badges[1] == .note)
        #expect(model.badges[4] == [.note, .highlight])
        #expect(model.badges[7] == .searchMatch)
        #expect(model.badges[2] == nil)
    }

    @Test("An empty book has no rows")
    func emptyBook() {
        #expect(OverviewModel(pageCount: 0, contents: contents).rows(fitting: 4).isEmpty)
    }
}
