import Foundation
import Testing
@testable import RectoCore
import RectoTestSupport

@Suite("Contents sidecar parsing")
struct ContentsSidecarParseTests: ContentsFixtures {
    private func parse(_ body: String, pageCount: Int = 300) throws -> ContentsParseResult {
        try ContentsSidecar.parse(plistData(body), pageCount: pageCount)
    }

    @Test func tutorialDictionaryLayoutIsOneUnheadedPart() throws {
        let result = try parse(chaptersXML(titles: [("10", "Ten"), ("0", "Cover"), ("9", "Nine"), ("3", "Chapter I")]))
        #expect(result.report.isClean)
        #expect(result.contents.parts.count == 1)
        #expect(result.contents.parts[0].heading == nil)
        #expect(summary(result.contents.parts[0]) == ["0:Cover", "3:Chapter I", "9:Nine", "10:Ten"])
    }

    @Test func arrayOfPartsLayoutKeepsHeadingsAndOrder() throws {
        let bookOne = chaptersXML(titles: [("12", "On Horsell Common"), ("2", "The Eve of the War")])
        let body = """
            <array>
              <dict><key>title</key><string>BOOK I</string>
                <key>chapters</key>\(bookOne)</dict>
              <dict><key>title</key><string>BOOK II</string>
                <key>chapters</key>\(chaptersXML(titles: [("100", "Under Foot")]))</dict>
              <dict><key>chapters</key><dict/></dict>
            </array>
            """
        let result = try parse(body)
        #expect(result.report.isClean)
        #expect(result.contents.parts.map(\.heading) == ["BOOK I", "BOOK II", nil])
        #expect(summary(result.contents.parts[0]) == ["2:The Eve of the War", "12:On Horsell Common"])
        #expect(result.contents.parts[2].entries.isEmpty)
    }

    @Test func nestedEntriesAndSeveralEntriesOnOnePage() throws {
        let children = chaptersXML(titles: [("5", "Sub B"), ("4", "Sub A")])
        let nested = "<dict><key>title</key><string>Part One</string><key>chapters</key>\(children)</dict>"
        let several = "<array><string>First</string><string>Second</string></array>"
        let result = try parse(chaptersXML([("3", nested), ("7", several)]))
        #expect(result.report.isClean)
        let entries = result.contents.parts[0].entries
        #expect(entries.map(\.title) == ["Part One", "First", "Second"])
        #expect(entries[0].children.map(\.title) == ["Sub A", "Sub B"])
        #expect(entries[1].page == 7 && entries[2].page == 7)
    }

    @Test func nonNumericKeysAreDropped() throws {
        let keys = [("seven", "A"), ("3.5", "B"), ("", "C"), ("+4", "D"), (" 8 ", "E")]
        let result = try parse(chaptersXML(titles: keys))
        #expect(result.report.count(of: .nonNumericPage) == 4)
        #expect(summary(result.contents.parts[0]) == ["8:E"])
    }

    @Test func negativePagesAreDropped() throws {
        let result = try parse(chaptersXML(titles: [("-1", "A"), ("-0", "B"), ("2", "C")]))
        #expect(result.report.count(of: .negativePage) == 2)
        #expect(summary(result.contents.parts[0]) == ["2:C"])
    }

    /// Issue 9: a sidecar made for a longer edition keeps its later chapters: not shown, but saved back.
    @Test func pagesPastTheEndAreKeptButNotShown() throws {
        let result = try parse(
            chaptersXML(titles: [("9", "Last"), ("10", "Past"), ("99999999999999999999999", "Huge")]),
            pageCount: 10
        )
        #expect(result.report.count(of: .pageOutOfRange) == 2)
        #expect(summary(result.contents.parts[0]) == ["9:Last", "10:Past"])
        #expect(result.contents.rows.map(\.title) == ["Last"])
        #expect(result.contents.chapterStarts == [9])
        #expect(result.contents.entry(containing: 50)?.title == "Last")
        #expect(result.contents.shownEntryCount == 1)
    }

    @Test func duplicatePagesKeepTheCanonicalKey() throws {
        let result = try parse(chaptersXML(titles: [("01", "Padded"), ("1", "Plain"), ("001", "More padded")]))
        #expect(result.report.count(of: .duplicatePage) == 2)
        #expect(summary(result.contents.parts[0]) == ["1:Plain"])
    }

    @Test func duplicateWithBadTitleDoesNotHideTheGoodOne() throws {
        let result = try parse(chaptersXML([("1", "<string>  </string>"), ("01", "<string>Good</string>")]))
        #expect(result.report.count(of: .emptyTitle) == 1)
        #expect(result.report.count(of: .duplicatePage) == 0)
        #expect(summary(result.contents.parts[0]) == ["1:Good"])
    }

    @Test func emptyAndWhitespaceTitlesAreDroppedAndOthersTrimmed() throws {
        let result = try parse(chaptersXML([
            ("1", "<string></string>"), ("2", "<string> \n\t </string>"), ("3", "<string>  Kept  </string>"),
        ]))
        #expect(result.report.count(of: .emptyTitle) == 2)
        #expect(summary(result.contents.parts[0]) == ["3:Kept"])
    }

    @Test func nonStringTitlesAreDropped() throws {
        let result = try parse(chaptersXML([
            ("1", "<integer>4</integer>"), ("2", "<true/>"), ("3", "<date>2011-09-17T00:00:00Z</date>"),
            ("4", "<data>AAEC</data>"), ("5", "<dict><key>chapters</key><dict/></dict>"),
            ("6", "<array><string>Fine</string><real>1.5</real></array>"),
        ]))
        #expect(result.report.count(of: .nonStringTitle) == 6)
        #expect(summary(result.contents.parts[0]) == ["6:Fine"])
    }

    @Test func malformedPartsAndPartsWithoutChaptersAreDropped() throws {
        let body = """
            <array>
              <string>not a part</string>
              <dict><key>title</key><string>NO CHAPTERS</string></dict>
              <dict><key>title</key><string>WRONG CHAPTERS</string><key>chapters</key><array/></dict>
              <dict><key>title</key><integer>3</integer>
                <key>chapters</key>\(chaptersXML(titles: [("1", "Kept")]))</dict>
              <dict><key>title</key><string> </string><key>chapters</key>\(chaptersXML(titles: [("2", "Also")]))</dict>
            </array>
            """
        let result = try parse(body)
        #expect(result.report.count(of: .malformedPart) == 1)
        #expect(result.report.count(of: .partWithoutChapters) == 2)
        #expect(result.report.count(of: .nonStringTitle) == 1)
        #expect(result.report.count(of: .emptyTitle) == 1)
        #expect(result.contents.parts.map(\.heading) == [nil, nil])
        #expect(result.contents.entryCount == 2)
    }

    @Test func malformedChildrenKeepTheParent() throws {
        let value = "<dict><key>title</key><string>Parent</string><key>chapters</key><string>oops</string></dict>"
        let result = try parse(chaptersXML([("4", value)]))
        #expect(result.report.count(of: .malformedChildren) == 1)
        #expect(result.contents.parts[0].entries.first?.title == "Parent")
        #expect(result.contents.parts[0].entries.first?.children.isEmpty == true)
    }

    @Test func nestingDeeperThanTheShownLimitIsKeptUnshown() throws {
        func nest(_ level: Int) -> String {
            let children = level < 12 ? "<key>chapters</key><dict><key>\(level + 1)</key>\(nest(level + 1))</dict>" : ""
            return "<dict><key>title</key><string>Level \(level)</string>\(children)</dict>"
        }
        let result = try parse(chaptersXML([("1", nest(1))]))
        #expect(result.report.count(of: .tooDeep) == 1)
        #expect(result.contents.parts[0].entries[0].depth == 12, "kept, to be written back")
        #expect(result.contents.shownEntryCount == ContentsSidecar.maximumDepth)
        #expect(result.contents.rows.map(\.depth).max() == ContentsSidecar.maximumDepth - 1)
    }

    @Test func hugeFilesAreRefusedUnparsed() {
        let filler = String(repeating: " ", count: ContentsSidecar.maximumByteCount)
        let data = plistData(filler + chaptersXML(titles: [("1", "A")]))
        #expect(throws: ContentsSidecarError.tooLarge(byteCount: data.count, limit: ContentsSidecar.maximumByteCount)) {
            try ContentsSidecar.parse(data, pageCount: 10)
        }
    }

    @Test func hugeFilesAreRefusedWhenRead() throws {
        let folder = try TemporaryFolder("contents").url
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("big.toc.plist")
        try Data(count: ContentsSidecar.maximumByteCount + 10).write(to: url)
        #expect(throws: ContentsSidecarError.tooLarge(
            byteCount: ContentsSidecar.maximumByteCount + 10, limit: ContentsSidecar.maximumByteCount
        )) {
            try ContentsSidecar.read(from: url, pageCount: 10)
        }
    }

    @Test func notAPropertyListIsAnError() {
        for text in ["", "<plist><dict><key>1</key>", "hello <world>", "\u{0}\u{1}\u{2}"] {
            #expect(throws: ContentsSidecarError.self) { try ContentsSidecar.parse(Data(text.utf8), pageCount: 10) }
        }
        #expect(throws: ContentsSidecarError.notAPropertyList) {
            try ContentsSidecar.parse(Data("<plist><dict><key>1</key>".utf8), pageCount: 10)
        }
    }

    @Test func unexpectedRootIsAnError() {
        for body in ["<string>Cover</string>", "<integer>3</integer>", "<true/>"] {
            #expect(throws: ContentsSidecarError.unexpectedRoot) { try parse(body) }
        }
    }

    @Test func missingFileIsUnreadable() {
        let url = TemporaryFolder.unusedURL("missing").appendingPathComponent("missing.plist")
        #expect {
            try ContentsSidecar.read(from: url, pageCount: 10)
        } throws: { error in
            if case .unreadable(let path, _) = error as? ContentsSidecarError { return path == url.path }
            return false
        }
    }

    @Test func reportListsIssuesInStableOrder() throws {
        let result = try parse(chaptersXML(titles: [("x", "A"), ("-2", "B"), ("y", "C"), ("900", "D")]))
        #expect(result.report.issues.map(\.issue) == [.nonNumericPage, .negativePage, .pageOutOfRange])
        #expect(result.report.issues.map(\.count) == [2, 1, 1])
        #expect(result.report.totalCount == 4)
        #expect(!result.report.isClean)
    }

    @Test func pageKeyRules() {
        #expect(ContentsPlistDecoder.page(fromKey: "0", pageCount: 1) == .page(0))
        #expect(ContentsPlistDecoder.page(fromKey: "1", pageCount: 1) == .pastEnd(1))
        #expect(ContentsPlistDecoder.page(fromKey: "9223372036854775807", pageCount: 1) == .pastEnd(Int.max))
        #expect(ContentsPlistDecoder.page(fromKey: "9223372036854775808", pageCount: 1) == .rejected(.pageOutOfRange))
        #expect(ContentsPlistDecoder.page(fromKey: "٣", pageCount: 9) == .rejected(.nonNumericPage))
        #expect(ContentsPlistDecoder.page(fromKey: "-", pageCount: 9) == .rejected(.nonNumericPage))
        #expect(ContentsPlistDecoder.page(fromKey: "-x", pageCount: 9) == .rejected(.nonNumericPage))
        #expect(ContentsPlistDecoder.page(fromKey: "\n42\t", pageCount: 99) == .page(42))
    }
}
