/// A page's text as poppler lays it out: its characters (Unicode scalars) in extraction order, each with its box
/// in top-left page points, and the lines they form (poppler ends each line with a newline). The reference
/// previews measure columns from the lines and find where a mention sits from its characters' boxes.
public struct PageTextLayout: Equatable, Sendable {
    /// One line of the page: its characters' range in `scalars` and the box around them.
    public struct Line: Equatable, Sendable {
        public let range: Range<Int>
        public let box: PageRect
    }

    public let pageSize: Size
    public let scalars: [Unicode.Scalar]
    /// One box per scalar (a newline's box is the end of its line, and is not counted in any line's box).
    public let boxes: [PageRect]
    public let lines: [Line]

    /// The layout of `text` with `boxes` (one per scalar, as poppler gives them); boxes past the text's end are
    /// ignored and missing ones count as empty, so a short or long array from a damaged page never traps.
    public init(pageSize: Size, text: String, boxes: [PageRect]) {
        self.pageSize = pageSize
        let scalars = Array(text.unicodeScalars)
        let empty = PageRect(x: 0, y: 0, width: 0, height: 0)
        let boxes = scalars.indices.map { $0 < boxes.count ? boxes[$0] : empty }
        self.scalars = scalars
        self.boxes = boxes
        var lines: [Line] = []
        var start = 0
        for index in 0...scalars.count where index == scalars.count || scalars[index] == "\n" {
            let range = start..<index
            if let box = Self.union(range.lazy.filter { !Self.isBlank(scalars[$0]) }.map { boxes[$0] }) {
                lines.append(Line(range: range, box: box))
            }
            start = index + 1
        }
        self.lines = lines
    }

    /// The lines' boxes, top to bottom as poppler read them.
    public var lineBoxes: [PageRect] { lines.map(\.box) }

    /// The boxes of the characters in `range`, joined line by line (one rectangle per line the range covers).
    public func areas(of range: Range<Int>) -> [PageRect] {
        let start = max(0, range.lowerBound), end = min(scalars.count, range.upperBound)
        return lines.compactMap { line in
            let low = max(line.range.lowerBound, start)
            let high = min(line.range.upperBound, end)
            guard low < high else { return nil }
            let part = low..<high
            return Self.union(part.lazy.filter { !Self.isBlank(self.scalars[$0]) }.map { self.boxes[$0] })
        }
    }

    /// The line holding the character at `index`, if any.
    public func line(containing index: Int) -> Line? {
        lines.first { $0.range.contains(index) }
    }

    /// The character whose box holds `point`, or nil.
    public func character(atX x: Double, y: Double) -> Int? {
        for line in lines where line.box.contains(x: x, y: y) {
            if let hit = line.range.first(where: { boxes[$0].contains(x: x, y: y) && !Self.isBlank(scalars[$0]) }) {
                return hit
            }
        }
        return nil
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    /// The smallest rectangle around `rects` (empty and non-finite ones skipped), or nil.
    public static func union<S: Sequence>(_ rects: S) -> PageRect? where S.Element == PageRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for rect in rects where rect.width > 0 || rect.height > 0 {
            guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { continue }
            minX = min(minX, rect.x)
            minY = min(minY, rect.y)
            maxX = max(maxX, rect.x + rect.width)
            maxY = max(maxY, rect.y + rect.height)
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return PageRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
