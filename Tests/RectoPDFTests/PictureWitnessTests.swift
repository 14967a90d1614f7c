import CGtk
import CPoppler
import Foundation
import Testing
@testable import RectoPDF
import RectoCore
import RectoTestSupport

@Suite("Picture witness: a Night page without pictures needs no image mapping")
struct PictureWitnessTests {
    /// Renders `page` of the picture book at 1 pixel a point, watched or not; the pixels and what the witness saw.
    private func render(_ page: PicturePDF.Page, watched: Bool, in url: URL) throws -> (pixels: [UInt8], saw: Bool?) {
        let uri = try #require(url.absoluteString.cString(using: .utf8))
        let document = try #require(poppler_document_new_from_file(uri, nil, nil))
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        let handle = try #require(poppler_document_get_page(document, Int32(page.rawValue)))
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 600))
        defer { cairo_surface_destroy(surface) }
        let witness = watched ? PictureWitness(target: surface) : nil
        if watched { #expect(witness != nil) }
        let cr = cairo_create(witness?.surface ?? surface)
        witness?.context = cr
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        poppler_page_render(handle, cr)
        cairo_destroy(cr)
        let saw = witness?.sawPicture
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        return (Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * 600)), saw)
    }

    private func book() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        let url = folder.file("pictures.pdf")
        try PicturePDF.write(to: url)
        return (folder, url)
    }

    @Test("Words and line art draw nothing from an image; a photograph, a stencil, a group's picture and a scan do")
    func witness() throws {
        let (folder, url) = try book()
        defer { folder.remove() }
        for page in PicturePDF.Page.allCases {
            let saw = try render(page, watched: true, in: url).saw
            #expect(saw == (page != .words), "page \(page)")
        }
    }

    @Test("Watching a render changes none of its pixels")
    func samePixels() throws {
        let (folder, url) = try book()
        defer { folder.remove() }
        for page in PicturePDF.Page.allCases {
            let plain = try render(page, watched: false, in: url).pixels
            let watched = try render(page, watched: true, in: url).pixels
            #expect(plain == watched, "page \(page)")
            #expect(plain.contains { $0 < 128 }, "page \(page) draws something")
        }
    }

    @Test("Night skips the mapping on a page without pictures, and runs it once on a page with one")
    func mappingShortcut() throws {
        let (folder, url) = try book()
        defer { folder.remove() }
        let document = try PDFDocument.open(url: url)
        func night(_ page: PicturePDF.Page, box: Int = 400) -> PageImage? {
            document.renderNow(RenderRequest(page: page.rawValue, boxWidth: box, boxHeight: box * 3 / 2,
                                             style: PageStyle.plain.coloured(.night)))
        }
        for mode in [ColourMode.day, .sepia] {
            _ = document.renderNow(RenderRequest(page: 1, boxWidth: 400, boxHeight: 600,
                                                 style: PageStyle.plain.coloured(mode)))
        }
        #expect(document.pictures.mappings == 0, "Day and Sepia never look for pictures")
        let words = try #require(night(.words))
        #expect(document.pictures.mappings == 0)
        #expect(document.pictures.known(PicturePDF.Page.words.rawValue) == [])
        #expect(RGB(words.pixel(x: 10, y: 10).red, words.pixel(x: 10, y: 10).green, words.pixel(x: 10, y: 10).blue)
            .luma < 40, "the paper is dark")
        let photograph = try #require(night(.photograph))
        #expect(document.pictures.mappings == 1)
        let area = try #require(document.pictures.known(PicturePDF.Page.photograph.rawValue)?.first)
        let expected = PicturePDF.pictureArea
        #expect(abs(area.x1 - expected.x1) <= 1 && abs(area.y1 - expected.y1) <= 1)
        #expect(abs(area.x2 - expected.x2) <= 1 && abs(area.y2 - expected.y2) <= 1)
        // The photograph's red quarter stays red; the paper around it goes dark.
        let red = photograph.pixel(x: 150, y: 100)
        #expect(red.red > 180 && red.green < 80, "the picture keeps its colours: \(red)")
        #expect(photograph.pixel(x: 20, y: 100).red < 40)
        // Later renders of both pages, at other sizes, reuse what is known.
        _ = night(.words, box: 300)
        _ = night(.photograph, box: 500)
        #expect(document.pictures.mappings == 1)
    }

    @Test("A scan is recoloured as text in Night: its paper goes dark and its print light")
    func scan() throws {
        let (folder, url) = try book()
        defer { folder.remove() }
        let document = try PDFDocument.open(url: url)
        let request = RenderRequest(page: PicturePDF.Page.scan.rawValue, boxWidth: 400, boxHeight: 600,
                                    style: PageStyle.plain.coloured(.night))
        let night = try #require(document.renderNow(request))
        #expect(document.pictures.mappings == 1, "the witness saw the scan's image and the mapping measured it")
        #expect(document.pictures.known(PicturePDF.Page.scan.rawValue) == [], "no picture is kept on a scan")
        // Row 0 (points 0–10) is paper, row 1 (10–20) print, in the scan's middle columns.
        #expect(PicturePDF.scanRowIsPrint(1) && !PicturePDF.scanRowIsPrint(0))
        let paper = night.pixel(x: 200, y: 5), print = night.pixel(x: 200, y: 15)
        #expect(paper.red < 60 && paper.green < 60 && paper.blue < 60, "the scan's paper is dark: \(paper)")
        #expect(print.red > 150, "the scan's print is light: \(print)")
        // The photograph on a text page, beside it, is not a scan.
        _ = document.renderNow(RenderRequest(page: PicturePDF.Page.photograph.rawValue, boxWidth: 400,
                                             boxHeight: 600, style: PageStyle.plain.coloured(.night)))
        #expect(document.pictures.known(PicturePDF.Page.photograph.rawValue)?.count == 1)
    }
}
