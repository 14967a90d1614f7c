import CPoppler
import RectoCore

/// Paints the reader's highlights into a rendered page, multiplied over it, so that white paper takes the
/// colour and dark text stays dark, whatever the zoom (the quads are in points, turned into the picture's pixels
/// here).
///
/// Speed: pixman has no fast path for the multiply operator (its general path costs tens of nanoseconds a
/// pixel, which made 200 highlights cost more than the page itself). So each colour's quads are snapped to whole
/// device pixels, merged into a region of non-overlapping boxes (overlapping marks of one colour do not darken
/// twice), and those pixels are multiplied here directly in the rendered picture: a few integer operations each.
enum HighlightPainter {
    /// Paints `highlights` on a context scaled to page points, on a page `pageHeight` points tall.
    static func paint(_ highlights: [HighlightPaint], on cr: OpaquePointer?, pageHeight: Double) {
        guard !highlights.isEmpty, let cr else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var regions: [HighlightColor: OpaquePointer] = [:]
        for paint in highlights {
            for quad in paint.quads {
                guard let rect = quad.pageRect(pageHeight: pageHeight) else { continue }
                var x1 = rect.x, y1 = rect.y, x2 = rect.x + rect.width, y2 = rect.y + rect.height
                cairo_user_to_device(cr, &x1, &y1)
                cairo_user_to_device(cr, &x2, &y2)
                guard let box = pixelBox(x1, y1, x2, y2) else { continue }
                var value = box
                let region = regions[paint.color] ?? cairo_region_create()!
                regions[paint.color] = region
                cairo_region_union_rectangle(region, &value)
            }
        }
        guard !regions.isEmpty, let surface = cairo_get_target(cr) else {
            regions.values.forEach { cairo_region_destroy($0) }
            return
        }
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            regions.values.forEach { cairo_region_destroy($0) }
            return
        }
        for color in HighlightColor.allCases {
            guard let region = regions[color] else { continue }
            defer { cairo_region_destroy(region) }
            let rgb = color.rgb
            let factors = (UInt32(rgb.red * 255), UInt32(rgb.green * 255), UInt32(rgb.blue * 255))
            for index in 0..<cairo_region_num_rectangles(region) {
                var box = cairo_rectangle_int_t()
                cairo_region_get_rectangle(region, index, &box)
                multiply(data, stride: stride, width: width, height: height, box: box, by: factors)
            }
        }
    }

    /// Multiplies the pixels of `box` (opaque premultiplied ARGB32, as the page is rendered on white) by a colour.
    private static func multiply(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int,
                                 box: cairo_rectangle_int_t, by factors: (UInt32, UInt32, UInt32)) {
        let left = max(0, Int(box.x)), right = min(width, Int(box.x) + Int(box.width))
        let top = max(0, Int(box.y)), bottom = min(height, Int(box.y) + Int(box.height))
        guard left < right, top < bottom else { return }
        let (red, green, blue) = factors
        for y in top..<bottom {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in left..<right {
                let pixel = row[x]
                let r = scaled((pixel >> 16) & 0xFF, red)
                let g = scaled((pixel >> 8) & 0xFF, green)
                let b = scaled(pixel & 0xFF, blue)
                row[x] = (pixel & 0xFF00_0000) | (r << 16) | (g << 8) | b
            }
        }
    }

    /// `value × factor / 255`, rounded, without a division (the usual exact trick for 8-bit channels).
    @inline(__always)
    private static func scaled(_ value: UInt32, _ factor: UInt32) -> UInt32 {
        let product = value &* factor &+ 128
        return (product &+ (product >> 8)) >> 8
    }

    /// The whole pixels covering a device-space rectangle, clamped so no coordinate overflows an Int32.
    private static func pixelBox(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> cairo_rectangle_int_t? {
        let limit = 1_000_000.0
        func clamp(_ value: Double) -> Double { min(max(value, -limit), limit) }
        let left = clamp(min(x1, x2).rounded(.down)), right = clamp(max(x1, x2).rounded(.up))
        let top = clamp(min(y1, y2).rounded(.down)), bottom = clamp(max(y1, y2).rounded(.up))
        guard right > left, bottom > top else { return nil }
        return cairo_rectangle_int_t(x: Int32(left), y: Int32(top), width: Int32(right - left), height: Int32(bottom - top))
    }
}
