/// Finds the lines that repeat at the top or bottom of pages: running heads, running feet and page numbers.
/// A page's first and last few lines are compared with the same end of its neighbours (two either side, since a
/// book's left and right pages often carry different heads), with the digits set aside, so "Chapter 3 · 41"
/// and "Chapter 3 · 42" are the same line, and a bare page number matches its neighbour's.
public enum RunningLines {
    /// How many lines at each end of a page may be running lines.
    static let depth = 2
    /// How far either side a neighbour is looked at.
    static let reach = 2

    /// The indices in `layout.lines` of the lines to skip on `layout`'s page, given its neighbours' layouts
    /// (the pages around it, in any order, nil where there is none).
    public static func skipped(on layout: PageTextLayout, neighbours: [PageTextLayout]) -> Set<Int> {
        let lines = layout.lines
        guard !lines.isEmpty else { return [] }
        let tops = neighbours.map { edgeKeys(of: $0, top: true) }
        let bottoms = neighbours.map { edgeKeys(of: $0, top: false) }
        var skipped = Set<Int>()
        for (offset, index) in lines.indices.prefix(depth).enumerated() {
            // A running line sits above the body: once one line is not running, the ones under it are body.
            guard offset == skipped.count else { break }
            if tops.contains(where: { $0.contains(key(of: lines[index], in: layout)) }) { skipped.insert(index) }
        }
        let bottomStart = skipped.count
        var bottomSkipped = 0
        for index in lines.indices.reversed().prefix(depth) where index >= bottomStart {
            guard bottomSkipped == skipped.count - bottomStart else { break }
            if bottoms.contains(where: { $0.contains(key(of: lines[index], in: layout)) }) {
                skipped.insert(index)
                bottomSkipped += 1
            }
        }
        return skipped
    }

    /// The keys of the first (or last) lines of a page.
    private static func edgeKeys(of layout: PageTextLayout, top: Bool) -> Set<String> {
        let lines = top ? Array(layout.lines.prefix(depth)) : Array(layout.lines.suffix(depth))
        return Set(lines.map { key(of: $0, in: layout) })
    }

    /// A line as compared: lowercased, digits and roman page numbers set aside, spaces collapsed.
    static func key(of line: PageTextLayout.Line, in layout: PageTextLayout) -> String {
        let text = String(String.UnicodeScalarView(layout.scalars[line.range]))
        var words: [String] = []
        for word in text.lowercased().split(whereSeparator: { $0.isWhitespace }) {
            let kept = String(String.UnicodeScalarView(word.unicodeScalars.filter { $0.properties.numericType == nil }))
            // A lone roman numeral is a front-matter page number ("xii"), set aside like digits.
            if kept.isEmpty || kept.allSatisfy({ "ivxlcdm".contains($0) }) && word.count <= 6 && kept == String(word) {
                continue
            }
            words.append(kept)
        }
        return words.joined(separator: " ")
    }
}
