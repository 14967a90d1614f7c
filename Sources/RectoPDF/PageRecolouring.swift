import CPoppler
import Foundation
import RectoCore

/// Recolours a rendered page for its colour mode (Day leaves it alone), on the render worker, right after
/// poppler drew it: text and line art through the mode's map, the page's pictures (poppler's image mapping)
/// through the picture map, which keeps their colours (dimmed a little in Night). The result is cached like any
/// render, so a mode change re-renders and nothing is recoloured per frame.
enum PageRecolouring {
    /// A picture's place on the page, in pixels of the surface: columns `left..<right`, rows `top..<bottom`.
    struct PictureArea: Equatable {
        var left: Int, top: Int, right: Int, bottom: Int
    }

    /// Recolours `surface` (ARGB32, opaque: poppler drew on white) for `mode`, keeping `areas` (page points) as
    /// pictures in Night; the page's points map to pixels by `scaleX` and `scaleY`.
    static func apply(
        _ mode: ColourMode, to surface: OpaquePointer?, pictures areas: [PictureAreaCache.Area], scaleX: Double,
        scaleY: Double
    ) {
        guard mode != .day, let surface else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Only Night treats pictures apart; Sepia warms the whole page, pictures too, as a tinted print would.
        let pictures = mode == .night ? areas.compactMap { pixels(of: $0, scaleX: scaleX, scaleY: scaleY) } : []
        recolour(data, width: width, height: height, stride: stride, map: ColourMap(mode), pictures: pictures)
        cairo_surface_mark_dirty(surface)
    }

    /// The areas of `page` that Night keeps as pictures: poppler's image mapping, or none when they cover so
    /// much of the page that it is a scan (`PictureCoverage`), to be recoloured as text.
    static func keptPictureAreas(of page: OpaquePointer) -> [PictureAreaCache.Area] {
        let areas = pictureAreas(of: page)
        guard !areas.isEmpty else { return [] }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        let rectangles = areas.map { PageRect(x: $0.x1, y: $0.y1, width: $0.x2 - $0.x1, height: $0.y2 - $0.y1) }
        return PictureCoverage.isScan(rectangles, page: Size(width: width, height: height)) ? [] : areas
    }

    /// Where `page`'s pictures are, in points. Poppler's image mapping has its origin at the top left, the
    /// way the page is drawn.
    static func pictureAreas(of page: OpaquePointer) -> [PictureAreaCache.Area] {
        guard let list = poppler_page_get_image_mapping(page) else { return [] }
        defer { poppler_page_free_image_mapping(list) }
        var areas: [PictureAreaCache.Area] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let mapping = current.pointee.data?.assumingMemoryBound(to: PopplerImageMapping.self) {
                let area = mapping.pointee.area
                areas.append(.init(x1: min(area.x1, area.x2), y1: min(area.y1, area.y2), x2: max(area.x1, area.x2),
                                   y2: max(area.y1, area.y2)))
            }
            node = current.pointee.next
        }
        return areas
    }

    /// `area` in whole pixels of the surface, rounded inwards: a pixel the picture only partly covers is mostly
    /// paper, and recoloured as paper (else a light seam would frame the picture at night).
    static func pixels(of area: PictureAreaCache.Area, scaleX: Double, scaleY: Double) -> PictureArea? {
        func pixel(_ value: Double, _ scale: Double, _ round: FloatingPointRoundingRule) -> Int {
            let scaled = (value * scale).rounded(round)
            guard scaled.isFinite else { return 0 }
            return Int(min(max(scaled, -1e9), 1e9))
        }
        let result = PictureArea(left: pixel(area.x1, scaleX, .up), top: pixel(area.y1, scaleY, .up),
                                 right: pixel(area.x2, scaleX, .down), bottom: pixel(area.y2, scaleY, .down))
        return result.right > result.left && result.bottom > result.top ? result : nil
    }

    /// Maps every pixel of the image at `data`: those inside `pictures` through `map.picture`, the rest through
    /// `map.text`. A page is mostly one colour (its paper), so the last pixel's answer is kept and reused.
    static func recolour(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, map: ColourMap,
        pictures: [PictureArea]
    ) {
        let clipped = pictures.compactMap { area -> PictureArea? in
            let result = PictureArea(left: max(area.left, 0), top: max(area.top, 0), right: min(area.right, width),
                                     bottom: min(area.bottom, height))
            return result.right > result.left && result.bottom > result.top ? result : nil
        }
        var spans: [(Int, Int)] = []
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).bindMemory(to: UInt32.self, capacity: width)
            spans.removeAll(keepingCapacity: true)
            for area in clipped where area.top <= y && y < area.bottom { spans.append((area.left, area.right)) }
            if spans.isEmpty {
                mapText(row, from: 0, to: width, map: map)
                continue
            }
            // Each column once: text up to a picture, the picture, text after the last one.
            spans.sort { $0.0 < $1.0 }
            var x = 0
            for (left, right) in spans {
                if left > x { mapText(row, from: x, to: left, map: map) }
                let start = max(left, x)
                if right > start { mapPicture(row, from: start, to: right, map: map) }
                x = max(x, right)
            }
            if x < width { mapText(row, from: x, to: width, map: map) }
        }
    }

    private static func mapText(_ row: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int, map: ColourMap) {
        switch map.mode {
        case .day: return
        case .night: map.lumaTable.withUnsafeBufferPointer { nightText(row, start, end, $0) }
        case .sepia:
            map.redTable.withUnsafeBufferPointer { red in
                map.greenTable.withUnsafeBufferPointer { green in
                    map.blueTable.withUnsafeBufferPointer { blue in sepia(row, start, end, red, green, blue) }
                }
            }
        }
    }

    /// Night's text map (`ColourMap.text`) unrolled over a row: greys through the table, colours shifted by the
    /// change of their luma; the last pixel's answer reused, as a page is mostly paper.
    private static func nightText(
        _ row: UnsafeMutablePointer<UInt32>, _ start: Int, _ end: Int, _ luma: UnsafeBufferPointer<UInt8>
    ) {
        var lastIn: UInt32 = 0, lastOut: UInt32 = 0, known = false
        for x in start..<end {
            let pixel = row[x]
            if known, pixel == lastIn {
                row[x] = lastOut
                continue
            }
            let red = Int((pixel >> 16) & 0xFF), green = Int((pixel >> 8) & 0xFF), blue = Int(pixel & 0xFF)
            let out: UInt32
            if red == green, green == blue {
                let value = UInt32(luma[red])
                out = (pixel & 0xFF00_0000) | value << 16 | value << 8 | value
            } else {
                let old = (77 * red + 150 * green + 29 * blue) >> 8
                let shift = Int(luma[old]) - old
                out = (pixel & 0xFF00_0000) | UInt32(ColourMap.clamp(red + shift)) << 16
                    | UInt32(ColourMap.clamp(green + shift)) << 8 | UInt32(ColourMap.clamp(blue + shift))
            }
            row[x] = out
            lastIn = pixel
            lastOut = out
            known = true
        }
    }

    private static func sepia(
        _ row: UnsafeMutablePointer<UInt32>, _ start: Int, _ end: Int, _ red: UnsafeBufferPointer<UInt8>,
        _ green: UnsafeBufferPointer<UInt8>, _ blue: UnsafeBufferPointer<UInt8>
    ) {
        var lastIn: UInt32 = 0, lastOut: UInt32 = 0, known = false
        for x in start..<end {
            let pixel = row[x]
            if known, pixel == lastIn {
                row[x] = lastOut
                continue
            }
            let out = (pixel & 0xFF00_0000) | UInt32(red[Int((pixel >> 16) & 0xFF)]) << 16
                | UInt32(green[Int((pixel >> 8) & 0xFF)]) << 8 | UInt32(blue[Int(pixel & 0xFF)])
            row[x] = out
            lastIn = pixel
            lastOut = out
            known = true
        }
    }

    private static func mapPicture(_ row: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int, map: ColourMap) {
        for x in start..<end {
            let pixel = row[x]
            let (red, green, blue) = map.picture(UInt8(truncatingIfNeeded: pixel >> 16),
                                                 UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel))
            row[x] = (pixel & 0xFF00_0000) | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }
}
