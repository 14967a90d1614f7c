import Testing
@testable import RectoCore

@Suite("A reference preview's region: from the destination down, as wide as its column, a third of a page")
struct PreviewRegionTests {
    private let page = Size(width: 600, height: 900)

    /// Two columns of text lines from y = 100 to 800: the left at 50…280, the right at 320…550.
    private var twoColumns: [PageRect] {
        stride(from: 100.0, through: 800, by: 14).flatMap { y in
            [PageRect(x: 50, y: y, width: 230, height: 10), PageRect(x: 320, y: y, width: 230, height: 10)]
        }
    }

    @Test("A point in the right column shows the right column from just above the point")
    func rightColumn() {
        let crop = PreviewRegion.crop(pageSize: page, top: 300, left: 330, lines: twoColumns)
        #expect(crop.x == 314 && crop.width == 242)
        #expect(crop.y == 294 && crop.height == 300)
    }

    @Test("Without a left, the first line at or below the point chooses the column (the left one)")
    func leftColumnByDefault() {
        let crop = PreviewRegion.crop(pageSize: page, top: 300, lines: twoColumns)
        #expect(crop.x == 44 && crop.width == 242)
    }

    @Test("A heading across both columns does not widen the column under it")
    func spanningLine() {
        var lines = twoColumns
        lines.append(PageRect(x: 50, y: 400, width: 500, height: 12))
        let crop = PreviewRegion.crop(pageSize: page, top: 300, left: 330, lines: lines)
        #expect(crop.x == 314 && crop.width == 242)
    }

    @Test("A single column is as wide as its text")
    func singleColumn() {
        let lines = stride(from: 60.0, through: 840, by: 14).map { PageRect(x: 72, y: $0, width: 456, height: 10) }
        let crop = PreviewRegion.crop(pageSize: page, top: 100, lines: lines)
        #expect(crop.x == 66 && crop.width == 468)
    }

    @Test("Near the page's foot the region moves up so it stays a third of a page, inside the page")
    func clampedAtFoot() {
        let crop = PreviewRegion.crop(pageSize: page, top: 880, lines: twoColumns)
        #expect(crop.y == 600 && crop.y + crop.height == 900)
        let top = PreviewRegion.crop(pageSize: page, top: nil, lines: twoColumns)
        #expect(top.y == 0)
        let above = PreviewRegion.crop(pageSize: page, top: -50, lines: twoColumns)
        #expect(above.y == 0)
    }

    @Test("A page without text, or bad numbers, give the whole width and never trap")
    func noText() {
        let crop = PreviewRegion.crop(pageSize: page, top: 300, lines: [])
        #expect(crop.x == 0 && crop.width == 600)
        let bad = PreviewRegion.crop(pageSize: page, top: .nan, left: .infinity, lines: [
            PageRect(x: .nan, y: 0, width: 10, height: 10)])
        #expect(bad.y == 0 && bad.width == 600)
        #expect(PreviewRegion.crop(pageSize: Size(width: 0, height: 0), top: 1, lines: []).width == 0)
    }

    @Test("A short line alone is widened to the narrowest column, within the page")
    func narrowLine() {
        let crop = PreviewRegion.crop(pageSize: page, top: 10, lines: [PageRect(x: 560, y: 20, width: 30, height: 10)])
        #expect(crop.width == 180 && crop.x + crop.width == 600)
    }

    @Test("The preview's scale makes text half as large again as printed, when it fits, never smaller")
    func scale() {
        #expect(PreviewRegion.scale(forWidth: 300, maximumWidth: 600) == 1.5)
        #expect(PreviewRegion.scale(forWidth: 480, maximumWidth: 600) == 1.25)
        #expect(PreviewRegion.scale(forWidth: 900, maximumWidth: 600) == 1)
        #expect(PreviewRegion.scale(forWidth: 0, maximumWidth: 600) == 1)
    }
}

extension PreviewRegionTests {
    @Test("A short caption over full-width text takes the text's width")
    func captionOverText() {
        var lines = [PageRect(x: 72, y: 400, width: 128, height: 12)]
        lines += stride(from: 560.0, through: 640, by: 14).map { PageRect(x: 72, y: $0, width: 420, height: 10) }
        let crop = PreviewRegion.crop(pageSize: page, top: 392, lines: lines)
        #expect(crop.x == 66 && crop.width == 432)
    }
}

extension PreviewRegionTests {
    @Test("A figure's preview starts above the figure and ends under its caption; a table's starts at its caption")
    func figureAboveCaption() {
        // A line of text, a figure from 100 to 300 (no text), its caption at 305, text after.
        let layout = PageTextLayoutTests.layout("Text above the figure.\n", x: 72, y: 80)
        var lines = layout.lineBoxes
        lines.append(PageRect(x: 72, y: 305, width: 300, height: 10))
        lines += stride(from: 330.0, through: 600, by: 14).map { PageRect(x: 72, y: $0, width: 456, height: 10) }
        let region = PreviewRegion.crop(pageSize: page, top: 305, left: 72, lines: lines)
        let figure = PreviewRegion.above(caption: PageRect(x: 72, y: 305, width: 300, height: 10), in: region,
                                         lines: lines, pageHeight: page.height)
        #expect(figure.y == 90 && figure.height == 300 && figure.x == region.x)
        let text = PageTextLayoutTests.layout("Text.\nTable 2: Numbers\nrow", x: 72, y: 100)
        let table = PreviewRegion.crop(text, anchor: .text(6..<13, captionBelowBody: false))
        #expect(table.y == 112 - PreviewRegion.margin)
    }
}
