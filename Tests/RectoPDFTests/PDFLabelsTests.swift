import Foundation
import Testing
import RectoPDF
import RectoCore
import RectoTestSupport

@Suite("Page labels from PDFs")
struct PDFLabelsTests {
    @Test("Labels set in the PDF are read for every page")
    func labelled() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.pdf("front-matter.pdf", pages: ["i", "ii", "1", "2", "3"].map { TestPDF.Page(label: $0) })
        let document = try PDFDocument.open(url: url)
        let labels = document.labelsNow()
        #expect(labels.labels == ["i", "ii", "1", "2", "3"])
        #expect(labels.areMeaningful)
        #expect(labels.position(ofPage: 1, pageCount: document.pageCount) == .labelled(label: "ii", number: 2, count: 5))
        #expect(labels.page(forInput: "1", pageCount: document.pageCount) == 2, "printed page 1 is the third page")
        #expect(labels.page(forInput: "II", pageCount: document.pageCount) == 1)
    }

    @Test("Free-form labels, including non-ASCII ones, come through")
    func freeForm() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let names = ["Cover", "A-1", "Préface", "第1章"]
        let document = try PDFDocument.open(url: folder.pdf("free.pdf", pages: names.map { TestPDF.Page(label: $0) }))
        #expect(document.labelsNow().labels == names)
    }

    @Test("A PDF without labels gives the page numbers, which say nothing")
    func unlabelled() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.book(count: 4))
        let labels = document.labelsNow()
        #expect(labels.labels == ["1", "2", "3", "4"])
        #expect(!labels.areMeaningful)
        #expect(labels.position(ofPage: 2, pageCount: 4) == .numbered(number: 3, count: 4))
    }

    @Test("There is one label per page, whatever mix of labelled pages")
    func oneLabelPerPage() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let pages = [TestPDF.Page(label: "i"), TestPDF.Page(), TestPDF.Page(label: "1"), TestPDF.Page()]
        let document = try PDFDocument.open(url: folder.pdf("mixed.pdf", pages: pages))
        let labels = document.labelsNow().labels
        #expect(labels.count == document.pageCount)
        #expect(labels[0] == "i")
        #expect(labels[2] == "1")
    }

    @Test("Labels load in the background and arrive on the main loop")
    @MainActor
    func loadInBackground() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.pdf("async.pdf", pages: ["x", "y"].map { TestPDF.Page(label: $0) })
        let document = try PDFDocument.open(url: url)
        var received: PageLabels?
        document.loadLabels { labels in received = labels }
        #expect(iterateMainContext { received != nil })
        #expect(received?.labels == ["x", "y"])
    }
}
