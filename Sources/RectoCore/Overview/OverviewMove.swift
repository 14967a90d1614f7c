/// An arrow key in the overview's grid, on screen: left and right are the screen's sides (a right-to-left
/// book's rows are mirrored already), up and down the rows above and below.
public enum OverviewMove: Sendable {
    case left
    case right
    case up
    case down

    /// The page the keyboard moves to from `page` in `rows` (as laid out on screen); nil at an edge of the book.
    /// Left and right go on to the row before or after, past headers and empty cells (in a right-to-left book,
    /// Left is the next page); up and down keep the
    /// column, or take the nearest page of that row when its cell there is empty (a chapter's short last row).
    public func page(from page: Int, in rows: [OverviewRow], direction: ReadingDirection = .leftToRight) -> Int? {
        let pageRows: [[Int?]] = rows.compactMap { if case .pages(let cells, _) = $0 { cells } else { nil } }
        guard let row = pageRows.firstIndex(where: { $0.contains(page) }),
              let column = pageRows[row].firstIndex(of: page) else { return nil }
        switch self {
        case .left, .right:
            // Every page has one cell, so sideways is the next or previous page in reading order.
            let forward = (self == .right) == (direction == .leftToRight)
            let next = page + (forward ? 1 : -1)
            return pageRows.contains { $0.contains(next) } ? next : nil
        case .up, .down:
            let step = self == .down ? 1 : -1
            var index = row + step
            while pageRows.indices.contains(index) {
                let cells = pageRows[index]
                let nearest = cells.indices.filter { cells[$0] != nil }.min { abs($0 - column) < abs($1 - column) }
                if let nearest { return cells[nearest] }
                index += step
            }
            return nil
        }
    }
}
