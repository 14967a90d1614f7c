import Foundation
import Testing
@testable import RectoPDF
import RectoCore
import RectoTestSupport

@Suite("Rendering pages")
struct PDFRenderTests {
    @Test("A page fills the box along one side and keeps its shape", arguments: [
        // page width, height, box width, height, expected width, height
        (600.0, 800.0, 1000, 1000, 750, 1000),
        (600.0, 800.0, 300, 1000, 300, 400),
        (800.0, 400.0, 1000, 1000, 1000, 500),
        (800.0, 400.0, 100, 1000, 100, 50),
        (100.0, 100.0, 640, 480, 480, 480),
        (595.28, 841.89, 1000, 1000, 707, 1000),
    ])
    func fitsBox(pageWidth: Double, pageHeight: Double, boxWidth: Int, boxHeight: Int, width: Int, height: Int) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.pdf("p.pdf", pages: [.init(width: pageWidth, height: pageHeight)]))
        let request = RenderRequest(page: 0, boxWidth: boxWidth, boxHeight: boxHeight)
        let image = try #require(document.renderNow(request))
        #expect(image.request == request)
        #expect(image.width == width)
        #expect(image.height == height)
        #expect(image.stride >= image.width * 4)
        #expect(image.pixels.count == image.stride * image.height)
        #expect(image.byteCount == image.pixels.count)
    }

    @Test("Each page of a mixed-size book renders at its own shape")
    func mixedSizes() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.pdf("mixed.pdf", pages: [.init(width: 400, height: 800), .init(width: 800, height: 400)])
        let document = try PDFDocument.open(url: url)
        let portrait = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 500, boxHeight: 500)))
        let landscape = try #require(document.renderNow(RenderRequest(page: 1, boxWidth: 500, boxHeight: 500)))
        #expect((portrait.width, portrait.height) == (250, 500))
        #expect((landscape.width, landscape.height) == (500, 250))
    }

    @Test("A blank page renders all opaque white")
    func blankIsWhite() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.pdf("blank.pdf", pages: [.init(content: .blank)]))
        let image = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 200, boxHeight: 200)))
        #expect(image.nonWhiteCount == 0)
    }

    @Test("Text and shapes leave ink on the page")
    func textHasInk() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.pdf("text.pdf", pages: [.init(content: .text("Recto"))]))
        let image = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 400, boxHeight: 400)))
        let ink = image.nonWhiteCount
        #expect(ink > 500, "frame and text should be visible, got \(ink) non-white pixels")
        #expect(ink < image.width * image.height / 2, "but most of the page is paper")
    }

    @Test("Drawings land where they were drawn: left half black, right half white, not mirrored")
    func orientation() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.pdf("half.pdf", pages: [.init(width: 400, height: 300, content: .leftHalfBlack)]))
        let image = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 400, boxHeight: 300)))
        #expect((image.width, image.height) == (400, 300))
        for y in [0, 150, 299] {
            #expect(image.pixel(x: 5, y: y).isDark)
            #expect(image.pixel(x: 190, y: y).isDark)
            #expect(image.pixel(x: 210, y: y).isWhite)
            #expect(image.pixel(x: 395, y: y).isWhite)
        }
    }

    @Test("A poster-sized page is capped at the rasterizer's pixel budget, keeping its shape and content")
    func hugePageCapped() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.pdf("poster.pdf", pages: [.init(width: 14_400, height: 14_400, content: .leftHalfBlack)])
        let document = try PDFDocument.open(url: url)
        let size = try #require(document.pageSizeNow(0))
        #expect(size == Size(width: 14_400, height: 14_400))

        let image = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 20_000, boxHeight: 20_000)))
        #expect(Double(image.width * image.height) <= PageRasterizer.maximumPixels)
        #expect(image.width == 4096 && image.height == 4096)
        #expect(image.pixels.count == image.stride * image.height)
        #expect(image.pixel(x: 100, y: 2000).isDark)
        #expect(image.pixel(x: 4000, y: 2000).isWhite)

        let small = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 300, boxHeight: 200)))
        #expect((small.width, small.height) == (200, 200), "a small box is not affected by the cap")
    }

    @Test("A very wide page in a huge box is capped in area, not squashed")
    func wideCapped() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.pdf("wide.pdf", pages: [.init(width: 14_400, height: 3_600)]))
        let image = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 40_000, boxHeight: 40_000)))
        #expect(Double(image.width * image.height) <= PageRasterizer.maximumPixels)
        #expect(abs(Double(image.width) / Double(image.height) - 4) < 0.01)
    }

    @Test("Rendering a page outside the book gives nothing and does not crash", arguments: [-1, 3, 1000, Int(Int32.max) + 1, Int.max])
    func outOfRange(page: Int) throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.book(count: 3))
        let criticals = PopplerCriticals.count
        #expect(document.renderNow(RenderRequest(page: page, boxWidth: 100, boxHeight: 100)) == nil)
        #expect(document.pageSizeNow(page) == nil)
        #expect(PopplerCriticals.count == criticals, "poppler was asked for a page it does not have")
    }

    @Test("A tiny box still gives an image at least one pixel square")
    func tinyBox() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.pdf("long.pdf", pages: [.init(width: 10, height: 1000)]))
        let image = try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 1, boxHeight: 1)))
        #expect(image.width >= 1 && image.height >= 1)
    }
}
