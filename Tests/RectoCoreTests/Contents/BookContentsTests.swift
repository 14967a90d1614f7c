import RectoCore
import Testing

@Suite("The open book's contents")
struct BookContentsTests {
    func book() -> BookContents { BookContents(title: "Walden", pageCount: 10) }

    @Test func contentsReadForTheBookAreTitledAfterItAndShowOnlyItsPages() {
        var contents = book()
        contents.show(TableOfContents(title: "Old title", parts: [
            ContentsPart(heading: nil, entries: [
                ContentsEntry(title: "Economy", page: 2), ContentsEntry(title: "Beyond the end", page: 40),
            ]),
        ]))
        #expect(contents.contents.title == "Walden")
        #expect(contents.contents.shownPageCount == 10)
        #expect(contents.contents.shownDepth == ContentsSidecar.maximumDepth)
        #expect(contents.contents.entry(containing: 5)?.title == "Economy")
        #expect(contents.contents.parts[0].entries.count == 2, "the entry past the end is kept, for saving back")
    }

    @Test func anEditHandsBackTheContentsBeforeItForUndo() throws {
        var contents = book()
        let previous = try #require(contents.edit { try $0.addChapter(title: "Solitude", page: 4) })
        #expect(previous.parts.isEmpty)
        #expect(contents.contents.entry(containing: 6)?.title == "Solitude")
        contents.show(previous)
        #expect(contents.contents.entry(containing: 6) == nil, "Undo puts the earlier contents back")
        #expect(contents.contents.title == "Walden")
    }

    @Test func aRefusedEditChangesNothing() {
        var contents = book()
        _ = contents.edit { try $0.addChapter(title: "Sounds", page: 3) }
        let before = contents
        #expect(contents.edit { try $0.addChapter(title: "   ", page: 3) } == nil, "a blank title is refused")
        #expect(contents.edit { try $0.addChapter(title: "Backwards", page: -1) } == nil)
        #expect(contents == before)
    }

    @Test func anImportThatChangesNothingLeavesNothingToUndo() {
        var contents = book()
        let base = contents.contents
        let same = ContentsImportResult(contents: base, report: ContentsParseReport(), failures: [])
        #expect(contents.takeImport(same, base: base) == nil)
        let added = TableOfContents(title: base.title, parts: [
            ContentsPart(heading: "BOOK I", entries: [ContentsEntry(title: "The Eve of the War", page: 1)]),
        ], shownPageCount: base.shownPageCount, shownDepth: base.shownDepth)
        let result = ContentsImportResult(contents: added, report: ContentsParseReport(), failures: [])
        #expect(contents.takeImport(result, base: base) == base)
        #expect(contents.contents.parts.map(\.heading) == ["BOOK I"])
    }
}
