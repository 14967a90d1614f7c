import Foundation
import Testing
@testable import RectoCore

/// Issue 9: what a sidecar holds beyond what Recto shows (pages past the end of this edition, nesting deeper
/// than eight levels) survives an edit and is written back as it was.
@Suite("Contents: entries kept but not shown")
struct ContentsKeptEntriesTests: ContentsFixtures {
    private func nested(_ level: Int, to deepest: Int) -> String {
        let children = level < deepest
            ? "<key>chapters</key><dict><key>\(level + 1)</key>\(nested(level + 1, to: deepest))</dict>" : ""
        return "<dict><key>title</key><string>Level \(level)</string>\(children)</dict>"
    }

    @Test func anEditWritesBackWhatWasNotShown() throws {
        let body = chaptersXML([
            ("1", nested(1, to: 11)), ("5", "<string>Five</string>"),
            ("40", "<string>Epilogue of the long edition</string>"),
        ])
        let loaded = try ContentsSidecar.parse(plistData(body), pageCount: 20).contents
        #expect(loaded.rows.map(\.title).contains("Five"))
        #expect(!loaded.rows.map(\.title).contains("Epilogue of the long edition"))
        #expect(!loaded.rows.map(\.title).contains("Level 9"))

        var edited = loaded
        let five = try #require(loaded.rows.first { $0.title == "Five" })
        guard case let .entry(position) = five.kind else { Issue.record("Five is an entry"); return }
        try edited.renameChapter(at: position, to: "Chapter Five")
        try edited.addChapter(title: "Added", page: 7)

        let reread = try ContentsSidecar.parse(ContentsSidecarWriter.data(for: edited), pageCount: 1_000).contents
        let everything = reread.parts[0].entries
        #expect(everything.map(\.title) == ["Level 1", "Chapter Five", "Added", "Epilogue of the long edition"])
        #expect(everything[0].depth == 11, "the levels past eight are written back")
        #expect(reread.shownEntryCount == 11)
    }

    @Test func removingAShownChapterKeepsItsHiddenNeighbours() throws {
        let body = chaptersXML(titles: [("2", "Two"), ("30", "Thirty"), ("31", "Thirty-one")])
        var contents = try ContentsSidecar.parse(plistData(body), pageCount: 10).contents
        #expect(contents.rows.count == 1)
        try contents.removeChapter(at: ContentsPosition(part: 0, path: [0]))
        #expect(contents.isEmpty, "nothing left to show: the No Contents page")
        #expect(summary(contents.parts[0]) == ["30:Thirty", "31:Thirty-one"])
    }

    @Test func theCurrentChapterIsNeverAHiddenOne() throws {
        let body = chaptersXML(titles: [("2", "Two"), ("30", "Thirty")])
        let contents = try ContentsSidecar.parse(plistData(body), pageCount: 10).contents
        #expect(contents.position(containing: 9) == ContentsPosition(part: 0, path: [0]))
        #expect(contents.partIndexForNewChapter(at: 9) == 0)
    }

    @Test func visibilityDoesNotMakeContentsDiffer() throws {
        var shown = warOfTheWorlds()
        shown.shownPageCount = 3
        #expect(shown == warOfTheWorlds())
        #expect(shown.rows.count < warOfTheWorlds().rows.count)
    }
}
