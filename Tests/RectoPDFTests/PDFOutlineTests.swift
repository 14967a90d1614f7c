import CGtk
import Foundation
import Testing
import RectoCore
import RectoPDF
import RectoTestSupport

@Suite("The PDF's own outline as contents")
struct PDFOutlineTests {
    /// Writes `pageCount` pages with a two-level outline: parts at pages 1 and 4, chapters under them.
    private func nestedOutlinePDF(in folder: TemporaryFolder, pageCount: Int = 8) -> URL {
        let url = folder.file("outlined.pdf")
        let surface = cairo_pdf_surface_create(url.path, 300, 400)
        let cr = cairo_create(surface)
        var partOne: Int32 = 0, partTwo: Int32 = 0
        for page in 0..<pageCount {
            switch page {
            case 0: partOne = cairo_pdf_surface_add_outline(surface, 0, "Book I", "page=1", cairo_pdf_outline_flags_t(0))
            case 1: _ = cairo_pdf_surface_add_outline(surface, partOne, "Chapter 1", "page=2", cairo_pdf_outline_flags_t(0))
            case 2: _ = cairo_pdf_surface_add_outline(surface, partOne, "Chapter 2", "page=3", cairo_pdf_outline_flags_t(0))
            case 3: partTwo = cairo_pdf_surface_add_outline(surface, 0, "Book II", "page=4", cairo_pdf_outline_flags_t(0))
            case 5: _ = cairo_pdf_surface_add_outline(surface, partTwo, "Chapter 10", "page=6", cairo_pdf_outline_flags_t(0))
            default: break
            }
            cairo_move_to(cr, 20, 40)
            cairo_show_text(cr, "page \(page + 1)")
            cairo_show_page(cr)
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return url
    }

    @Test("Outline entries keep their nesting and zero-based pages")
    func nested() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: nestedOutlinePDF(in: folder))
        let contents = document.outlineNow()
        #expect(contents.parts.count == 1)
        let rows = contents.rows
        #expect(rows.map(\.title) == ["Book I", "Chapter 1", "Chapter 2", "Book II", "Chapter 10"])
        #expect(rows.map(\.page) == [0, 1, 2, 3, 5])
        #expect(rows.map(\.depth) == [0, 1, 1, 0, 1])
        #expect(contents.entry(containing: 2)?.title == "Chapter 2")
        #expect(contents.chapterStarts == [0, 1, 2, 3, 5])
    }

    @Test("A PDF without an outline has empty contents")
    func none() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.book(count: 3))
        #expect(document.outlineNow().isEmpty)
    }

    @Test("The outline arrives on the main loop when loaded in the background")
    @MainActor
    func loadsInBackground() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: nestedOutlinePDF(in: folder))
        var loaded: TableOfContents?
        document.loadOutline { loaded = $0 }
        #expect(iterateMainContext { loaded != nil })
        #expect(loaded?.entryCount == 5)
    }
}
