import Foundation
import RectoCore
import Testing
@testable import RectoPDF
import RectoTestSupport

@Suite("Poppler documents: opened afresh once they have read past their page budget")
struct SecondaryRenewalTests {
    /// Waits (off the main thread) until `renewals` reaches `count`, or a few seconds passed.
    private func waitForRenewals(_ renewals: () -> Int, count: Int) -> Bool {
        let deadline = Date().addingTimeInterval(8)
        while renewals() < count, Date() < deadline { usleep(20_000) }
        return renewals() >= count
    }

    private func waitForRenewals(_ secondary: SecondaryDocument, count: Int) -> Bool {
        waitForRenewals({ secondary.renewals }, count: count)
    }

    @Test("The render document, past its budget, is renewed when idle and draws the same pixels after")
    func renderDocumentRenewed() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("pages.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines(["One", "line after line"])), .init()])
        let document = try PDFDocument.open(url: url)
        let request = RenderRequest(page: 0, boxWidth: 300, boxHeight: 300)
        let before = try #require(document.renderNow(request))
        for page in 0...DocumentRenewal.pageCap { document.renewal.read(page: page) }
        document.renderQueueAsync { _ in }
        #expect(waitForRenewals({ document.renewal.renewals }, count: 1))
        let after = try #require(document.renderNow(request))
        #expect(after.width == before.width && after.height == before.height)
        #expect(after.pixels == before.pixels)
        #expect(before.nonWhiteCount > 0)
    }

    @Test("Past the budget, the idle document is renewed, and a page's links and text read the same after")
    func renewedReadsTheSame() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("links.pdf")
        try LinkedPDF.write(to: url)
        let document = try PDFDocument.open(url: url)
        let text = BookText(document: document)
        let links = text.linksNow(0)
        let words = text.readNow(0)
        #expect(!links.isEmpty)
        #expect(document.secondary.renewals == 0)

        // The outline walks the whole book: the budget is spent at once.
        document.secondary.readWholeBook()
        _ = text.readNow(1)
        #expect(waitForRenewals(document.secondary, count: 1))
        #expect(text.linksNow(0) == links)
        #expect(text.readNow(0) == words)
    }

    @Test("Pages read up to the cap keep the document open as it is")
    func underBudget() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("pages.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines(["One"])), .init(content: .lines(["Two"]))])
        let document = try PDFDocument.open(url: url)
        let text = BookText(document: document)
        for _ in 0..<3 {
            #expect(text.readNow(0) == "One")
            #expect(text.readNow(1) == "Two")
        }
        usleep(UInt32(2_000_000))
        #expect(document.secondary.renewals == 0)
    }

    @Test("A file replaced by another book is not swapped in: the document keeps the file it opened")
    func replacedFileKept() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.file("book.pdf")
        TestPDF.write(to: url, pages: [.init(content: .lines(["First book"])), .init()])
        let document = try PDFDocument.open(url: url)
        let text = BookText(document: document)
        #expect(text.readNow(0) == "First book")
        TestPDF.write(to: url, pages: [.init(content: .lines(["Another book"]))])
        document.secondary.readWholeBook()
        _ = text.readNow(1)
        usleep(UInt32(2_500_000))
        #expect(document.secondary.renewals == 0)
        #expect(text.readNow(0) == "First book")
    }
}
