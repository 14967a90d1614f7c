import Foundation
import Testing
@testable import RectoCore

@Suite("Table of contents editing")
struct TableOfContentsEditingTests: ContentsFixtures {
    @Test func addChapterInsertsInPageOrderAfterEqualPages() throws {
        var contents = warOfTheWorlds()
        let position = try contents.addChapter(title: "  New  ", page: 9, toPart: 0)
        #expect(position == ContentsPosition(part: 0, path: [2]))
        #expect(summary(contents.parts[0]) == [
            "2:The Eve of the War", "9:The Falling Star", "9:New", "12:On Horsell Common",
        ])
        let first = try contents.addChapter(title: "Front", page: 0, toPart: 0)
        #expect(first.path == [0])
    }

    @Test func addChapterChoosesThePartHoldingThePage() throws {
        var contents = warOfTheWorlds()
        let position = try contents.addChapter(title: "Later", page: 104)
        #expect(position == ContentsPosition(part: 1, path: [1]))
        let early = try contents.addChapter(title: "Preface", page: 1)
        #expect(early.part == 0)
    }

    @Test func addChapterToEmptyContentsCreatesAPart() throws {
        var contents = TableOfContents()
        #expect(contents.partIndexForNewChapter(at: 3) == nil)
        let position = try contents.addChapter(title: "Cover", page: 0)
        #expect(position == ContentsPosition(part: 0, path: [0]))
        #expect(contents.parts.count == 1)
        #expect(contents.parts[0].heading == nil)
    }

    @Test func addChapterRejectsBadInputWithoutChanging() {
        var contents = warOfTheWorlds()
        let before = contents
        #expect(throws: ContentsEditError.emptyTitle) { try contents.addChapter(title: " \n", page: 3) }
        #expect(throws: ContentsEditError.negativePage) { try contents.addChapter(title: "X", page: -1) }
        #expect(throws: ContentsEditError.noSuchPart) { try contents.addChapter(title: "X", page: 1, toPart: 5) }
        #expect(contents == before)
    }

    @Test func renameKeepsPageAndPlace() throws {
        var contents = warOfTheWorlds()
        try contents.renameChapter(at: ContentsPosition(part: 0, path: [1]), to: "A Falling Star")
        #expect(summary(contents.parts[0])[1] == "9:A Falling Star")
        #expect(throws: ContentsEditError.emptyTitle) {
            try contents.renameChapter(at: ContentsPosition(part: 0, path: [1]), to: "")
        }
        #expect(throws: ContentsEditError.noSuchEntry) {
            try contents.renameChapter(at: ContentsPosition(part: 0, path: [9]), to: "X")
        }
    }

    @Test func renameAndRemoveNestedEntries() throws {
        var contents = TableOfContents(parts: [ContentsPart(entries: [
            ContentsEntry(title: "Part", page: 1, children: [
                ContentsEntry(title: "A", page: 2),
                ContentsEntry(title: "B", page: 5, children: [ContentsEntry(title: "B1", page: 6)]),
            ]),
        ])])
        try contents.renameChapter(at: ContentsPosition(part: 0, path: [0, 1, 0]), to: "B one")
        #expect(contents.entry(at: ContentsPosition(part: 0, path: [0, 1, 0]))?.title == "B one")
        let removed = try contents.removeChapter(at: ContentsPosition(part: 0, path: [0, 1]))
        #expect(removed.title == "B")
        #expect(removed.children.count == 1)
        #expect(contents.parts[0].entries[0].children.map(\.title) == ["A"])
        #expect(contents.entryCount == 2)
    }

    @Test func removeTopLevelAndUndoByRestoringTheValue() throws {
        var contents = warOfTheWorlds()
        let before = contents
        let removed = try contents.removeChapter(at: ContentsPosition(part: 1, path: [0]))
        #expect(removed.title == "Under Foot")
        #expect(contents != before)
        #expect(throws: ContentsEditError.noSuchEntry) {
            try contents.removeChapter(at: ContentsPosition(part: 3, path: [0]))
        }
        contents = before
        #expect(contents.entry(containing: 100)?.title == "Under Foot")
    }

    @Test func partsCanBeAddedRenamedAndRemoved() throws {
        var contents = warOfTheWorlds()
        let index = contents.addPart(heading: "  APPENDIX ")
        #expect(index == 2)
        #expect(contents.parts[2].heading == "APPENDIX")
        try contents.renamePart(2, to: "   ")
        #expect(contents.parts[2].heading == nil)
        try contents.renamePart(2, to: "NOTES")
        _ = try contents.addChapter(title: "Note", page: 200, toPart: 2)
        let removed = try contents.removePart(0)
        #expect(removed.heading == "BOOK I")
        #expect(contents.parts.map(\.heading) == ["BOOK II", "NOTES"])
        #expect(throws: ContentsEditError.noSuchPart) { try contents.renamePart(7, to: "X") }
        #expect(throws: ContentsEditError.noSuchPart) { try contents.removePart(-1) }
    }
}
