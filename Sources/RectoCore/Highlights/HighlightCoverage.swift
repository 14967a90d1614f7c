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
                               height: height)
        guard !boxes.isEmpty else { return }
        // The boxes join the sweep in the order of their tops and leave it in the order of their bottoms; a band
        // runs from one top or bottom to the next.
        let arriving = boxes.sorted { $0.top < $1.top }, leaving = boxes.sorted { $0.bottom < $1.bottom }
        // About two spans and a band for each box, on pages of words; grown if not.
        spans.reserveCapacity(boxes.count * 3)
        bands.reserveCapacity(boxes.count)
        var sweep = Sweep(capacity: boxes.count * 2), next = 0, gone = 0
        var top = arriving[0].top
        while gone < leaving.count {
            while gone < leaving.count, leaving[gone].bottom <= top {
                sweep.remove(leaving[gone])
                gone += 1
            }
            while next < arriving.count, arriving[next].top <= top {
                sweep.insert(arriving[next])
                next += 1
            }
            guard gone < leaving.count else { break }
            let bottom = min(leaving[gone].bottom, next < arriving.count ? arriving[next].top : .max)
            appendBand(top: top, bottom: bottom, sweep)
            top = bottom
        }
    }

    /// The coverage of what `key` holds.
    public init(_ key: HighlightCoverageCache.Key) {
        self.init(key.highlights, pageHeight: key.pageHeight, scaleX: key.scaleX, scaleY: key.scaleY, width: key.width,
                  height: key.height)
    }

    /// The bit of `colour` in a span's `colours`: colours in the order of `HighlightColour.allCases`.
    public static func bit(of colour: HighlightColour) -> UInt8 {
        switch colour {
        case .yellow: 1
        case .green: 2
        case .blue: 4
        case .pink: 8
        case .purple: 16
        }
    }

    /// What a span's colours multiply a pixel by, per channel (0…255): the product of the colours in the order
    /// of `HighlightColour.allCases`, each step rounded to 8 bits as a pixel's channel is; for all 32 sets.
    public static let factors: [(red: UInt32, green: UInt32, blue: UInt32)] = (0..<32).map { set in
        var product: (red: UInt32, green: UInt32, blue: UInt32) = (255, 255, 255)
        for colour in HighlightColour.allCases where UInt8(set) & bit(of: colour) != 0 {
            let rgb = colour.rgb
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
        /// The colour's place in `HighlightColour.allCases`.
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
            let colour = bit(of: paint.colour).trailingZeroBitCount
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

    /// Cuts a band into spans: a sweep over the left and right edges of the boxes across it, counting each
    /// colour's boxes, so overlapping boxes of one colour make one span. The edges are kept in column order from
    /// band to band, each box's put in place as it comes and taken out as it goes, each packed in one integer
    /// (column, colour, left or right) so that the order and the search are plain integer comparisons.
    private struct Sweep {
        private var edges: [Int] = []

        init(capacity: Int) { edges.reserveCapacity(capacity) }

        /// The column in the high bits, then the colour's place (three bits), then 1 for a right edge.
        @inline(__always)
        private static func packed(_ x: Int, _ colour: Int, right: Bool) -> Int {
            x << 4 | colour << 1 | (right ? 1 : 0)
        }

        mutating func insert(_ box: Box) {
            place(Self.packed(box.left, box.colour, right: false))
            place(Self.packed(box.right, box.colour, right: true))
        }

        mutating func remove(_ box: Box) {
            take(Self.packed(box.left, box.colour, right: false))
            take(Self.packed(box.right, box.colour, right: true))
        }

        /// The first index whose edge is not below `edge`.
        private func index(of edge: Int) -> Int {
            var low = 0, high = edges.count
            while low < high {
                let middle = (low + high) / 2
                if edges[middle] < edge { low = middle + 1 } else { high = middle }
            }
            return low
        }

        private mutating func place(_ edge: Int) { edges.insert(edge, at: index(of: edge)) }

        private mutating func take(_ edge: Int) {
            let found = index(of: edge)
            if found < edges.count, edges[found] == edge { edges.remove(at: found) }
        }

        /// Appends the band's spans to `spans`, in column order.
        func spans(into spans: inout [Span]) {
            let bandStart = spans.count
            guard let first = edges.first else { return }
            // How many boxes of each colour cover the columns from `start` on, and which colours that makes.
            var counts = Counts(), colours: UInt8 = 0, start = first >> 4
            for edge in edges {
                let x = edge >> 4
                if x > start {
                    if colours != 0 {
                        HighlightCoverage.add(Span(left: start, right: x, colours: colours), to: &spans,
                                              bandStart: bandStart)
                    }
                    start = x
                }
                let colour = (edge >> 1) & 7
                if counts.add(edge & 1 == 0 ? 1 : -1, to: colour) {
                    colours |= 1 << colour
                } else {
                    colours &= ~(1 << colour)
                }
            }
        }
    }

    /// How many boxes of each of the five colours cover a column: in registers, not a vector written one lane at a
    /// time and read whole (which stalls on every edge).
    private struct Counts {
        private var yellow: Int32 = 0, green: Int32 = 0, blue: Int32 = 0, pink: Int32 = 0, purple: Int32 = 0

        /// Adds `step` to the count of the colour at `place`; whether any box of it is left.
        @inline(__always)
        mutating func add(_ step: Int32, to place: Int) -> Bool {
            switch place {
            case 0: yellow += step; return yellow > 0
            case 1: green += step; return green > 0
            case 2: blue += step; return blue > 0
            case 3: pink += step; return pink > 0
            default: purple += step; return purple > 0
            }
        }
    }

    /// Adds `span`, joined to the last one when that is of the same band (from `bandStart` on) and goes on from
    /// it in the same colours.
    fileprivate static func add(_ span: Span, to spans: inout [Span], bandStart: Int) {
        if spans.count > bandStart, let last = spans.last, last.right == span.left, last.colours == span.colours {
            spans[spans.count - 1] = Span(left: last.left, right: span.right, colours: span.colours)
        } else {
            spans.append(span)
        }
    }

    /// Adds the rows `top..<bottom` with the sweep's spans, written straight after the last band's: joined to
    /// that band when they go on from it with the same spans; rows under no mark are left out.
    private mutating func appendBand(top: Int, bottom: Int, _ sweep: Sweep) {
        let start = spans.count
        sweep.spans(into: &spans)
        guard spans.count > start else { return }
        if let last = bands.last, last.bottom == top, last.spanRange.count == spans.count - start,
           spans[last.spanRange].elementsEqual(spans[start...]) {
            spans.removeSubrange(start...)
            bands[bands.count - 1] = Band(top: last.top, bottom: bottom, spanRange: last.spanRange)
            return
        }
        bands.append(Band(top: top, bottom: bottom, spanRange: start..<spans.count))
    }
}
