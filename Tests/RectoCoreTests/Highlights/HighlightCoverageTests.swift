import Testing
import RectoCore

@Suite("Highlights as pixels: bands and spans, and the coverages a book keeps")
struct HighlightCoverageTests {
    typealias Data = HighlightTestData
    typealias Span = HighlightCoverage.Span

    /// A mark over top-left page points (`x`, `top`)–(`x + width`, `top + height`) on the 600-point page.
    static func paint(_ x: Double, _ top: Double, width: Double, height: Double = 12,
                      _ colour: HighlightColour = .yellow) -> HighlightPaint {
        HighlightPaint(quads: [Data.quad(x, top, width: width, height: height)], colour: colour)
    }

    /// The spans of the rows `y`, band by band, as (left, right, colours).
    static func spans(_ coverage: HighlightCoverage, row y: Int) -> [[Int]] {
        guard let band = coverage.bands.first(where: { $0.top <= y && y < $0.bottom }) else { return [] }
        return coverage.spans[band.spanRange].map { [$0.left, $0.right, Int($0.colours)] }
    }

    static func coverage(_ paints: [HighlightPaint], scale: Double = 1, width: Int = 400,
                         height: Int = 600) -> HighlightCoverage {
        HighlightCoverage(paints, pageHeight: 600, scaleX: scale, scaleY: scale, width: width, height: height)
    }

    @Test("Marks of one colour that overlap make one span; two colours, a span of both between their own")
    func overlaps() {
        let yellow = HighlightCoverage.bit(of: .yellow), blue = HighlightCoverage.bit(of: .blue)
        let same = Self.coverage([Self.paint(10, 100, width: 50), Self.paint(40, 100, width: 50)])
        #expect(Self.spans(same, row: 105) == [[10, 90, Int(yellow)]])
        let two = Self.coverage([Self.paint(10, 100, width: 50), Self.paint(40, 100, width: 50, .blue)])
        #expect(Self.spans(two, row: 105) == [[10, 40, Int(yellow)], [40, 60, Int(yellow | blue)],
                                               [60, 90, Int(blue)]])
        #expect(Self.spans(two, row: 99).isEmpty && Self.spans(two, row: 112).isEmpty, "rows outside: no span")
    }

    @Test("Rows with the same spans are one band; marks on separate lines are separate bands, nothing between")
    func bands() {
        let lines = Self.coverage([Self.paint(10, 100, width: 50), Self.paint(80, 100, width: 20, .green),
                                   Self.paint(10, 130, width: 30)])
        #expect(lines.bands.map { [$0.top, $0.bottom] } == [[100, 112], [130, 142]])
        #expect(lines.spans.count == 3)
        // A mark reaching into the next line splits the bands where it starts and ends.
        let tall = Self.coverage([Self.paint(10, 100, width: 50), Self.paint(200, 95, width: 10, height: 40)])
        #expect(tall.bands.map { [$0.top, $0.bottom] } == [[95, 100], [100, 112], [112, 135]])
        // A mark below another, starting where it ends, of its colour: each band keeps its own span.
        let stair = Self.coverage([Self.paint(10, 100, width: 40), Self.paint(50, 112, width: 30)])
        #expect(Self.spans(stair, row: 100) == [[10, 50, 1]] && Self.spans(stair, row: 112) == [[50, 80, 1]])
    }

    @Test("Marks are snapped outwards to whole pixels at the zoom, and cut to the picture")
    func snappedAndCut() {
        let zoomed = Self.coverage([Self.paint(10.2, 100.5, width: 20.1, height: 10)], scale: 1.5)
        // 10.2 × 1.5 = 15.3 → 15; 30.3 × 1.5 = 45.45 → 46; 100.5 × 1.5 = 150.75 → 150; 110.5 × 1.5 = 165.75 → 166.
        #expect(zoomed.bands.map { [$0.top, $0.bottom] } == [[150, 166]])
        #expect(Self.spans(zoomed, row: 150) == [[15, 46, 1]])
        let edge = Self.coverage([Self.paint(-20, -5, width: 60, height: 20), Self.paint(380, 590, width: 50)],
                                 width: 400, height: 600)
        #expect(edge.bands.first?.top == 0 && edge.bands.last?.bottom == 600)
        #expect(Self.spans(edge, row: 0) == [[0, 40, 1]])
        #expect(Self.spans(edge, row: 599) == [[380, 400, 1]])
        #expect(Self.coverage([Self.paint(500, 100, width: 50)]).bands.isEmpty, "a mark off the picture paints nothing")
    }

    @Test("Each colour has its own bit in the order of the colours, and a set multiplies by its colours' product")
    func factors() {
        for (index, colour) in HighlightColour.allCases.enumerated() {
            #expect(HighlightCoverage.bit(of: colour) == 1 << index)
            let rgb = colour.rgb, factors = HighlightCoverage.factors[Int(HighlightCoverage.bit(of: colour))]
            #expect(factors == (UInt32(rgb.red * 255), UInt32(rgb.green * 255), UInt32(rgb.blue * 255)))
        }
        #expect(HighlightCoverage.factors[0] == (255, 255, 255))
        typealias Coverage = HighlightCoverage
        let both = Coverage.factors[Int(Coverage.bit(of: .yellow) | Coverage.bit(of: .blue))]
        let yellow = Coverage.factors[1], blue = Coverage.factors[4]
        #expect(both == (Coverage.scaled(yellow.red, blue.red), Coverage.scaled(yellow.green, blue.green),
                         Coverage.scaled(yellow.blue, blue.blue)))
        #expect((0...255).allSatisfy { Coverage.scaled(255, UInt32($0)) == UInt32($0) }, "paper becomes the colour")
    }

    @Test("The book's kept coverage is the one for the marks, zoom and size asked: any change makes a new one")
    func cacheNeverStale() {
        let cache = HighlightCoverageCache()
        let marks = [Self.paint(10, 100, width: 50), Self.paint(40, 100, width: 50, .blue)]
        func key(_ paints: [HighlightPaint], scale: Double = 1, width: Int = 400) -> HighlightCoverageCache.Key {
            .init(highlights: paints, pageHeight: 600, scaleX: scale, scaleY: scale, width: width, height: 600)
        }
        let first = cache.coverage(for: key(marks))
        #expect(first == HighlightCoverage(key(marks)))
        #expect(cache.coverage(for: key(marks)) == first && cache.made == 1, "the same page drawn again: kept")
        #expect(cache.coverage(for: key(marks.map { $0 })) == first && cache.made == 1, "equal marks in a new array")

        let changes = [key(marks + [Self.paint(200, 300, width: 20, .pink)]), key([marks[0]]),
                       key([marks[0], Self.paint(40, 100, width: 50, .green)]), key(marks, scale: 2),
                       key(marks, width: 60)]
        for (index, changed) in changes.enumerated() {
            let coverage = cache.coverage(for: changed)
            #expect(coverage == HighlightCoverage(changed), "change \(index)")
            #expect(coverage != first, "change \(index) paints differently")
            #expect(cache.made == 2 + index)
        }
        // Bounded: the oldest goes first, and is made again when asked for.
        for index in 0..<HighlightCoverageCache.capacity {
            _ = cache.coverage(for: key([Self.paint(Double(index), 10, width: 5)]))
        }
        let made = cache.made
        #expect(cache.coverage(for: key(marks)) == first && cache.made == made + 1)
    }

    @Test("Random marks: each pixel's colours are exactly those of the marks over it; spans ordered, apart and joined")
    func randomMarksAgainstEveryPixel() {
        var generator = SeededGenerator(seed: 7)
        let width = 97, height = 83
        for round in 0..<60 {
            // Few marks or many, thin or tall, in few columns (so they share edges) or anywhere, off the picture too.
            let count = round % 3 == 0 ? 3 : 40
            let paints = (0..<count).map { _ in
                let x = Double(Int.random(in: -10...100, using: &generator)) + (round % 2 == 0 ? 0 : 0.4)
                let top = Double(Int.random(in: -10...90, using: &generator))
                return Self.paint(x, top, width: Double(Int.random(in: 1...40, using: &generator)),
                                  height: Double(Int.random(in: 1...(round % 4 == 1 ? 40 : 8), using: &generator)),
                                  HighlightColour.allCases.randomElement(using: &generator)!)
            }
            let coverage = HighlightCoverage(paints, pageHeight: 600, scaleX: 1, scaleY: 1, width: width,
                                             height: height)
            // Every pixel, from the marks themselves: the whole pixels a quad touches, cut to the picture.
            var expected = [UInt8](repeating: 0, count: width * height)
            for paint in paints {
                for quad in paint.quads {
                    let rect = quad.pageRect(pageHeight: 600)!
                    let left = max(Int(rect.x.rounded(.down)), 0)
                    let right = min(Int((rect.x + rect.width).rounded(.up)), width)
                    let top = max(Int(rect.y.rounded(.down)), 0)
                    let bottom = min(Int((rect.y + rect.height).rounded(.up)), height)
                    for y in Swift.stride(from: top, to: bottom, by: 1) {
                        for x in Swift.stride(from: left, to: right, by: 1) {
                            expected[y * width + x] |= HighlightCoverage.bit(of: paint.colour)
                        }
                    }
                }
            }
            var painted = [UInt8](repeating: 0, count: width * height)
            var lastBottom = 0, lastSpans: [Span] = []
            for band in coverage.bands {
                #expect(band.top >= lastBottom && band.bottom > band.top, "bands in order, apart")
                let spans = Array(coverage.spans[band.spanRange])
                #expect(!spans.isEmpty)
                if band.top == lastBottom { #expect(spans != lastSpans, "equal neighbours are one band") }
                for (index, span) in spans.enumerated() {
                    #expect(span.left < span.right && span.colours != 0)
                    if index > 0 {
                        let before = spans[index - 1]
                        #expect(before.right <= span.left, "spans in order, apart")
                        #expect(before.right < span.left || before.colours != span.colours, "joined when alike")
                    }
                    for y in band.top..<band.bottom {
                        for x in span.left..<span.right { painted[y * width + x] |= span.colours }
                    }
                }
                lastBottom = band.bottom
                lastSpans = spans
            }
            #expect(painted == expected, "round \(round)")
        }
    }
}
