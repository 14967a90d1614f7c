import CGtk
import CPoppler
import Foundation
import Testing
@testable import RectoPDF
import RectoCore
import RectoTestSupport

/// A page with a photograph-like picture in its top half (four coloured quarters) and, below it, black text
/// and a red bar, drawn with cairo as a book would have them.
private func writePicturePage(to url: URL) {
    let width = 400.0, height = 600.0
    let surface = cairo_pdf_surface_create(url.path, width, height)
    let cr = cairo_create(surface)
    let picture = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 100, 100)
    let pcr = cairo_create(picture)
    for (index, colour) in [(0.9, 0.2, 0.1), (0.1, 0.6, 0.9), (0.2, 0.7, 0.2), (0.95, 0.85, 0.3)].enumerated() {
        cairo_set_source_rgb(pcr, colour.0, colour.1, colour.2)
        cairo_rectangle(pcr, Double(index % 2) * 50, Double(index / 2) * 50, 50, 50)
        cairo_fill(pcr)
    }
    cairo_destroy(pcr)
    // The picture at (100, 50)–(300, 250) in points, top-left origin.
    cairo_save(cr)
    cairo_translate(cr, 100, 50)
    cairo_scale(cr, 2, 2)
    cairo_set_source_surface(cr, picture, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
    cairo_surface_destroy(picture)
    cairo_set_source_rgb(cr, 0, 0, 0)
    cairo_rectangle(cr, 40, 350, 320, 40)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0.85, 0.1, 0.1)
    cairo_rectangle(cr, 40, 450, 320, 40)
    cairo_fill(cr)
    cairo_show_page(cr)
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
}

@Suite("Recolouring pages")
struct PageRecolouringTests {
    private func render(_ mode: ColourMode) throws -> PageImage {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("picture.pdf")
        writePicturePage(to: url)
        let document = try PDFDocument.open(url: url)
        let request = RenderRequest(page: 0, boxWidth: 400, boxHeight: 600, style: PageStyle.plain.coloured(mode))
        let image = try #require(document.renderNow(request))
        #expect(image.request == request)
        return image
    }

    private func rgb(_ pixel: PageImage.Pixel) -> RGB { RGB(pixel.red, pixel.green, pixel.blue) }

    @Test("Night: the paper goes dark, black ink light, the red bar stays red, and the picture keeps its colours")
    func night() throws {
        let day = try render(.day), night = try render(.night)
        #expect((night.width, night.height) == (day.width, day.height))
        let paper = rgb(night.pixel(x: 10, y: 10)), ink = rgb(night.pixel(x: 200, y: 370))
        #expect(paper.luma < 40)
        #expect(ink.luma > 200)
        let bar = rgb(night.pixel(x: 200, y: 470))
        #expect(bar.red > bar.green + 60 && bar.red > bar.blue + 60)
        // The picture's four quarters, well inside each.
        for (x, y) in [(150, 100), (250, 100), (150, 200), (250, 200)] {
            let before = rgb(day.pixel(x: x, y: y)), after = rgb(night.pixel(x: x, y: y))
            #expect(after.distance(to: before) <= 40, "picture pixel at \(x),\(y): \(before) became \(after)")
            #expect(after.distance(to: before) > 0, "pictures are dimmed a little")
        }
        #expect(night.pixel(x: 10, y: 10).alpha == 255)
    }

    @Test("Sepia: warm paper, brown ink, and the picture warmed the same way, its colours still told apart")
    func sepia() throws {
        let day = try render(.day), sepia = try render(.sepia)
        #expect(rgb(sepia.pixel(x: 10, y: 10)) == ColourMap.sepiaPaper)
        #expect(rgb(sepia.pixel(x: 200, y: 370)) == ColourMap.sepiaInk)
        let red = rgb(sepia.pixel(x: 150, y: 100)), blue = rgb(sepia.pixel(x: 250, y: 100))
        #expect(red == ColourMap(.sepia).text(rgb(day.pixel(x: 150, y: 100))))
        #expect(red.red > blue.red && blue.blue > red.blue)
    }

    @Test("Day is poppler's page untouched")
    func day() throws {
        let day = try render(.day)
        #expect(day.pixel(x: 10, y: 10).isWhite)
        #expect(day.pixel(x: 200, y: 370).isDark)
    }

    @Test("Poppler's picture areas are found where the picture is drawn, top-left origin")
    func pictureAreas() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("picture.pdf")
        writePicturePage(to: url)
        let uri = try #require(url.absoluteString.cString(using: .utf8))
        let document = try #require(poppler_document_new_from_file(uri, nil, nil))
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        let page = try #require(poppler_document_get_page(document, 0))
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        let areas = PageRecolouring.pictureAreas(of: page)
        #expect(areas.count == 1)
        let area = try #require(areas.first)
        #expect(abs(area.x1 - 100) <= 1 && abs(area.x2 - 300) <= 1)
        #expect(abs(area.y1 - 50) <= 1 && abs(area.y2 - 250) <= 1)
        // In pixels, rounded inwards: a pixel the picture only partly covers is treated as paper.
        let pixels = try #require(PageRecolouring.pixels(of: .init(x1: 10.2, y1: 20.6, x2: 30.7, y2: 40.1),
                                                         scaleX: 2, scaleY: 1))
        #expect(pixels == .init(left: 21, top: 21, right: 61, bottom: 40))
        #expect(PageRecolouring.pixels(of: .init(x1: 10.2, y1: 0, x2: 10.4, y2: 40), scaleX: 1, scaleY: 1) == nil)
        #expect(PageRecolouring.pixels(of: .init(x1: .nan, y1: 0, x2: .infinity, y2: 40), scaleX: 1, scaleY: 1) == nil)
    }

    @Test("A page's picture areas are found once and kept for its later renders")
    func cache() {
        let cache = PictureAreaCache()
        var calls = 0
        let area = PictureAreaCache.Area(x1: 1, y1: 2, x2: 3, y2: 4)
        for _ in 0..<3 {
            #expect(cache.areas(of: 7) { calls += 1; return [area] } == [area])
        }
        #expect(calls == 1)
        #expect(cache.areas(of: 8) { calls += 1; return [] } == [])
        #expect(calls == 2)
    }

    @Test("Picture areas reaching past the surface, or inside out, are clipped, never written outside")
    func clipping() {
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 16)
        pixels.withUnsafeMutableBytes { raw in
            let data = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            PageRecolouring.recolour(data, width: 4, height: 4, stride: 16, map: ColourMap(.night), pictures: [
                .init(left: -100, top: 2, right: 2, bottom: 999), .init(left: 3, top: 3, right: 1, bottom: 1),
                .init(left: 1, top: 3, right: 9, bottom: 4),
            ])
        }
        func word(_ colour: RGB) -> UInt32 {
            0xFF00_0000 | UInt32(colour.red) << 16 | UInt32(colour.green) << 8 | UInt32(colour.blue)
        }
        let white = RGB(255, 255, 255)
        let dimmed = word(ColourMap(.night).picture(white)), paper = word(ColourMap(.night).text(white))
        #expect(dimmed != paper)
        #expect(pixels[0] == paper && pixels[3] == paper)
        #expect(pixels[8] == dimmed && pixels[9] == dimmed && pixels[10] == paper)
        #expect(pixels[12] == dimmed && pixels[13] == dimmed && pixels[15] == dimmed)
    }

    @Test("Rows recoloured in runs (paper eight pixels at a time) equal the colour map pixel by pixel")
    func runsMatchTheMap() {
        // Rows of odd widths: runs of paper of every length, greys, colours, a lone pixel between runs.
        var generator = SystemRandomNumberGenerator()
        let width = 61, height = 40
        var original = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        for index in original.indices where Int.random(in: 0..<4, using: &generator) == 0 {
            let kind = Int.random(in: 0..<3, using: &generator)
            let grey = UInt32.random(in: 0...255, using: &generator)
            original[index] = switch kind {
            case 0: 0xFF00_0000 | grey << 16 | grey << 8 | grey
            case 1: 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &generator)
            default: 0xFF00_0000
            }
        }
        for mode in [ColourMode.night, .sepia] {
            let map = ColourMap(mode)
            var pixels = original
            pixels.withUnsafeMutableBytes { raw in
                let data = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                PageRecolouring.recolour(data, width: width, height: height, stride: width * 4, map: map, pictures: [])
            }
            for (index, pixel) in original.enumerated() {
                let expected = map.text(RGB(UInt8(truncatingIfNeeded: pixel >> 16),
                                            UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel)))
                let word = 0xFF00_0000 | UInt32(expected.red) << 16 | UInt32(expected.green) << 8
                    | UInt32(expected.blue)
                #expect(pixels[index] == word, "\(mode) pixel \(index): \(String(pixel, radix: 16))")
            }
        }
    }

    @Test(
        "In vector lanes, every grey and colours in steps of five, as text and as pictures, map as the colour map does"
    )
    func lanesMatchTheMapForEveryChannel() {
        // Greys, then colours in steps of five per channel: all the luma shifts Night can make, both clamps,
        // and every channel value Sepia divides by 255. Rows of 37 pixels (four at a time, then a tail), with
        // a run of the same colour every few rows (the run path), the right half of each row a picture.
        var colours: [UInt32] = (0...255).map { UInt32($0) * 0x01_0101 }
        for red in Swift.stride(from: 0, through: 255, by: 5) {
            for green in Swift.stride(from: 0, through: 255, by: 5) {
                for blue in Swift.stride(from: 0, through: 255, by: 5) {
                    colours.append(UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
                }
            }
        }
        let width = 37, height = (colours.count + width - 1) / width
        var original = (0..<(width * height)).map { index -> UInt32 in
            let row = index / width
            let colour = row % 7 == 3 ? colours[row % colours.count] : colours[index % colours.count]
            return 0xFF00_0000 | colour
        }
        original[0] = 0xFFFF_FFFF
        let picture = PageRecolouring.PictureArea(left: 19, top: 0, right: width, bottom: height)
        for mode in [ColourMode.night, .sepia] {
            let map = ColourMap(mode)
            var pixels = original
            pixels.withUnsafeMutableBytes { raw in
                let data = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                PageRecolouring.recolour(data, width: width, height: height, stride: width * 4, map: map,
                                         pictures: mode == .night ? [picture] : [])
            }
            var wrong = 0
            for (index, pixel) in original.enumerated() {
                let colour = RGB(UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8),
                                 UInt8(truncatingIfNeeded: pixel))
                let expected = mode == .night && index % width >= 19 ? map.picture(colour) : map.text(colour)
                let word = 0xFF00_0000 | UInt32(expected.red) << 16 | UInt32(expected.green) << 8
                    | UInt32(expected.blue)
                if pixels[index] != word {
                    wrong += 1
                    if wrong < 5 {
                        let (was, gave, wanted) = (String(pixel, radix: 16), String(pixels[index], radix: 16),
                                                   String(word, radix: 16))
                        Issue.record("\(mode) pixel \(index): \(was) gave \(gave), not \(wanted)")
                    }
                }
            }
            #expect(wrong == 0, "\(mode): \(wrong) pixels differ from the map")
        }
    }
}
