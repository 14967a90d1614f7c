import CGtk
import CPoppler
import Foundation
import GObjectSupport
import RectoTestSupport
import Testing
@testable import RectoPDF
import RectoCore

@Suite("Highlights in the PDF engine: painted under the text, written into a copy")
struct HighlightPDFTests {
    /// A 400 × 600 point page with a black left half; highlights go across both halves.
    func book(_ folder: TemporaryFolder) -> URL {
        folder.pdf("book.pdf", pages: [TestPDF.Page(width: 400, height: 600, content: .leftHalfBlack),
                                       TestPDF.Page(width: 400, height: 600, content: .blank)])
    }

    @Test("Highlights are multiplied into the page: paper takes the colour, black stays black")
    func painted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = try PDFDocument.open(url: book(folder))
        // Across the middle of the page, 100 points tall (PDF space: y up).
        let quad = try #require(HighlightQuad(x1: 0, y1: 250, x2: 400, y2: 350))
        let style = PageStyle(highlights: [HighlightPaint(quads: [quad], colour: .yellow)])
        let image = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 400, boxHeight: 600, style: style)))
        let paper = image.pixel(x: 300, y: 300), ink = image.pixel(x: 100, y: 300), outside = image.pixel(x: 300, y: 100)
        #expect(paper.red > 240 && paper.green > 220 && paper.blue < 120, "yellow on white: \(paper)")
        #expect(ink.isDark, "black under the highlight stays black: \(ink)")
        #expect(outside.isWhite, "paper outside the highlight stays white: \(outside)")
        let plain = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 400, boxHeight: 600)))
        #expect(plain.pixel(x: 300, y: 300).isWhite)
    }

    @Test("The saved copy has /Highlight annotations with the quads, opens in pdfinfo and here; the book is untouched")
    func savedCopy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = book(folder)
        let original = try Data(contentsOf: source)
        let quads = [HighlightQuad(x1: 50, y1: 500, x2: 250, y2: 512)!, HighlightQuad(x1: 50, y1: 486, x2: 180, y2: 498)!]
        let mark = HighlightedCopy.Mark(page: 1, highlight: Highlight(quads: quads, quote: "two lines", colour: .green),
                                        note: "my words")
        let copy = folder.file("copy.pdf")
        #expect(try HighlightedCopy.save(source: source, marks: [mark], to: copy) == 1)
        #expect(try Data(contentsOf: source) == original, "the book itself is never written")

        let info = Process()
        info.executableURL = URL(fileURLWithPath: "/usr/bin/pdfinfo")
        info.arguments = [copy.path]
        info.standardOutput = FileHandle.nullDevice
        info.standardError = FileHandle.nullDevice
        try info.run()
        info.waitUntilExit()
        #expect(info.terminationStatus == 0, "pdfinfo opens the copy")
        #expect(try PDFDocument.open(url: copy).pageCount == 2)

        let uri = takeString(g_filename_to_uri(copy.path, nil, nil))!
        let document = try #require(poppler_document_new_from_file(uri, nil, nil))
        defer { g_object_unref(document.raw) }
        let page = try #require(poppler_document_get_page(document, 1))
        defer { g_object_unref(page.raw) }
        let mappings = poppler_page_get_annot_mapping(page)
        defer { poppler_page_free_annot_mapping(mappings) }
        var found: [[Double]] = []
        var node = mappings
        while let current = node {
            node = current.pointee.next
            let mapping = current.pointee.data.assumingMemoryBound(to: PopplerAnnotMapping.self)
            guard let annot = mapping.pointee.annot, poppler_annot_get_annot_type(annot) == POPPLER_ANNOT_HIGHLIGHT
            else { continue }
            #expect(takeString(poppler_annot_get_contents(annot)) == "my words")
            let array = poppler_annot_text_markup_get_quadrilaterals(annot)!
            defer { g_array_unref(array) }
            let values = UnsafeRawPointer(array.pointee.data)!.assumingMemoryBound(to: PopplerQuadrilateral.self)
            for index in 0..<Int(array.pointee.len) {
                let q = values[index]
                found.append([min(q.p1.x, q.p4.x), min(q.p1.y, q.p4.y), max(q.p1.x, q.p4.x), max(q.p1.y, q.p4.y)])
            }
        }
        let expected = quads.map { [$0.x1, $0.y1, $0.x2, $0.y2] }
        #expect(found.count == 2)
        for (got, want) in zip(found, expected) {
            #expect(zip(got, want).allSatisfy { abs($0 - $1) < 0.5 }, "quad \(got) ≈ \(want)")
        }
        let bytes = try Data(contentsOf: copy)
        #expect(bytes.range(of: Data("/Highlight".utf8)) != nil, "the copy holds a /Highlight annotation")
    }

    @Test("A copy over the book itself is refused")
    func neverTheBook() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = book(folder)
        #expect(throws: HighlightedCopy.Failure.wouldOverwriteBook) {
            try HighlightedCopy.save(source: source, marks: [], to: source)
        }
    }
}
