import CPoppler
import RectoCore

/// Paints the reader's highlights into a rendered page, multiplied over it, so that white paper takes the
/// colour and dark text stays dark, whatever the zoom (the quads are in points, turned into the picture's pixels
/// by `HighlightCoverage`).
///
/// Speed: pixman has no fast path for the multiply operator (its general path costs tens of nanoseconds a
/// pixel, which made 200 highlights cost more than the page itself), so the pixels are multiplied here, in the
/// rendered picture. The coverage gives each marked pixel once, with the product of the colours over it, in
/// bands of rows: each row is visited once, all its spans in turn, while its cache lines are at hand. Four
/// pixels are multiplied at a time in 16-bit vector lanes, without a branch: white paper comes out as the colour
/// itself (255 × f / 255 is f exactly), and a branch on "is it paper" mispredicts all along a line of text.
enum HighlightPainter {
    /// Paints `highlights` into `surface`, the page's image surface (opaque premultiplied ARGB32, as the page is
    /// rendered on white), drawn `scaleX` × `scaleY` pixels a point from a page `pageHeight` points tall; the
    /// coverage is taken from `coverages` when it has it.
    static func paint(_ highlights: [HighlightPaint], into surface: OpaquePointer?, pageHeight: Double,
                      scaleX: Double, scaleY: Double, coverages: HighlightCoverageCache? = nil) {
        guard !highlights.isEmpty, let surface else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let key = HighlightCoverageCache.Key(highlights: highlights, pageHeight: pageHeight, scaleX: scaleX,
                                             scaleY: scaleY, width: width, height: height)
        paint(coverages?.coverage(for: key) ?? HighlightCoverage(key), into: surface)
    }

    /// Multiplies the pixels `coverage` gives by their colours, row by row.
    static func paint(_ coverage: HighlightCoverage, into surface: OpaquePointer) {
        guard !coverage.bands.isEmpty else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        defer { cairo_surface_mark_dirty(surface) }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let lanes = laneFactors, factors = HighlightCoverage.factors
        coverage.spans.withUnsafeBufferPointer { spans in
            for band in coverage.bands where band.top >= 0 && band.bottom <= height {
                for y in band.top..<band.bottom {
                    let row = UnsafeMutableRawPointer(data + y * stride)
                    for span in spans[band.spanRange] where span.left >= 0 && span.right <= width {
                        let set = Int(span.colours & 31)
                        multiply(row, from: span.left, to: span.right, lanes: lanes[set],
                                 factors: factors[set])
                    }
                }
            }
        }
    }

    /// Each colour set's factors as 16-bit lanes over four pixels. Little-endian ARGB32 is the bytes B, G, R, A:
    /// the low byte of each lane is blue or red (`even`), the high byte green or alpha (`odd`; alpha × 255 / 255
    /// stays itself).
    private static let laneFactors: [(even: SIMD8<UInt16>, odd: SIMD8<UInt16>)] = HighlightCoverage.factors.map {
        let blue = UInt16($0.blue), red = UInt16($0.red), green = UInt16($0.green)
        return (SIMD8(blue, red, blue, red, blue, red, blue, red), SIMD8(green, 255, green, 255, green, 255, green, 255))
    }

    /// Multiplies the pixels `left..<right` of `row` by a colour, four at a time in vector lanes; a span of fewer
    /// than four one by one.
    @inline(__always)
    private static func multiply(_ row: UnsafeMutableRawPointer, from left: Int, to right: Int,
                                 lanes: (even: SIMD8<UInt16>, odd: SIMD8<UInt16>),
                                 factors: (red: UInt32, green: UInt32, blue: UInt32)) {
        var offset = left &* 4
        let end = right &* 4
        guard end &- offset >= 16 else {
            while offset < end {
                let pixel = row.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                row.storeBytes(of: multiplied(pixel, factors), toByteOffset: offset, as: UInt32.self)
                offset &+= 4
            }
            return
        }
        // The span's last four pixels are read before the loop reaches them and stored after it, over whatever
        // of them the loop already did (the same values, from the same pixels): no pixel is left to do alone.
        let lastOffset = end &- 16
        let last = row.loadUnaligned(fromByteOffset: lastOffset, as: SIMD8<UInt16>.self)
        while offset < lastOffset {
            let pixels = row.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
            row.storeBytes(of: multiplied(pixels, lanes.even, lanes.odd), toByteOffset: offset, as: SIMD8<UInt16>.self)
            offset &+= 16
        }
        row.storeBytes(of: multiplied(last, lanes.even, lanes.odd), toByteOffset: lastOffset, as: SIMD8<UInt16>.self)
    }

    /// Four pixels as 16-bit lanes multiplied by a colour, each channel as `HighlightCoverage.scaled` does it:
    /// `(t + t >> 8) >> 8` is `t × 257 >> 16` for every 16-bit `t`, which the compiler makes one high multiply.
    @inline(__always)
    private static func multiplied(_ lanes: SIMD8<UInt16>, _ evenFactors: SIMD8<UInt16>,
                                   _ oddFactors: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let even = (lanes & SIMD8(repeating: 0x00FF)) &* evenFactors &+ 128
        let odd = (lanes &>> 8) &* oddFactors &+ 128
        return times257HighHalf(even) | times257HighHalf(odd) &<< 8
    }

    /// `t × 257 >> 16`, lane by lane.
    @inline(__always)
    private static func times257HighHalf(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: t) &* 257) &>> 16)
    }

    /// One pixel multiplied by a colour, channel by channel; its alpha kept.
    @inline(__always)
    private static func multiplied(_ pixel: UInt32, _ factors: (red: UInt32, green: UInt32, blue: UInt32)) -> UInt32 {
        let red = HighlightCoverage.scaled((pixel >> 16) & 0xFF, factors.red)
        let green = HighlightCoverage.scaled((pixel >> 8) & 0xFF, factors.green)
        let blue = HighlightCoverage.scaled(pixel & 0xFF, factors.blue)
        return (pixel & 0xFF00_0000) | (red << 16) | (green << 8) | blue
    }
}
