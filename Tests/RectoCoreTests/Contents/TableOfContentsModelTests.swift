import Foundation
import Testing
@testable import RectoCore

@Suite("Table of contents model")
struct TableOfContentsModelTests: ContentsFixtures {
    @Test func entriesAreSortedNumericallyNotAsText() {
        let part = ContentsPart(entries: [
            ContentsEntry(title: "Ten", page: 10),
            ContentsEntry(title: "Nine", page: 9),
            ContentsEntry(title: "Hundred", page: 100),
            ContentsEntry(title: "Cover", page: 0),
        ])
        #expect(summary(part) == ["0:Cover", "9:Nine", "10:Ten", "100:Hundred"])
    }

    @Test func sortIsStableForEqualPages() {
        let titles = (0..<50).map { "Item \($0)" }
        let entries = titles.enumerated().map { ContentsEntry(title: $0.element, page: $0.offset % 3 == 0 ? 5 : 1) }
        let part = ContentsPart(entries: entries)
        let onPageFive = part.entries.filter { $0.page == 5 }.map(\.title)
        let expected = titles.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        #expect(onPageFive == expected)
        #expect(part.entries.map(\.page) == part.entries.map(\.page).sorted())
    }

    @Test func childrenAreSortedToo() {
        let entry = ContentsEntry(title: "Chapter", page: 3, children: [
            ContentsEntry(title: "B", page: 11),
            ContentsEntry(title: "A", page: 4),
        ])
        #expect(entry.children.map(\.title) == ["A", "B"])
        #expect(entry.descendantCount == 2)
        #expect(entry.depth == 2)
    }

    @Test func emptiness() {
        #expect(TableOfContents().isEmpty)
        #expect(TableOfContents(parts: [ContentsPart()]).isEmpty)
        #expect(!TableOfContents(parts: [ContentsPart(heading: "BOOK I")]).isEmpty)
        #expect(!TableOfContents(parts: [ContentsPart(entries: [ContentsEntry(title: "Cover", page: 0)])]).isEmpty)
        #expect(warOfTheWorlds().entryCount == 5)
    }

    @Test func entryContainingPageAcrossParts() {
        let contents = warOfTheWorlds()
        #expect(contents.entry(containing: 0) == nil)
        #expect(contents.entry(containing: 1) == nil)
        #expect(contents.entry(containing: 2)?.title == "The Eve of the War")
        #expect(contents.entry(containing: 8)?.title == "The Eve of the War")
        #expect(contents.entry(containing: 9)?.title == "The Falling Star")
        #expect(contents.entry(containing: 99)?.title == "On Horsell Common")
        #expect(contents.entry(containing: 100)?.title == "Under Foot")
        #expect(contents.position(containing: 500) == ContentsPosition(part: 1, path: [1]))
    }

    @Test func entryContainingPrefersInnermostAndLatestOnSamePage() {
        let contents = TableOfContents(parts: [ContentsPart(entries: [
            ContentsEntry(title: "Part One", page: 4, children: [
                ContentsEntry(title: "Chapter 1", page: 4, children: [ContentsEntry(title: "Section 1.1", page: 6)]),
                ContentsEntry(title: "Chapter 2", page: 10),
            ]),
            ContentsEntry(title: "Part Two", page: 20),
        ])])
        #expect(contents.entry(containing: 4)?.title == "Chapter 1")
        #expect(contents.entry(containing: 7)?.title == "Section 1.1")
        #expect(contents.position(containing: 7) == ContentsPosition(part: 0, path: [0, 0, 0]))
        #expect(contents.entry(containing: 15)?.title == "Chapter 2")
        #expect(contents.entry(containing: 25)?.title == "Part Two")
    }

    @Test func chapterStartsAreSortedAndUnique() {
        let contents = TableOfContents(parts: [
            ContentsPart(heading: "B", entries: [
                ContentsEntry(title: "x", page: 30), ContentsEntry(title: "y", page: 9),
            ]),
            ContentsPart(heading: "A", entries: [
                ContentsEntry(title: "z", page: 9, children: [ContentsEntry(title: "w", page: 10)]),
                ContentsEntry(title: "v", page: 2),
            ]),
        ])
        #expect(contents.chapterStarts == [2, 9, 10, 30])
        #expect(TableOfContents().chapterStarts.isEmpty)
    }

    @Test func entryAtPosition() {
        let contents = warOfTheWorlds()
        #expect(contents.entry(at: ContentsPosition(part: 1, path: [0]))?.title == "Under Foot")
        #expect(contents.entry(at: ContentsPosition(part: 2, path: [0])) == nil)
        #expect(contents.entry(at: ContentsPosition(part: 0, path: [3])) == nil)
        #expect(contents.entry(at: ContentsPosition(part: 0, path: [0, 0])) == nil)
    }

    @Test func rowsListHeadingsThenIndentedEntries() {
        let contents = TableOfContents(parts: [
            ContentsPart(entries: [ContentsEntry(title: "Cover", page: 0)]),
            ContentsPart(heading: "BOOK I", entries: [
                ContentsEntry(title: "One", page: 2, children: [ContentsEntry(title: "One.a", page: 3)]),
            ]),
            ContentsPart(heading: "EMPTY"),
        ])
        let rows = contents.rows
        #expect(rows.map(\.title) == ["Cover", "BOOK I", "One", "One.a", "EMPTY"])
        #expect(rows.map(\.depth) == [0, 0, 0, 1, 0])
        #expect(rows.map(\.page) == [0, nil, 2, 3, nil])
        #expect(rows[1].kind == .heading(part: 1))
        #expect(rows[3].kind == .entry(ContentsPosition(part: 1, path: [0, 0])))
    }

    @Test func forEachEntryVisitsInReadingOrder() {
        var seen: [String] = []
        warOfTheWorlds().forEachEntry { entry, _ in seen.append(entry.title) }
        #expect(seen.first == "The Eve of the War")
        #expect(seen.last == "What We Saw from the Ruined House")
        #expect(seen.count == 5)
    }
}
