/// Which pixels of a page's picture lie under highlights, and under which colours: the marks snapped outwards to
/// whole pixels, cut to the picture, then cut into bands of rows and, across each band, spans of columns that
/// do not overlap, each with the set of colours over it. A pixel under two marks of one colour is in one span
/// of that colour (painted once); under two colours, in one span of both (their product, painted once).
///
/// The painter walks the bands top to bottom and each band's rows once, every span of a row in turn, so a row
/// of the picture is read and written in one pass whatever the number of marks and colours on it.
public struct HighlightCoverage: Sendable, Equatable {
    /// Rows `top..<bottom`, all with the same spans: `spans[spanRange]`.
    public struct Band: Sendable, Equatable {
        public let top: Int
        public let bottom: Int
        public let spanRange: Range<Int>
    }

    /// Columns `left..<right`, under the colours whose bits `colours` holds (`HighlightCoverage.bit(of:)`).
    public struct Span: Sendable, Equatable {
        public let left: Int
        public let right: Int
        public let colours: UInt8
    }

    public private(set) var bands: [Band] = []
    public private(set) var spans: [Span] = []

    /// `highlights` (quads in PDF points) on a page `pageHeight` points tall, drawn `scaleX` × `scaleY` pixels a
    /// point into a picture `width` × `height` pixels.
    public init(_ highlights: [HighlightPaint], pageHeight: Double, scaleX: Double, scaleY: Double, width: Int,
                height: Int) {
        let boxes = Self.boxes(highlights, pageHeight: pageHeight, scaleX: scaleX, scaleY: scaleY, width: width,
                               height: height).sorted { $0.top < $1.top }
        guard !boxes.isEmpty else { return }
        // Every top and bottom is where a band may start or end.
        var edges = boxes.flatMap { [$0.top, $0.bottom] }
        edges.sort()
        var active: [Box] = [], next = 0, rowSpans: [Span] = []
        var top = edges[0]
        for edge in edges.dropFirst() where edge > top {
            while next < boxes.count, boxes[next].top <= top {
                active.append(boxes[next])
                next += 1
            }
            active.removeAll { $0.bottom <= top }
            Self.spans(across: active, into: &rowSpans)
            append(top: top, bottom: edge, rowSpans)
            top = edge
        }
    }

    /// The bit of `color` in a span's `colours`: colours in the order of `HighlightColor.allCases`.
    public static func bit(of color: HighlightColor) -> UInt8 {
        UInt8(1) << UInt8(HighlightColor.allCases.firstIndex(of: color) ?? 0)
    }

    /// What a span's colours multiply a pixel by, per channel (0…255): the product of the colours in the order
    /// of `HighlightColor.allCases`, each step rounded to 8 bits as a pixel's channel is; for all 32 sets.
    public static let factors: [(red: UInt32, green: UInt32, blue: UInt32)] = (0..<32).map { set in
        var product: (red: UInt32, green: UInt32, blue: UInt32) = (255, 255, 255)
        for color in HighlightColor.allCases where UInt8(set) & bit(of: color) != 0 {
            let rgb = color.rgb
            product = (scaled(product.red, UInt32(rgb.red * 255)), scaled(product.green, UInt32(rgb.green * 255)),
                       scaled(product.blue, UInt32(rgb.blue * 255)))
        }
        return product
    }

    /// `value × factor / 255`, rounded, without a division (exact for 8-bit channels).
    @inline(__always)
    public static func scaled(_ value: UInt32, _ factor: UInt32) -> UInt32 {
        let product = value &* factor &+ 128
        return (product &+ (product >> 8)) >> 8
    }

    /// A mark's rectangle in whole pixels of the picture, with its colour.
    private struct Box {
        var left: Int, top: Int, right: Int, bottom: Int
        /// The colour's place in `HighlightColor.allCases`.
        var colour: Int
    }

    /// Each quad as the whole pixels covering it, cut to the picture; empty ones dropped.
    private static func boxes(_ highlights: [HighlightPaint], pageHeight: Double, scaleX: Double, scaleY: Double,
                              width: Int, height: Int) -> [Box] {
        // Clamped before the conversion, so no coordinate overflows.
        let limit = 1_000_000.0
        func pixel(_ value: Double, _ rule: FloatingPointRoundingRule, _ size: Int) -> Int {
            guard !value.isNaN else { return 0 }
            return min(max(Int(min(max(value, -limit), limit).rounded(rule)), 0), size)
        }
        var boxes: [Box] = []
        boxes.reserveCapacity(highlights.count)
        for paint in highlights {
            let colour = HighlightColor.allCases.firstIndex(of: paint.color) ?? 0
            for quad in paint.quads {
                guard let rect = quad.pageRect(pageHeight: pageHeight) else { continue }
                let x1 = rect.x * scaleX, x2 = (rect.x + rect.width) * scaleX
                let y1 = rect.y * scaleY, y2 = (rect.y + rect.height) * scaleY
                let box = Box(left: pixel(min(x1, x2), .down, width), top: pixel(min(y1, y2), .down, height),
                              right: pixel(max(x1, x2), .up, width), bottom: pixel(max(y1, y2), .up, height),
                              colour: colour)
                if box.right > box.left, box.bottom > box.top { boxes.append(box) }
            }
        }
        return boxes
    }

    /// The spans across a band covered by `active`: a sweep over the boxes' left and right edges, counting each
    /// colour's boxes, so overlapping boxes of one colour make one span.
    private static func spans(across active: [Box], into spans: inout [Span]) {
        spans.removeAll(keepingCapacity: true)
        guard !active.isEmpty else { return }
        // (column, colour's place, +1 for a left edge or -1 for a right one), in column order.
        var edges: [(x: Int, colour: Int, step: Int)] = []
        edges.reserveCapacity(active.count * 2)
        for box in active {
            edges.append((box.left, box.colour, 1))
            edges.append((box.right, box.colour, -1))
        }
        edges.sort { $0.x < $1.x }
        // How many boxes of each colour cover the columns from `start` on.
        var counts = SIMD8<Int32>(), colours: UInt8 = 0, start = edges[0].x, index = 0
        while index < edges.count {
            let x = edges[index].x
            if colours != 0, x > start { add(Span(left: start, right: x, colours: colours), to: &spans) }
            while index < edges.count, edges[index].x == x {
                counts[edges[index].colour] += Int32(edges[index].step)
                index += 1
            }
            colours = 0
            for colour in 0..<HighlightColor.allCases.count where counts[colour] > 0 { colours |= 1 << colour }
            start = x
        }
    }

    /// Adds `span`, joined to the last one when it goes on from it in the same colours.
    private static func add(_ span: Span, to spans: inout [Span]) {
        if let last = spans.last, last.right == span.left, last.colours == span.colours {
            spans[spans.count - 1] = Span(left: last.left, right: span.right, colours: span.colours)
        } else {
            spans.append(span)
        }
    }

    /// Adds the rows `top..<bottom` with `rowSpans`, joined to the last band when it goes on from it with the same
    /// spans; rows under no mark are left out.
    private mutating func append(top: Int, bottom: Int, _ rowSpans: [Span]) {
        guard !rowSpans.isEmpty else { return }
        if let last = bands.last, last.bottom == top, spans[last.spanRange].elementsEqual(rowSpans) {
            bands[bands.count - 1] = Band(top: last.top, bottom: bottom, spanRange: last.spanRange)
            return
        }
        let start = spans.count
        spans.append(contentsOf: rowSpans)
        bands.append(Band(top: top, bottom: bottom, spanRange: start..<spans.count))
    }
}
