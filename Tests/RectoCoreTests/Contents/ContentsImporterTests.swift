import Foundation
import Testing
@testable import RectoCore
import RectoTestSupport

@Suite("Contents import")
struct ContentsImporterTests: ContentsFixtures {
    @Test func headingsAreDerivedFromFileNames() {
        #expect(ContentsImporter.heading(forFileName: "BookOne.plist") == "BOOK ONE")
        #expect(ContentsImporter.heading(forFileName: "BookTwo.plist") == "BOOK TWO")
        #expect(ContentsImporter.heading(forFileName: "book_two.toc.plist") == "BOOK TWO")
        #expect(ContentsImporter.heading(forFileName: "PDFGuide2.plist") == "PDF GUIDE 2")
        #expect(ContentsImporter.heading(forFileName: "appendix-notes.PLIST") == "APPENDIX NOTES")
        #expect(ContentsImporter.heading(forFileName: "Part 3b.plist") == "PART 3 B")
        #expect(ContentsImporter.heading(forFileName: ".plist") == nil)
    }

    @Test func tutorialFilesBecomeHeadedParts() {
        let bookOne = plistData(chaptersXML(titles: [("9", "The Falling Star"), ("2", "The Eve of the War")]))
        let bookTwo = plistData(chaptersXML(titles: [("100", "Under Foot")]))
        let result = ContentsImporter.importSources([
            ContentsImportSource(fileName: "BookOne.plist", data: bookOne),
            ContentsImportSource(fileName: "BookTwo.plist", data: bookTwo, heading: "BOOK II"),
        ], pageCount: 200)
        #expect(result.failures.isEmpty)
        #expect(result.report.isClean)
        #expect(result.contents.parts.map(\.heading) == ["BOOK ONE", "BOOK II"])
        #expect(summary(result.contents.parts[0]) == ["2:The Eve of the War", "9:The Falling Star"])
    }

    @Test func badFilesAreListedAndReportsMerged() {
        let good = plistData(chaptersXML(titles: [("1", "A"), ("x", "bad")]))
        let alsoBad = plistData(chaptersXML(titles: [("y", "bad"), ("999", "past")]))
        let result = ContentsImporter.importSources([
            ContentsImportSource(fileName: "One.plist", data: good),
            ContentsImportSource(fileName: "Broken.plist", data: Data("garbage".utf8)),
            ContentsImportSource(fileName: "Two.plist", data: alsoBad),
        ], pageCount: 10)
        #expect(result.failures.map(\.fileName) == ["Broken.plist"])
        #expect(result.report.count(of: .nonNumericPage) == 2)
        #expect(result.report.count(of: .pageOutOfRange) == 1)
        #expect(result.contents.parts.map(\.heading) == ["ONE", "TWO"])
    }

    @Test func reimportReplacesThePartWithTheSameHeading() {
        let base = warOfTheWorlds()
        let update = plistData(chaptersXML(titles: [("2", "The Eve of the War"), ("30", "The Heat-Ray")]))
        let result = ContentsImporter.importSources(
            [ContentsImportSource(fileName: "x.plist", data: update, heading: "BOOK I")], into: base, pageCount: 200
        )
        #expect(result.contents.title == "WAR OF THE WORLDS")
        #expect(result.contents.parts.map(\.heading) == ["BOOK I", "BOOK II"])
        #expect(summary(result.contents.parts[0]) == ["2:The Eve of the War", "30:The Heat-Ray"])
    }

    @Test func multiPartFilesKeepTheirOwnHeadings() {
        let data = ContentsSidecarWriter.data(for: warOfTheWorlds())
        let result = ContentsImporter.importSources(
            [ContentsImportSource(fileName: "Whole.plist", data: data, heading: "IGNORED")], pageCount: 200
        )
        #expect(result.contents.parts.map(\.heading) == ["BOOK I", "BOOK II"])
    }

    @Test func importFilesFromDiskThenSaveAsSidecar() throws {
        let folder = try TemporaryFolder("contents").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = folder.appendingPathComponent("BookOne.plist")
        let two = folder.appendingPathComponent("BookTwo.plist")
        try plistData(chaptersXML(titles: [("0", "Cover"), ("2", "Eve")])).write(to: one)
        try plistData(chaptersXML(titles: [("100", "Under Foot")])).write(to: two)
        let missing = folder.appendingPathComponent("Missing.plist")
        let result = ContentsImporter.importFiles([one, two, missing], headings: [two: "BOOK II"], pageCount: 200)
        #expect(result.contents.parts.map(\.heading) == ["BOOK ONE", "BOOK II"])
        #expect(result.failures.count == 1)
        let sidecar = folder.appendingPathComponent("book.toc.plist")
        try ContentsSidecarWriter.save(result.contents, to: sidecar)
        #expect(try ContentsSidecar.read(from: sidecar, pageCount: 200).contents == result.contents)
    }
}
