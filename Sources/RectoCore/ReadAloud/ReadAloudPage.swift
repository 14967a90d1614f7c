/// One page's text as it is read aloud: the body in reading order (`ReadingText`: lines run on, hyphenated
/// words whole), without its running heads, feet and page numbers (`RunningLines`) or its footnote markers
/// (`FootnoteMarkers`), each character remembering where it is in the page's layout, so the sentence being
/// read can be marked on the page.
public struct ReadAloudPage: Equatable, Sendable {
    public let page: Int
    /// The text read; paragraphs end with a line break.
    public let scalars: [Unicode.Scalar]
    /// For each of `scalars`, its index in the page layout's characters (`PageTextLayout.scalars`).
    public let layoutIndex: [Int]

    public init(page: Int, scalars: [Unicode.Scalar], layoutIndex: [Int]) {
        self.page = page
        self.scalars = scalars
        self.layoutIndex = layoutIndex
    }

    /// Whether the page has nothing to read (a scan, a picture, a blank page).
    public var isEmpty: Bool { !scalars.contains { !$0.properties.isWhitespace } }

    public var text: String { String(String.UnicodeScalarView(scalars)) }

    /// The page `page` read from `layout`, its running lines found by comparing it with `neighbours` (the
    /// layouts of the pages around it).
    public init(page: Int, layout: PageTextLayout, neighbours: [PageTextLayout]) {
        let skipped = RunningLines.skipped(on: layout, neighbours: neighbours)
        let markers = FootnoteMarkers.find(in: layout)
        // The body: the kept lines as extracted, each character's layout index beside it.
        var body: [Unicode.Scalar] = []
        var bodyIndex: [Int] = []
        for (number, line) in layout.lines.enumerated() where !skipped.contains(number) {
            for index in line.range where !markers.contains(index) {
                body.append(layout.scalars[index])
                bodyIndex.append(index)
            }
            body.append("\n")
            bodyIndex.append(line.range.upperBound)
        }
        let joined = Array(ReadingText.join(String(String.UnicodeScalarView(body))).unicodeScalars)
        let aligned = Self.align(joined, to: body)
        self.init(page: page, scalars: joined, layoutIndex: aligned.map { bodyIndex[min($0, bodyIndex.count - 1)] })
    }

    /// For each scalar of `joined` (what `ReadingText.join` made of `body`), the index in `body` it came from:
    /// the join only drops spaces, line breaks and hyphens, and turns line breaks into spaces.
    static func align(_ joined: [Unicode.Scalar], to body: [Unicode.Scalar]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(joined.count)
        var index = 0
        for scalar in joined {
            let blank = scalar.properties.isWhitespace
            while index < body.count, body[index] != scalar,
                  !(blank && body[index].properties.isWhitespace),
                  body[index].properties.isWhitespace || droppable.contains(body[index]) {
                index += 1
            }
            result.append(min(index, max(body.count - 1, 0)))
            if index < body.count { index += 1 }
        }
        return result
    }

    private static let droppable: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{00AD}"]
}
