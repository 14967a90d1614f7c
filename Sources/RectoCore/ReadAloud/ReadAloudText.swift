/// Turns pages read aloud (`ReadAloudPage`) into sentences (`ReadAloudUnit`): the pages' texts run on, a word
/// hyphenated across a page end is whole, and a sentence crossing a page is one sentence.
public enum ReadAloudText {
    private static let hyphens: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{00AD}"]

    /// The sentences of `pages` (consecutive pages) from `start` on. When `complete` is false more pages follow:
    /// the last sentence, which may go on over the page end, is held back, for the next call to start at it.
    public static func units(of pages: [ReadAloudPage], from start: ReadAloudPosition,
                             complete: Bool) -> [ReadAloudUnit] {
        var scalars: [Unicode.Scalar] = []
        var origin: [(page: Int, offset: Int, layout: Int)] = []
        for page in pages where page.page >= start.page {
            let from = page.page == start.page ? min(max(start.offset, 0), page.scalars.count) : 0
            var body = Array(page.scalars[from...])
            var offsets = Array(from..<page.scalars.count)
            // Trailing blanks go: the page end decides how it joins the next one.
            while let last = body.last, last.properties.isWhitespace {
                body.removeLast()
                offsets.removeLast()
            }
            if let last = scalars.last, let first = body.first {
                let previous = scalars.count >= 2 ? scalars[scalars.count - 2] : " "
                if hyphens.contains(last), previous.properties.isAlphabetic,
                   last == "\u{00AD}" || first.properties.isLowercase {
                    // "exam-" at a page's foot and "ple" at the next one's head are one word.
                    scalars.removeLast()
                    origin.removeLast()
                } else {
                    scalars.append(" ")
                    origin.append(origin[origin.count - 1])
                }
            }
            for (scalar, offset) in zip(body, offsets) {
                scalars.append(scalar)
                origin.append((page.page, offset, page.layoutIndex[offset]))
            }
        }
        var ranges = SentenceSplitter.split(scalars)
        // The last sentence may go on over the page end: the next call reads it whole.
        if !complete, !ranges.isEmpty { ranges.removeLast() }
        return ranges.map { range in
            var pieces: [ReadAloudUnit.Piece] = []
            for index in range where !scalars[index].properties.isWhitespace {
                let (page, _, layout) = origin[index]
                if let last = pieces.last, last.page == page {
                    pieces[pieces.count - 1] = .init(page: page, range: min(last.range.lowerBound, layout)
                                                         ..< max(last.range.upperBound, layout + 1))
                } else {
                    pieces.append(.init(page: page, range: layout..<(layout + 1)))
                }
            }
            let first = origin[range.lowerBound], last = origin[range.upperBound - 1]
            return ReadAloudUnit(text: String(String.UnicodeScalarView(scalars[range])), pieces: pieces,
                                 start: ReadAloudPosition(page: first.page, offset: first.offset),
                                 end: ReadAloudPosition(page: last.page, offset: last.offset + 1))
        }
    }
}
