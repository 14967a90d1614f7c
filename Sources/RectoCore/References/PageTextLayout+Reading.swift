/// A page's text read back from its layout, for what a screen reader says of a reference preview: the words
/// a link covers ("Figure 2") and the text of the region the preview shows.
extension PageTextLayout {
    /// The text of the characters whose middles lie in `rect` (top-left page points), in poppler's order, lines
    /// joined by a space (a word hyphenated over a line's end joined whole) and runs of blanks made one; cut
    /// after at most `limit` characters, at a word's end where there is one, with an ellipsis.
    public func text(in rect: PageRect, limit: Int = 600) -> String {
        // A newline's box is its line's end; the lines' breaks are found from the characters' lines instead.
        let inside = scalars.indices.filter { index in
            let box = boxes[index]
            guard scalars[index] != "\n" else { return false }
            return rect.contains(x: box.x + box.width / 2, y: box.y + box.height / 2)
        }
        return Self.reading(inside.map { scalars[$0] }, breaks: Set(inside.indices.dropFirst().filter {
            line(containing: inside[$0 - 1])?.range != line(containing: inside[$0])?.range
        }), limit: limit)
    }

    /// The text of the characters in `range` (a mention's), read the same way.
    public func text(of range: Range<Int>, limit: Int = 600) -> String {
        let clamped = max(0, range.lowerBound)..<max(max(0, range.lowerBound), min(scalars.count, range.upperBound))
        return Self.reading(Array(scalars[clamped]), breaks: [], limit: limit)
    }

    /// `scalars` as one line of words: a line break (a newline, or a position in `breaks`) after a hyphen joins,
    /// elsewhere it is a space; blanks collapse; at most `limit` characters.
    private static func reading(_ scalars: [Unicode.Scalar], breaks: Set<Int>, limit: Int) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for (position, scalar) in scalars.enumerated() {
            let isBreak = scalar == "\n" || breaks.contains(position)
            if isBreak, out.last == "-" {
                out.removeLast()
                pendingSpace = false
                if scalar == "\n" { continue }
            } else if isBreak {
                pendingSpace = !out.isEmpty
                if scalar == "\n" { continue }
            }
            if isBlank(scalar) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        var text = String(out)
        guard text.count > limit else { return text }
        text = String(text.prefix(limit))
        if let space = text.lastIndex(of: " "), text.distance(from: text.startIndex, to: space) > limit / 2 {
            text = String(text[..<space])
        }
        return text + "…"
    }
}
