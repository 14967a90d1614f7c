import Foundation

/// The shown contents rows as a tree, for a list whose nested entries fold: which rows are at the top level,
/// which are the children of a row, and how to reach a row from the top, level by level.
///
/// Part headings are rows of the top level without children, followed by their part's top-level entries
/// (GTK 4.8's list view has no section headers). Built once per contents value; every lookup after that is
/// proportional to the answer, not to the size of the book's outline.
public struct ContentsTree: Sendable {
    /// Every shown row in reading order; the tree's rows are indexes into it.
    public let rows: [ContentsRow]
    /// The rows of the top level, in order.
    public let topLevel: [Int]
    /// For each row, the index after the last row of its subtree.
    private let subtreeEnds: [Int]
    /// For each row, its parent row, or -1 at the top level.
    private let parents: [Int]
    private let indexByKind: [ContentsRow.Kind: Int]

    /// The tree of `contents.rows`.
    public init(_ contents: TableOfContents) {
        self.init(rows: contents.rows)
    }

    /// The tree of `rows`, given in reading order with each row's depth at most one more than the row before.
    public init(rows: [ContentsRow]) {
        self.rows = rows
        var ends = Array(repeating: rows.count, count: rows.count)
        var parents = Array(repeating: -1, count: rows.count)
        var topLevel: [Int] = []
        var open: [Int] = [] // the rows whose subtrees are still open, outermost first
        var indexByKind: [ContentsRow.Kind: Int] = [:]
        indexByKind.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            // A row closes every open row at its own depth or deeper; a bad depth (a jump of several levels)
            // is read as one level deeper, so every row has a place.
            let depth = min(max(row.depth, 0), open.count)
            while open.count > depth { ends[open.removeLast()] = index }
            if let parent = open.last { parents[index] = parent } else { topLevel.append(index) }
            open.append(index)
            indexByKind[row.kind] = indexByKind[row.kind] ?? index
        }
        self.subtreeEnds = ends
        self.parents = parents
        self.topLevel = topLevel
        self.indexByKind = indexByKind
    }

    /// Whether `row` has nested rows (gets an expander).
    public func hasChildren(_ row: Int) -> Bool {
        rows.indices.contains(row) && subtreeEnds[row] > row + 1
    }

    /// The rows directly below `row`, in order; empty for a row without children or out of range.
    public func children(of row: Int) -> [Int] {
        guard hasChildren(row) else { return [] }
        var children: [Int] = []
        var child = row + 1
        while child < subtreeEnds[row] {
            children.append(child)
            child = subtreeEnds[child]
        }
        return children
    }

    /// The row `row` is nested in, or nil at the top level.
    public func parent(of row: Int) -> Int? {
        guard rows.indices.contains(row), parents[row] >= 0 else { return nil }
        return parents[row]
    }

    /// The rows from the top level down to `row`'s parent: those to expand to bring `row` into view.
    public func ancestors(of row: Int) -> [Int] {
        var chain: [Int] = []
        var current = parent(of: row)
        while let ancestor = current {
            chain.append(ancestor)
            current = parent(of: ancestor)
        }
        return chain.reversed()
    }

    /// `row`'s place among its siblings at each level, from the top level down: `[2, 0]` is the first child of
    /// the third top-level row. Nil for a row out of range.
    public func siblingPath(to row: Int) -> [Int]? {
        guard rows.indices.contains(row) else { return nil }
        var path: [Int] = []
        for level in ancestors(of: row) + [row] {
            let siblings = parent(of: level).map { children(of: $0) } ?? topLevel
            guard let place = siblings.firstIndex(of: level) else { return nil }
            path.append(place)
        }
        return path
    }

    /// The row showing `kind` (a chapter's position, a part's heading).
    public func index(of kind: ContentsRow.Kind) -> Int? {
        indexByKind[kind]
    }

    /// At or below this many rows, every row starts unfolded: the whole contents fit a few screens.
    public static let unfoldedRowLimit = 300

    /// The rows to unfold when the contents open: all of them in a short table, else only those leading to
    /// `current` (the chapter being read), so a 1,400-entry outline opens on its top level and the reader's place.
    public func initiallyExpanded(current: Int?) -> Set<Int> {
        if rows.count <= Self.unfoldedRowLimit {
            return Set(rows.indices.filter { hasChildren($0) })
        }
        guard let current else { return [] }
        return Set(ancestors(of: current))
    }
}
