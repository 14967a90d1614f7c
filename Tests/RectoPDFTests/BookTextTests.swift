import Dispatch
import Foundation
import RectoCore
import Testing
@testable import RectoPDF
import RectoTestSupport

@Suite("Book text: pages read in reading order, and searched, from a second document")
struct BookTextTests {
    @Test("A page's printed lines come back as one paragraph, its hyphenated word whole")
    func joinedText() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("text.pdf")
        TestPDF.write(to: url, pages: [
            .init(content: .lines(["Call me Ishmael. Some years ago, never mind how long pre-",
                                   "cisely, having little or no money in my purse, and nothing",
                                   "particular to interest me on shore."])),
            .init(content: .lines(["The second page."])),
            .init(content: .blank),
        ])
        let reader = BookText(document: try PDFDocument.open(url: url))
        #expect(reader.readNow(0) == "Call me Ishmael. Some years ago, never mind how long precisely, having little "
            + "or no money in my purse, and nothing particular to interest me on shore.")
        #expect(reader.readNow(1) == "The second page.")
        #expect(reader.readNow(2) == "")
    }

    @Test("Pages outside the book have no text, and never crash", arguments: [-1, 3, Int.max, Int.min])
    func outside(page: Int) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("short.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines(["One"])), .init(), .init()])
        #expect(BookText(document: try PDFDocument.open(url: url)).readNow(page) == "")
    }

    @Test("A book whose file went away after opening has no text, rather than failing")
    func fileGone() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("gone.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines(["Here today"]))])
        let reader = BookText(document: try PDFDocument.open(url: url))
        try FileManager.default.removeItem(at: url)
        #expect(reader.readNow(0) == "")
    }

    @Test("An encrypted book's text is read with the password it was opened with")
    func encrypted() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let plain = folder.file("plain.pdf"), locked = folder.file("locked.pdf")
        TestPDF.write(to: plain, pages: [.init(content: .lines(["Behind a password"]))])
        // qpdf (installed by `make setup-test`) encrypts; cairo cannot.
        let qpdf = Process()
        qpdf.executableURL = URL(fileURLWithPath: "/usr/bin/qpdf")
        qpdf.arguments = ["--encrypt", "user", "owner", "256", "--", plain.path, locked.path]
        try qpdf.run()
        qpdf.waitUntilExit()
        let document = try PDFDocument.open(url: locked, password: "user")
        #expect(BookText(document: document).readNow(0) == "Behind a password")
    }
}

/// What a book text delivered on the main loop, in order of arrival.
@MainActor
final class TextLog {
    var entries: [String] = []
    var searched: [(page: Int, hasText: Bool, count: Int)] = []
    var matchCount = 0
}

@Suite("Book text: searching the whole book")
@MainActor
struct BookTextSearchTests {
    private func book(_ folder: TemporaryFolder) throws -> BookText {
        let url = folder.file("search.pdf")
        TestPDF.write(to: url, pages: [
            .init(content: .lines(["An Étude in Scarlet was the first of the speck-",
                                   "led stories, and not the last etude."])),
            .init(content: .blank),
            .init(content: .lines(["Nothing to see here."])),
            .init(content: .lines(["A final ETUDE."])),
        ])
        return BookText(document: try PDFDocument.open(url: url))
    }

    @Test("Every match in the book, in page order, folding case and accents and joining hyphenated words")
    func wholeBook() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let text = try book(folder)
        let found = text.searchNow("etude")
        #expect(found.map(\.page) == [0, 0, 3])
        #expect(found.map(\.ordinal) == [0, 1, 0])
        #expect(text.contextsNow(ofPage: 0, query: "etude").map(\.match) == ["Étude", "etude"])
        #expect(text.contextsNow(ofPage: 3, query: "etude").map(\.match) == ["ETUDE"])
        #expect(text.searchNow("speckled").map(\.page) == [0])
        #expect(text.searchNow("missing").isEmpty)
        #expect(text.searchNow("etude") == found, "a second search from the kept text finds the same")
    }

    @Test("A page's marks: its size, and where the query shows, a match over a line end in two pieces")
    func matchAreas() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let text = try book(folder)
        let marks = text.marksNow(0, query: "etude")
        #expect((marks.pageSize.width * 100).rounded() == 59528 && (marks.pageSize.height * 100).rounded() == 84189)
        #expect(marks.matches.count == text.searchNow("etude").filter { $0.page == 0 }.count)
        // Lines are drawn 16 points apart from 72 points down: the matches are on the first two lines.
        #expect(marks.matches.map { $0.count } == [1, 1])
        #expect(marks.matches[0][0].y < 72 && marks.matches[0][0].y > 50)
        #expect(marks.matches[1][0].y > marks.matches[0][0].y)
        let split = text.marksNow(0, query: "speckled").matches
        #expect(split.count == 1 && split[0].count == 2, "one match, drawn on two lines")
        #expect(text.marksNow(0, query: "").matches.isEmpty)
        #expect(text.marksNow(7, query: "etude") == PageMarks(pageSize: Size(width: 0, height: 0)))
    }

    @Test("The count and the rectangles drawn are the same matches, over ligatures and hyphenated words")
    func countAndAreasAgree() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("ligatures.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines([
            "The ﬁrst ﬁnding of the oﬃce was a speck-",
            "led band; the ﬁnal finding, the ﬂuffy one,",
            "was speckled too, and ﬁnd-",
            "ings were filed by the well-",
            "known Jean-",
            "Paul, in a speck\u{00AD}",
            "led œuvre.",
        ]))])
        let text = BookText(document: try PDFDocument.open(url: url))
        // Poppler's find joined "well-" "known" and "Jean-" "Paul" without their hyphens, read "œ" as "oe" and did
        // not join over a soft hyphen: its rectangles and the count disagreed on each.
        for query in ["finding", "speckled", "office", "fi", "fluffy", "ﬁn", "findings", "well-known", "wellknown",
                      "JeanPaul", "Jean-Paul", "oeuvre", "œuvre"] {
            let marks = text.marksNow(0, query: query)
            #expect(marks.matches.count == text.searchNow(query).count, "\(query): as many drawn as counted")
            #expect(marks.matches.allSatisfy { !$0.isEmpty }, "\(query): every match drawn")
        }
        #expect(text.searchNow("finding").count == 3)
        #expect(text.marksNow(0, query: "speckled").matches.map(\.count) == [2, 1, 2], "hyphen joins on two lines")
        #expect(text.marksNow(0, query: "findings").matches.map(\.count) == [2])
    }

    @Test("Pages are searched in the order asked, each reported once, saying whether it had text")
    func deliveredInOrder() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let text = try book(folder)
        let log = TextLog()
        text.search("etude", pages: BookSearch.pageOrder(pageCount: 4, startingAt: 2)) { page, hasText, matches in
            log.searched.append((page, hasText, matches))
        }
        #expect(iterateMainContext { log.searched.count == 4 })
        #expect(log.searched.map(\.page) == [2, 3, 0, 1])
        #expect(log.searched.map(\.hasText) == [true, true, true, false])
        #expect(log.searched.map(\.count) == [0, 1, 2, 0])
    }

    @Test("The pages on screen are read before the rest of a search")
    func screenFirst() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let text = try book(folder)
        let gate = DispatchSemaphore(value: 0)
        text.source.async { _ in gate.wait() }
        let log = TextLog()
        text.search("etude", pages: [0, 1, 2, 3]) { page, _, _ in log.entries.append("search \(page)") }
        text.read([3]) { page, _ in log.entries.append("read \(page)") }
        gate.signal()
        #expect(iterateMainContext { log.entries.count == 5 })
        #expect(log.entries == ["read 3", "search 0", "search 1", "search 2", "search 3"])
    }

    @Test("A cancelled search stops, and a new one replaces the old")
    func cancelAndReplace() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let text = try book(folder)
        let gate = DispatchSemaphore(value: 0)
        text.source.async { _ in gate.wait() }
        let old = TextLog(), new = TextLog()
        text.search("etude", pages: [0, 1, 2, 3]) { _, _, _ in old.matchCount += 1 }
        text.search("final", pages: [3]) { _, _, matches in new.matchCount += matches }
        text.cancelSearch()
        text.search("final", pages: [3]) { _, _, matches in new.matchCount += matches }
        gate.signal()
        #expect(iterateMainContext { new.matchCount == 1 })
        text.source.sync { _ in }
        drainMainContext()
        #expect(old.matchCount == 0)
        #expect(new.matchCount == 1)
    }
}

@Suite("Book text: selecting on a page")
struct BookTextSelectionTests {
    @Test("A drag over two printed lines selects their text, the hyphenated word whole, with an area per line")
    func dragOverLines() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("select.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines(["The first line ends with a hyphen-",
                                                              "ated word on the second line."]))])
        let text = BookText(document: try PDFDocument.open(url: url))
        // Lines sit on baselines 72 and 88 points down, from 72 points in.
        let selection = text.selectNow(page: 0, from: .init(x: 70, y: 62), to: .init(x: 300, y: 100), unit: .glyph)
        #expect(selection.text == "The first line ends with a hyphenated word on the second line.")
        #expect(selection.areas.count >= 2)
        #expect(selection.areas.allSatisfy { $0.y > 50 && $0.y < 100 })
    }

    @Test("A double click's word, and nothing from a click beside the text or off the page")
    func wordAndNothing() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("word.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines(["Select exactly one word"]))])
        let text = BookText(document: try PDFDocument.open(url: url))
        let word = text.selectNow(page: 0, from: .init(x: 120, y: 68), to: .init(x: 120, y: 68), unit: .word)
        #expect(word.text == "exactly")
        #expect(text.selectNow(page: 0, from: .init(x: 400, y: 600), to: .init(x: 450, y: 700), unit: .glyph).isEmpty)
        #expect(text.selectNow(page: 3, from: .init(x: 0, y: 0), to: .init(x: 1, y: 1), unit: .glyph).isEmpty)
        #expect(text.selectNow(page: 0, from: .init(x: .nan, y: 0), to: .init(x: 1, y: 1), unit: .glyph).isEmpty)
    }
}
