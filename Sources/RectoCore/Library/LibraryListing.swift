import Foundation

/// The rows the library sidebar shows: the library's entries narrowed by the search, in the chosen order.
///
/// The app keeps the entries (files, metadata, progress); after any change it calls `relist` and applies the
/// returned splices to its list model, so the list is patched rather than rebuilt and keeps its scroll
/// position. Rows are identified by path.
public struct LibraryListing: Sendable {
    /// The order of the rows.
    public var sort: LibrarySort
    /// The search that narrows the rows.
    public var filter: LibraryFilter
    /// The paths on show, in order.
    public private(set) var rows: [LibraryPath] = []
    private var positions: [LibraryPath: Int] = [:]

    /// An empty listing with an order and a search.
    public init(sort: LibrarySort = .title, filter: LibraryFilter = LibraryFilter(text: "")) {
        self.sort = sort
        self.filter = filter
    }

    /// Number of rows on show.
    public var count: Int { rows.count }

    /// The row of `path`, if it is on show.
    public func position(of path: LibraryPath) -> Int? {
        positions[path]
    }

    /// Recomputes the rows from all of the library's `entries` and returns the steps that turn the previous
    /// rows into the new ones.
    public mutating func relist(_ entries: [LibraryEntry], locale: Locale = .current) -> [LibrarySplice] {
        // Filtering first: sorting the few matches is cheaper than sorting everything.
        let shown = sort.sorted(filter.apply(to: entries), locale: locale).map(\.id)
        let steps = LibrarySplice.steps(from: rows, to: shown)
        rows = shown
        positions = Dictionary(uniqueKeysWithValues: shown.enumerated().map { ($1, $0) })
        return steps
    }

    /// The row that takes the place of `path` when it goes: the next one, else the previous one, else none.
    /// For the open book being deleted, so the reader lands on a neighbour.
    public func neighbour(of path: LibraryPath) -> LibraryPath? {
        neighbour(of: path, skipping: [path])
    }

    /// The row that takes the place of `path` when every row in `leaving` goes with it: the next row that
    /// stays, else the previous one, else none. For the open book deleted along with others.
    public func neighbour(of path: LibraryPath, skipping leaving: Set<LibraryPath>) -> LibraryPath? {
        guard let index = positions[path] else { return rows.first { !leaving.contains($0) } }
        if let next = rows[(index + 1)...].first(where: { !leaving.contains($0) }) { return next }
        return rows[..<index].last { !leaving.contains($0) }
    }
}
