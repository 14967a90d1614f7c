import CPoppler
import Foundation
import RectoCore

/// Recolours a rendered page for its colour mode (Day leaves it alone), on the render worker, right after
/// poppler drew it: text and line art through the mode's map, the page's pictures (poppler's image mapping)
/// through the picture map, which keeps their colours (dimmed a little in Night). The result is cached like any
/// render, so a mode change re-renders and nothing is recoloured per frame.
public enum PageRecolouring {
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

    /// Maps every pixel of the image at `data` as text (a page without pictures): for the benchmark.
    public static func recolour(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, map: ColourMap
    ) {
        recolour(data, width: width, height: height, stride: stride, map: map, pictures: [])
    }

    /// Maps every pixel of the image at `data`: those inside `pictures` through `map.picture`, the rest through
    /// `map.text`, four pixels at a time (`RecolouringLanes`).
    static func recolour(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, map: ColourMap,
        pictures: [PictureArea]
    ) {
        switch map.mode {
        case .day: return
        case .sepia:
            recolour(data, width: width, height: height, stride: stride, text: SepiaLanes(), picture: SepiaLanes(),
                     pictures: [])
        case .night:
            recolour(data, width: width, height: height, stride: stride, text: NightTextLanes(),
                     picture: NightPictureLanes(), pictures: pictures)
        }
    }

    private static func recolour<Text: RecolouringLanes, Picture: RecolouringLanes>(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, text: Text, picture: Picture,
        pictures: [PictureArea]
    ) {
        let clipped = pictures.compactMap { area -> PictureArea? in
            let result = PictureArea(left: max(area.left, 0), top: max(area.top, 0), right: min(area.right, width),
                                     bottom: min(area.bottom, height))
            return result.right > result.left && result.bottom > result.top ? result : nil
        }
        var spans: [(Int, Int)] = []
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride)
            spans.removeAll(keepingCapacity: true)
            for area in clipped where area.top <= y && y < area.bottom { spans.append((area.left, area.right)) }
            if spans.isEmpty {
                text.mapRow(row, from: 0, to: width)
                continue
            }
            // Each column once: text up to a picture, the picture, text after the last one.
            spans.sort { $0.0 < $1.0 }
            var x = 0
            for (left, right) in spans {
                if left > x { text.mapRow(row, from: x, to: left) }
                let start = max(left, x)
                if right > start { picture.mapRow(row, from: start, to: right) }
                x = max(x, right)
            }
            if x < width { text.mapRow(row, from: x, to: width) }
        }
    }
}
