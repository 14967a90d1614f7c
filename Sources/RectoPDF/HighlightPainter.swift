import CPoppler
import RectoCore

/// Paints the reader's highlights into a rendered page, multiplied over it, so that white paper takes the
/// colour and dark text stays dark, whatever the zoom (the quads are in points, turned into the picture's pixels
/// here).
///
/// Speed: pixman has no fast path for the multiply operator (its general path costs tens of nanoseconds a
/// pixel, which made 200 highlights cost more than the page itself). So each colour's quads are snapped to whole
/// device pixels and merged into a region of non-overlapping boxes (overlapping marks of one colour do not darken
/// twice); the colours' regions are then cut into disjoint pieces, each with the product of the colours over it,
/// so every pixel of the picture is visited once however many marks lie on it. The pixels are multiplied here
/// directly in the rendered picture, and a run of white paper (most of a text line's box) simply becomes the
/// colour.
enum HighlightPainter {
    typealias Factors = (red: UInt32, green: UInt32, blue: UInt32)

    /// Paints `highlights` on a context scaled to page points, on a page `pageHeight` points tall.
    static func paint(_ highlights: [HighlightPaint], on cr: OpaquePointer?, pageHeight: Double) {
        guard !highlights.isEmpty, let cr, let surface = cairo_get_target(cr),
              let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pieces = disjointPieces(colourRegions(highlights, on: cr, pageHeight: pageHeight, width: width,
                                                  height: height))
        guard !pieces.isEmpty else { return }
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        for piece in pieces {
            defer { cairo_region_destroy(piece.region) }
            for index in 0..<cairo_region_num_rectangles(piece.region) {
                var box = cairo_rectangle_int_t()
                cairo_region_get_rectangle(piece.region, index, &box)
                multiply(data, stride: stride, width: width, height: height, box: box, by: piece.factors)
            }
        }
    }

    /// Each colour's marks as one region of whole device pixels, cut to the picture; in the colours' order.
    private static func colourRegions(_ highlights: [HighlightPaint], on cr: OpaquePointer, pageHeight: Double,
                                      width: Int, height: Int) -> [(region: OpaquePointer, factors: Factors)] {
        var regions: [HighlightColor: OpaquePointer] = [:]
        for paint in highlights {
            for quad in paint.quads {
                guard let rect = quad.pageRect(pageHeight: pageHeight) else { continue }
                var x1 = rect.x, y1 = rect.y, x2 = rect.x + rect.width, y2 = rect.y + rect.height
                cairo_user_to_device(cr, &x1, &y1)
                cairo_user_to_device(cr, &x2, &y2)
                guard var box = pixelBox(x1, y1, x2, y2) else { continue }
                let region = regions[paint.color] ?? cairo_region_create()!
                regions[paint.color] = region
                cairo_region_union_rectangle(region, &box)
            }
        }
        var picture = cairo_rectangle_int_t(x: 0, y: 0, width: Int32(width), height: Int32(height))
        return HighlightColor.allCases.compactMap { color in
            guard let region = regions[color] else { return nil }
            cairo_region_intersect_rectangle(region, &picture)
            let rgb = color.rgb
            return (region, (UInt32(rgb.red * 255), UInt32(rgb.green * 255), UInt32(rgb.blue * 255)))
        }
    }

    /// The colours' regions cut into pieces that do not overlap, each with the product of the colours covering
    /// it (at most 31 pieces for five colours). Takes ownership of the regions given; the caller destroys the
    /// pieces'.
    private static func disjointPieces(_ colours: [(region: OpaquePointer, factors: Factors)])
        -> [(region: OpaquePointer, factors: Factors)]
    {
        var pieces: [(region: OpaquePointer, factors: Factors)] = []
        let covered = cairo_region_create()!
        defer { cairo_region_destroy(covered) }
        for (region, factors) in colours {
            var next: [(region: OpaquePointer, factors: Factors)] = []
            for piece in pieces {
                let both = cairo_region_copy(piece.region)!
                cairo_region_intersect(both, region)
                keep(both, combined(piece.factors, factors), in: &next)
                cairo_region_subtract(piece.region, region)
                keep(piece.region, piece.factors, in: &next)
            }
            let alone = cairo_region_copy(region)!
            cairo_region_subtract(alone, covered)
            keep(alone, factors, in: &next)
            cairo_region_union(covered, region)
            cairo_region_destroy(region)
            pieces = next
        }
        return pieces
    }

    private static func keep(_ region: OpaquePointer, _ factors: Factors,
                             in pieces: inout [(region: OpaquePointer, factors: Factors)]) {
        if cairo_region_is_empty(region) != 0 {
            cairo_region_destroy(region)
        } else {
            pieces.append((region, factors))
        }
    }

    private static func combined(_ lhs: Factors, _ rhs: Factors) -> Factors {
        (scaled(lhs.red, rhs.red), scaled(lhs.green, rhs.green), scaled(lhs.blue, rhs.blue))
    }

    /// Multiplies the pixels of `box` (opaque premultiplied ARGB32, as the page is rendered on white) by a colour.
    /// Four pixels at a time: white paper (most of a text line's box) becomes the colour with two stores; ink is
    /// multiplied in 16-bit vector lanes, one instruction for all four pixels' blue and red channels, one for
    /// their green and alpha (alpha times 255/255 stays itself).
    private static func multiply(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int,
                                 box: cairo_rectangle_int_t, by factors: Factors) {
        let left = max(0, Int(box.x)), right = min(width, Int(box.x) + Int(box.width))
        let top = max(0, Int(box.y)), bottom = min(height, Int(box.y) + Int(box.height))
        guard left < right, top < bottom else { return }
        let tinted = UInt64(0xFF00_0000 | (factors.red << 16) | (factors.green << 8) | factors.blue)
        let tintedPair = tinted << 32 | tinted
        // Little-endian ARGB32 is the bytes B, G, R, A: the low byte of each 16-bit lane is blue or red.
        let evenFactors = SIMD8<UInt16>(UInt16(factors.blue), UInt16(factors.red), UInt16(factors.blue),
                                        UInt16(factors.red), UInt16(factors.blue), UInt16(factors.red),
                                        UInt16(factors.blue), UInt16(factors.red))
        let oddFactors = SIMD8<UInt16>(UInt16(factors.green), 255, UInt16(factors.green), 255,
                                       UInt16(factors.green), 255, UInt16(factors.green), 255)
        let count = right - left
        let quadsEnd = (count & ~3) * 4
        for y in top..<bottom {
            let row = UnsafeMutableRawPointer(data + y * stride) + left * 4
            var offset = 0
            while offset < quadsEnd {
                let a = row.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let b = row.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                if a & b == UInt64.max {
                    row.storeBytes(of: tintedPair, toByteOffset: offset, as: UInt64.self)
                    row.storeBytes(of: tintedPair, toByteOffset: offset + 8, as: UInt64.self)
                } else {
                    let lanes = row.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
                    row.storeBytes(of: multiplied(lanes, evenFactors, oddFactors), toByteOffset: offset,
                                   as: SIMD8<UInt16>.self)
                }
                offset += 16
            }
            while offset < count * 4 {
                let pixel = row.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                row.storeBytes(of: multiplied(pixel, factors), toByteOffset: offset, as: UInt32.self)
                offset += 4
            }
        }
    }

    /// Four pixels as 16-bit lanes multiplied by a colour, each channel as `scaled` does it.
    @inline(__always)
    private static func multiplied(_ lanes: SIMD8<UInt16>, _ evenFactors: SIMD8<UInt16>,
                                   _ oddFactors: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let even = (lanes & SIMD8(repeating: 0x00FF)) &* evenFactors &+ 128
        let odd = (lanes &>> 8) &* oddFactors &+ 128
        return ((even &+ (even &>> 8)) &>> 8) | ((odd &+ (odd &>> 8)) & SIMD8(repeating: 0xFF00))
    }

    /// One pixel multiplied by a colour, channel by channel; its alpha kept.
    @inline(__always)
    private static func multiplied(_ pixel: UInt32, _ factors: Factors) -> UInt32 {
        let r = scaled((pixel >> 16) & 0xFF, factors.red)
        let g = scaled((pixel >> 8) & 0xFF, factors.green)
        let b = scaled(pixel & 0xFF, factors.blue)
        return (pixel & 0xFF00_0000) | (r << 16) | (g << 8) | b
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
