/// The library sidebar's selection mode: which books are marked for an action on several at once (Move to
/// Trash). Separate from the list's own selection, which is the open book.
///
/// Marks are kept by path. A mark on a book the search hides stays, but only books on show are counted and
/// acted on (`marked(in:)`), so nothing the reader cannot see is deleted. Books that leave the library lose
/// their marks; renamed ones keep them.
public struct LibrarySelection: Equatable, Sendable {
    /// Whether selection mode is on: rows show check buttons, and a click marks rather than opens.
    public private(set) var isActive = false
    /// The marked books, on show or not.
    public private(set) var marks: Set<LibraryPath> = []

    /// Selection mode off, nothing marked.
    public init() {}

    /// Turns selection mode on or off; either way it starts with nothing marked.
    public mutating func setActive(_ active: Bool) {
        isActive = active
        marks = []
    }

    /// Whether `path` is marked.
    public func isMarked(_ path: LibraryPath) -> Bool {
        marks.contains(path)
    }

    /// Marks or unmarks `path`; does nothing outside selection mode.
    public mutating func setMarked(_ path: LibraryPath, _ marked: Bool) {
        guard isActive else { return }
        if marked { marks.insert(path) } else { marks.remove(path) }
    }

    /// Flips the mark of `path`.
    public mutating func toggle(_ path: LibraryPath) {
        setMarked(path, !isMarked(path))
    }

    /// Marks every row on show (Ctrl+A).
    public mutating func markAll(_ rows: [LibraryPath]) {
        guard isActive else { return }
        marks.formUnion(rows)
    }

    /// The marked rows among `rows`, in their order: what "Move to Trash" acts on and counts.
    public func marked(in rows: [LibraryPath]) -> [LibraryPath] {
        marks.isEmpty ? [] : rows.filter { marks.contains($0) }
    }

    /// Drops the marks of books that left the library; returns whether any went.
    @discardableResult
    public mutating func keep(where exists: (LibraryPath) -> Bool) -> Bool {
        let gone = marks.filter { !exists($0) }
        marks.subtract(gone)
        return !gone.isEmpty
    }

    /// Moves marks along with books renamed by another program.
    public mutating func follow(_ renames: [LibraryChanges.Rename]) {
        for rename in renames where marks.remove(rename.from) != nil { marks.insert(rename.to) }
    }
}
