import CGtk
import Foundation
import Testing
@testable import RectoPDF
import RectoCore
import RectoTestSupport

/// A 400 × 600 point page with what highlights fall on in books: lines of black text, a line of red text, a
/// grey bar and a blue bar, so that paper, anti-aliased ink and coloured ink all lie under the marks.
private func writeInkPage(to url: URL) {
    let surface = cairo_pdf_surface_create(url.path, 400, 600)
    let cr = cairo_create(surface)
    cairo_select_font_face(cr, "serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(cr, 13)
    for line in 0..<20 {
        if line == 7 { cairo_set_source_rgb(cr, 0.8, 0.1, 0.1) } else { cairo_set_source_rgb(cr, 0, 0, 0) }
        cairo_move_to(cr, 30, 60 + Double(line) * 17)
        cairo_show_text(cr, "Marked passages of a book, line \(line): quick brown foxes jump.")
    }
    cairo_set_source_rgb(cr, 0.5, 0.5, 0.5)
    cairo_rectangle(cr, 30, 440, 340, 30)
    cairo_fill(cr)
    cairo_set_source_rgb(cr, 0.2, 0.4, 0.9)
    cairo_rectangle(cr, 30, 490, 340, 30)
    cairo_fill(cr)
    cairo_show_page(cr)
    cairo_destroy(cr)
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
}

/// What a highlighted page must look like, worked out pixel by pixel from the plain page, apart from the
/// painter: each pixel under marks is multiplied once by the product of the distinct colours over it (a colour
/// twice counts once), the marks snapped outwards to whole pixels; the rest is left alone.
enum HighlightReference {
    static func factors(_ colour: HighlightColour) -> (UInt32, UInt32, UInt32) {
        let rgb = colour.rgb
        return (UInt32(rgb.red * 255), UInt32(rgb.green * 255), UInt32(rgb.blue * 255))
    }

    static func scaled(_ value: UInt32, _ factor: UInt32) -> UInt32 {
        let product = value * factor + 128
        return (product + (product >> 8)) >> 8
    }

    /// The plain page's pixels (ARGB32 words, row by row) with `highlights` painted as they must be.
    static func painted(_ plain: PageImage, _ highlights: [HighlightPaint], pageWidth: Double,
                        pageHeight: Double) -> [UInt32] {
        let scaleX = Double(plain.width) / pageWidth, scaleY = Double(plain.height) / pageHeight
        // Each pixel's colours as bits, in the order of `HighlightColour.allCases`.
        var covering = [UInt8](repeating: 0, count: plain.width * plain.height)
        for paint in highlights {
            let bit = UInt8(1) << HighlightColour.allCases.firstIndex(of: paint.colour)!
            for quad in paint.quads {
                guard let rect = quad.pageRect(pageHeight: pageHeight) else { continue }
                let left = max(0, Int((rect.x * scaleX).rounded(.down)))
                let right = min(plain.width, Int(((rect.x + rect.width) * scaleX).rounded(.up)))
                let top = max(0, Int((rect.y * scaleY).rounded(.down)))
                let bottom = min(plain.height, Int(((rect.y + rect.height) * scaleY).rounded(.up)))
                for y in Swift.stride(from: top, to: bottom, by: 1) {
                    for x in Swift.stride(from: left, to: right, by: 1) { covering[y * plain.width + x] |= bit }
                }
            }
        }
        var words = words(of: plain)
        for (index, bits) in covering.enumerated() where bits != 0 {
            var product: (UInt32, UInt32, UInt32) = (255, 255, 255)
            for (offset, colour) in HighlightColour.allCases.enumerated() where bits & (1 << offset) != 0 {
                let next = factors(colour)
                product = (scaled(product.0, next.0), scaled(product.1, next.1), scaled(product.2, next.2))
            }
            let pixel = words[index]
            words[index] = (pixel & 0xFF00_0000) | scaled((pixel >> 16) & 0xFF, product.0) << 16
                | scaled((pixel >> 8) & 0xFF, product.1) << 8 | scaled(pixel & 0xFF, product.2)
        }
        return words
    }

    /// The picture's pixels as ARGB32 words, row by row, without the rows' padding.
    static func words(of image: PageImage) -> [UInt32] {
        image.pixels.withUnsafeBytes { raw in
            (0..<image.height).flatMap { y in
                (0..<image.width).map { x in
                    raw.loadUnaligned(fromByteOffset: y * image.stride + x * 4, as: UInt32.self)
                }
            }
        }
    }

    /// `words` recoloured for `mode` as the rasterizer recolours a page without pictures.
    static func recoloured(_ words: [UInt32], width: Int, height: Int, mode: ColourMode) -> [UInt32] {
        var copy = words
        copy.withUnsafeMutableBytes { raw in
            PageRecolouring.recolour(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: width,
                                     height: height, stride: width * 4, map: ColourMap(mode), pictures: [])
        }
        return copy
    }
}

@Suite("Highlights painted into the page, pixel for pixel")
struct HighlightPaintingTests {
    typealias Reference = HighlightReference

    /// Words on the text lines in the five colours, some overlapping marks of their own colour (painted once)
    /// and some of others (multiplied together), a mark over the red line, both bars, and one past the edge.
    static let marks: [HighlightPaint] = {
        var paints: [HighlightPaint] = []
        for index in 0..<40 {
            let line = Double(index % 20), left = 28 + Double((index * 37) % 250)
            let top = 600 - (47 + line * 17)
            paints.append(HighlightPaint(quads: [HighlightQuad(x1: left, y1: top - 16.3, x2: left + 61.7, y2: top)!],
                                         colour: HighlightColour.allCases[index % 5]))
        }
        paints.append(HighlightPaint(quads: [HighlightQuad(x1: 40, y1: 90, x2: 300, y2: 160.5)!,
                                             HighlightQuad(x1: 120, y1: 60.2, x2: 420, y2: 100)!], colour: .blue))
        paints.append(HighlightPaint(quads: [HighlightQuad(x1: 100, y1: 70, x2: 200, y2: 95)!], colour: .yellow))
        paints.append(HighlightPaint(quads: [HighlightQuad(x1: 150, y1: 80, x2: 160, y2: 400)!], colour: .pink))
        paints.append(HighlightPaint(quads: [HighlightQuad(x1: -10, y1: -5, x2: 15.5, y2: 620)!], colour: .green))
        return paints
    }()

    private func open(_ folder: TemporaryFolder) throws -> PDFDocument {
        let url = folder.file("ink.pdf")
        writeInkPage(to: url)
        return try PDFDocument.open(url: url)
    }

    private func render(_ document: PDFDocument, box: Int, _ highlights: [HighlightPaint],
                        mode: ColourMode = .day) throws -> PageImage {
        let style = PageStyle(highlights: highlights).coloured(mode)
        return try #require(document.renderNow(RenderRequest(page: 0, boxWidth: box, boxHeight: box, style: style)))
    }

    private func mismatches(_ got: [UInt32], _ want: [UInt32]) -> Int {
        zip(got, want).filter { $0 != $1 }.count + abs(got.count - want.count)
    }

    @Test("Every pixel is the plain page's multiplied once by the colours over it, at several zooms",
          arguments: [300, 469, 717])
    func pixelForPixel(box: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = try open(folder)
        let plain = try render(document, box: box, [])
        let marked = try render(document, box: box, Self.marks)
        let want = Reference.painted(plain, Self.marks, pageWidth: 400, pageHeight: 600)
        #expect(want != Reference.words(of: plain), "the marks change the page")
        #expect(mismatches(Reference.words(of: marked), want) == 0)
    }

    @Test("Sepia and Night recolour the highlighted page, on its first render and after",
          arguments: [ColourMode.sepia, .night])
    func colourModes(mode: ColourMode) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = try open(folder)
        let plain = try render(document, box: 450, [])
        let day = Reference.painted(plain, Self.marks, pageWidth: 400, pageHeight: 600)
        let want = Reference.recoloured(day, width: plain.width, height: plain.height, mode: mode)
        for round in 0..<2 {
            let marked = try render(document, box: 450, Self.marks, mode: mode)
            #expect(mismatches(Reference.words(of: marked), want) == 0, "render \(round + 1) in \(mode)")
        }
    }

    @Test("The book keeps its pages' coverages, yet never paints stale marks: other marks, a zoom, a colour mode")
    func keptCoverages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let document = try open(folder)
        let other = Array(Self.marks.prefix(20)) + [HighlightPaint(
            quads: [HighlightQuad(x1: 30, y1: 100, x2: 370, y2: 180)!], colour: .purple)]
        var plains: [Int: PageImage] = [:]
        // Each step: the marks, the zoom, the colour mode, and whether the book already had that coverage.
        let steps: [(marks: [HighlightPaint], box: Int, mode: ColourMode, kept: Bool)] = [
            (Self.marks, 450, .day, false), (Self.marks, 450, .day, true), (other, 450, .day, false),
            (Self.marks, 450, .night, true), (other, 300, .day, false), (other, 450, .sepia, true),
            (Self.marks.map { $0 }, 300, .night, false), (Self.marks, 450, .day, true),
        ]
        for (index, step) in steps.enumerated() {
            let plain = try plains[step.box] ?? render(document, box: step.box, [])
            plains[step.box] = plain
            let made = document.highlightCoverages.made
            let marked = try render(document, box: step.box, step.marks, mode: step.mode)
            let day = Reference.painted(plain, step.marks, pageWidth: 400, pageHeight: 600)
            let want = step.mode == .day ? day : Reference.recoloured(day, width: plain.width, height: plain.height,
                                                                      mode: step.mode)
            #expect(mismatches(Reference.words(of: marked), want) == 0, "step \(index + 1)")
            #expect(document.highlightCoverages.made == made + (step.kept ? 0 : 1), "step \(index + 1)")
        }
    }
}
