import CGtk
import CPoppler
import Foundation
import Testing
import RectoCore
import RectoPDF
import GObjectSupport
import RectoTestSupport

@Suite("Printing pages")
@MainActor
struct BookPrinterTests {
    /// Prints `pages` of `book` onto A4 paper in a PDF at `output`, each fitted to a printable area a margin in,
    /// the way a print operation lends its contexts: one page at a time, the next once the last is done.
    private func print(_ pages: [Int], of book: URL, to output: URL, highlights: [HighlightPaint] = []) throws
        -> [Bool]
    {
        let printer = BookPrinter(book: try PDFDocument.open(url: book))
        let surface = cairo_pdf_surface_create(output.path, 595, 842)
        let cr = cairo_create(surface)!
        var sizes: [Int: Size]?
        printer.sizes(of: pages) { sizes = $0 }
        #expect(iterateMainContext { sizes != nil })
        var drawn: [Bool] = []
        for page in pages {
            let landscape = PrintPlacement.isLandscape(sizes?[page] ?? Size(width: 0, height: 0))
            cairo_pdf_surface_set_size(surface, landscape ? 842 : 595, landscape ? 595 : 842)
            cairo_save(cr)
            cairo_translate(cr, 36, 36)
            let area = landscape ? Size(width: 770, height: 523) : Size(width: 523, height: 770)
            var done: Bool?
            printer.draw(page: page, on: LentCairoContext(cr), area: area,
                         highlights: page == pages.first ? highlights : []) { done = $0 }
            #expect(iterateMainContext { done != nil })
            drawn.append(done ?? false)
            cairo_restore(cr)
            cairo_show_page(cr)
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return drawn
    }

    private func text(ofPage index: Int, in url: URL) -> String {
        let document = poppler_document_new_from_file(takeString(g_filename_to_uri(url.path, nil, nil)), nil, nil)!
        defer { g_object_unref(document.raw) }
        let page = poppler_document_get_page(document, Int32(index))!
        defer { g_object_unref(page.raw) }
        return takeString(poppler_page_get_text(page)) ?? ""
    }

    @Test("The chosen pages print in order, as text (vectors, not pictures), a wide page on turned paper")
    func printsChosenPages() throws {
        let folder = try TemporaryFolder("print")
        defer { folder.remove() }
        let book = folder.pdf("book.pdf", pages: [
            TestPDF.Page(content: .text("Alpha")), TestPDF.Page(width: 842, height: 400, content: .text("Wide")),
            TestPDF.Page(content: .text("Gamma")),
        ])
        let output = folder.file("printed.pdf")
        #expect(try print([2, 1], of: book, to: output) == [true, true])
        let printed = try PDFDocument.open(url: output)
        #expect(printed.pageCount == 2)
        #expect(text(ofPage: 0, in: output).contains("Gamma"))
        #expect(text(ofPage: 1, in: output).contains("Wide"))
        #expect(!text(ofPage: 0, in: output).contains("Alpha"))
    }

    @Test("Highlights print multiplied over the page: the paper under them takes their colour")
    func printsHighlights() throws {
        let folder = try TemporaryFolder("print")
        defer { folder.remove() }
        let book = folder.pdf("book.pdf", pages: [TestPDF.Page(width: 595, height: 842, content: .blank)])
        // A quad over the top-left quarter of the page (PDF points from the bottom left).
        let quad = try #require(HighlightQuad(x1: 0, y1: 421, x2: 297, y2: 842))
        let output = folder.file("printed.pdf")
        let marks = [HighlightPaint(quads: [quad], colour: .blue)]
        #expect(try print([0], of: book, to: output, highlights: marks) == [true])
        let request = RenderRequest(page: 0, boxWidth: 200, boxHeight: 200)
        let image = try #require(try PDFDocument.open(url: output).renderNow(request))
        let marked = image.pixel(x: image.width / 4, y: image.height / 4)
        let paper = image.pixel(x: image.width * 3 / 4, y: image.height * 3 / 4)
        #expect(marked.blue > marked.red + 40, "blue over the highlighted quarter: \(marked)")
        #expect(paper.red > 240 && paper.blue > 240, "white paper elsewhere: \(paper)")
    }

    @Test("A book whose file has gone prints nothing and says so, never crashing")
    func fileGone() throws {
        let folder = try TemporaryFolder("print")
        defer { folder.remove() }
        let book = folder.book(count: 2)
        let printer = BookPrinter(book: try PDFDocument.open(url: book))
        try FileManager.default.removeItem(at: book)
        var sizes: [Int: Size]??
        printer.sizes(of: [0]) { sizes = .some($0) }
        #expect(iterateMainContext { sizes != nil })
        #expect(sizes == .some(nil))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        var done: Bool?
        printer.draw(page: 0, on: LentCairoContext(cr), area: Size(width: 10, height: 10), highlights: []) { done = $0 }
        #expect(iterateMainContext { done != nil })
        #expect(done == false)
    }
}
