import Foundation
import Testing
@testable import RectoCore
import RectoTestSupport

@Suite("Contents sidecar writing")
struct ContentsSidecarWriterTests: ContentsFixtures {
    private func roundTrip(_ contents: TableOfContents) throws -> ContentsParseResult {
        try ContentsSidecar.parse(ContentsSidecarWriter.data(for: contents), pageCount: Int.max)
    }

    @Test func multiPartRoundTrip() throws {
        let contents = warOfTheWorlds()
        let result = try roundTrip(contents)
        #expect(result.report.isClean)
        #expect(result.contents.parts == contents.parts)
    }

    @Test func singleUnheadedPartUsesTheTutorialLayout() throws {
        let contents = TableOfContents(parts: [ContentsPart(entries: [
            ContentsEntry(title: "Cover", page: 0),
            ContentsEntry(title: "Ten", page: 10),
            ContentsEntry(title: "Nine", page: 9),
        ])])
        let data = ContentsSidecarWriter.data(for: contents)
        let root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        #expect((root as? [String: String]) == ["0": "Cover", "9": "Nine", "10": "Ten"])
        let text = String(decoding: data, as: UTF8.self)
        let nine = try #require(text.range(of: "<key>9</key>"))
        let ten = try #require(text.range(of: "<key>10</key>"))
        #expect(nine.lowerBound < ten.lowerBound)
        #expect(try roundTrip(contents).contents == contents)
    }

    @Test func nestedAndSamePageEntriesRoundTrip() throws {
        let contents = TableOfContents(parts: [
            ContentsPart(heading: "BOOK I", entries: [
                ContentsEntry(title: "Chapter", page: 3, children: [
                    ContentsEntry(title: "Section", page: 3, children: [ContentsEntry(title: "Sub", page: 4)]),
                    ContentsEntry(title: "Other", page: 8),
                ]),
                ContentsEntry(title: "Same page A", page: 12),
                ContentsEntry(title: "Same page B", page: 12),
            ]),
            ContentsPart(entries: []),
        ])
        let result = try roundTrip(contents)
        #expect(result.report.isClean)
        #expect(result.contents == contents)
    }

    @Test func awkwardTitlesRoundTrip() throws {
        let titles = ["Fish & Chips <2>", "]]> CDATA end", "Tab\there", "Line\nbreak",
                      "Ünïcödé — “quotes” 'apos'", "Emoji 🚀", "&amp; literally"]
        let contents = TableOfContents(parts: [ContentsPart(
            entries: titles.enumerated().map { ContentsEntry(title: $0.element, page: $0.offset) }
        )])
        #expect(try roundTrip(contents).contents == contents)
    }

    /// XML 1.0 has no way to write most control characters, not even as `&#1;`: they become spaces, and the file
    /// stays one that strict readers (libxml2, plistlib) accept.
    @Test func controlCharactersBecomeSpacesNeverCharacterReferences() throws {
        let titles = ["CR\r\nLF", "Bell\u{7}ring", "Nul\u{0}end", "Esc\u{1B}[0m", "Not a character\u{FFFE}\u{FFFF}",
                      "Delete\u{7F}kept"]
        let contents = TableOfContents(parts: [ContentsPart(
            entries: titles.enumerated().map { ContentsEntry(title: $0.element, page: $0.offset) }
        )])
        let data = ContentsSidecarWriter.data(for: contents)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(!text.contains("&#"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" })
        let read = try ContentsSidecar.parse(data, pageCount: 10).contents.parts[0].entries.map(\.title)
        #expect(read == ["CR \nLF", "Bell ring", "Nul end", "Esc [0m", "Not a character", "Delete\u{7F}kept"])
    }

    @Test func emptyContentsRoundTrip() throws {
        #expect(try roundTrip(TableOfContents()).contents.parts.isEmpty)
        let oneEmpty = TableOfContents(parts: [ContentsPart()])
        #expect(try roundTrip(oneEmpty).contents == oneEmpty)
    }

    @Test func saveWritesAtomicallyAndReadsBack() throws {
        let folder = try TemporaryFolder("contents").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("sub/book.toc.plist")
        let setAside = try ContentsSidecarWriter.save(warOfTheWorlds(), to: url)
        #expect(setAside == nil)
        #expect(try ContentsSidecar.read(from: url, pageCount: 500).contents.parts == warOfTheWorlds().parts)
        var edited = warOfTheWorlds()
        try edited.addChapter(title: "The Heat-Ray", page: 20, toPart: 0)
        try ContentsSidecarWriter.save(edited, to: url)
        #expect(try ContentsSidecar.read(from: url, pageCount: 500).contents.entryCount == 6)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers == ["book.toc.plist"])
    }

    @Test func saveSetsAsideAnUnreadableFileInsteadOfOverwritingIt() throws {
        let folder = try TemporaryFolder("contents").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("book.toc.plist")
        let garbage = Data("not a plist at all".utf8)
        try garbage.write(to: url)
        let setAside = try #require(try ContentsSidecarWriter.save(warOfTheWorlds(), to: url))
        #expect(setAside.lastPathComponent == "book.toc.plist.corrupt")
        #expect(try Data(contentsOf: setAside) == garbage)
        #expect(try ContentsSidecar.read(from: url, pageCount: 500).contents.entryCount == 5)
    }

    @Test func saveOverwritesAReadableFileWithBadEntries() throws {
        let folder = try TemporaryFolder("contents").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("book.toc.plist")
        try plistData(chaptersXML(titles: [("x", "bad"), ("1", "Good")])).write(to: url)
        #expect(try ContentsSidecarWriter.save(warOfTheWorlds(), to: url) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["book.toc.plist"])
    }
}
