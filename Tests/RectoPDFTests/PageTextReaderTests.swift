import Foundation
import RectoCore
import Testing
@testable import RectoPDF

@Suite("Page text: read in reading order from a second document")
struct PageTextReaderTests {
    @Test("A page's printed lines come back as one paragraph, its hyphenated word whole")
    func joinedText() throws {
        let folder = try PDFTestFolder()
        defer { folder.remove() }
        let url = folder.file("text.pdf")
        TestPDF.write(to: url, pages: [
            .init(content: .lines(["Call me Ishmael. Some years ago, never mind how long pre-",
                                   "cisely, having little or no money in my purse, and nothing",
                                   "particular to interest me on shore."])),
            .init(content: .lines(["The second page."])),
            .init(content: .blank),
        ])
        let reader = PageTextReader(document: try PDFDocument.open(url: url))
        #expect(reader.readNow(0) == "Call me Ishmael. Some years ago, never mind how long precisely, having little "
            + "or no money in my purse, and nothing particular to interest me on shore.")
        #expect(reader.readNow(1) == "The second page.")
        #expect(reader.readNow(2) == "")
    }

    @Test("Pages outside the book have no text, and never crash", arguments: [-1, 3, Int.max, Int.min])
    func outside(page: Int) throws {
        let folder = try PDFTestFolder()
        defer { folder.remove() }
        let url = folder.file("short.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines(["One"])), .init(), .init()])
        #expect(PageTextReader(document: try PDFDocument.open(url: url)).readNow(page) == "")
    }

    @Test("A book whose file went away after opening has no text, rather than failing")
    func fileGone() throws {
        let folder = try PDFTestFolder()
        defer { folder.remove() }
        let url = folder.file("gone.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines(["Here today"]))])
        let reader = PageTextReader(document: try PDFDocument.open(url: url))
        try FileManager.default.removeItem(at: url)
        #expect(reader.readNow(0) == "")
    }

    @Test("An encrypted book's text is read with the password it was opened with")
    func encrypted() throws {
        let folder = try PDFTestFolder()
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
        #expect(PageTextReader(document: document).readNow(0) == "Behind a password")
    }
}
