import Foundation
import Testing
@testable import RectoPDF
import RectoCore
import RectoTestSupport

@Suite("Trim margins: content boxes and cropped renders")
struct PDFTrimTests {
    @Test("A page's content box is where its ink is, top-left origin; an empty page has none")
    func boundingBoxes() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let lines = Array(repeating: "A line of text in the book", count: 5)
        let url = folder.pdf("boxes.pdf", pages: [
            .init(width: 600, height: 800, content: .lines(lines)),
            .init(width: 600, height: 800, content: .blank),
            .init(width: 600, height: 800, content: .leftHalfBlack),
        ])
        let document = try PDFDocument.open(url: url)
        let read = document.contentBoxesNow(of: [0, 1, 2, 7])
        #expect(read.sizes.count == 3)
        #expect(read.boxes[1] == nil)
        // Lines start at x 72 with baselines from y 72 (from the top) down, 16 points apart.
        let text = try #require(read.boxes[0])
        #expect(abs(text.x - 72) < 3)
        #expect(text.y > 55 && text.y < 72)
        #expect(abs(text.y + text.height - (72 + 4 * 16)) < 6)
        #expect(text.width > 100 && text.x + text.width < 400)
        let half = try #require(read.boxes[2])
        #expect(abs(half.x) < 1 && abs(half.width - 300) < 1 && abs(half.height - 800) < 1)
    }

    @Test("A trimmed render draws only its crop, fitted to the box, and says what it shows")
    func croppedRender() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.pdf("half.pdf", pages: [.init(width: 600, height: 800, content: .leftHalfBlack)])
        let document = try PDFDocument.open(url: url)
        var style = PageStyle()
        // The right half of the page: white; drawn as large as the box allows for its 300 × 800 shape.
        style.trim = PageRect(x: 300, y: 0, width: 300, height: 800)
        let right = try #require(
            document.renderNow(RenderRequest(page: 0, boxWidth: 400, boxHeight: 400, style: style)))
        #expect((right.width, right.height) == (150, 400))
        #expect(right.nonWhiteCount == 0)
        #expect(right.shown == style.trim)
        // The left half: all dark.
        style.trim = PageRect(x: 0, y: 0, width: 300, height: 800)
        let left = try #require(
            document.renderNow(RenderRequest(page: 0, boxWidth: 400, boxHeight: 400, style: style)))
        #expect(left.pixel(x: 10, y: 10).isDark && left.pixel(x: 140, y: 390).isDark)
        // A crop past the page is cut to it; an untrimmed render shows the whole page.
        style.trim = PageRect(x: 300, y: 400, width: 900, height: 900)
        let past = try #require(
            document.renderNow(RenderRequest(page: 0, boxWidth: 400, boxHeight: 400, style: style)))
        #expect(past.shown == PageRect(x: 300, y: 400, width: 300, height: 400))
        #expect(try #require(document.renderNow(RenderRequest(page: 0, boxWidth: 400, boxHeight: 400))).shown == nil)
    }

    @Test("A highlight on a trimmed page is painted where its words are in the crop")
    func highlightInCrop() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let url = folder.pdf("blank.pdf", pages: [.init(width: 600, height: 800, content: .blank)])
        let document = try PDFDocument.open(url: url)
        // PDF space: x 400…500, y 100…200 from the bottom, so 600…700 from the top.
        let quad = try #require(HighlightQuad(x1: 400, y1: 100, x2: 500, y2: 200))
        var style = PageStyle(highlights: [HighlightPaint(quads: [quad], colour: .blue)])
        style.trim = PageRect(x: 300, y: 400, width: 300, height: 400)
        // At one pixel a point, the highlight is at x 100…200, y 200…300 of the picture.
        let image = try #require(
            document.renderNow(RenderRequest(page: 0, boxWidth: 300, boxHeight: 400, style: style)))
        #expect((image.width, image.height) == (300, 400))
        #expect(!image.pixel(x: 150, y: 250).isWhite)
        #expect(image.pixel(x: 50, y: 250).isWhite && image.pixel(x: 150, y: 150).isWhite)
        #expect(image.pixel(x: 250, y: 250).isWhite && image.pixel(x: 150, y: 350).isWhite)
    }
}
