import Foundation

/// One chapter (or outline item) of a table of contents: a title and the zero-based page it starts on.
///
/// Children carry the nesting of a PDF outline or of a nested sidecar entry. They are kept in page order
/// like top-level entries, so every level reads the way the book does.
public struct ContentsEntry: Hashable, Sendable {
    /// The text shown for the entry, as the book or the reader named it.
    public var title: String
    /// Zero-based page index; page 0 is the cover.
    public var page: Int
    /// Entries nested under this one, sorted by page (stable for equal pages).
    public private(set) var children: [ContentsEntry]

    /// Creates an entry; `children` are put in page order, keeping the given order among equal pages.
    public init(title: String, page: Int, children: [ContentsEntry] = []) {
        self.title = title
        self.page = page
        self.children = ContentsEntry.sortedByPage(children)
    }

    /// The number of entries nested below this one, at any depth.
    public var descendantCount: Int {
        children.reduce(0) { $0 + 1 + $1.descendantCount }
    }

    /// The deepest level below this entry: 1 for an entry without children.
    public var depth: Int {
        1 + (children.map(\.depth).max() ?? 0)
    }

    /// Sorts by page with a stable tie-break on the original position.
    ///
    /// Swift's `sort` does not promise stability, and equal pages are common in outlines
    /// (a chapter and its first section), so the original order is used explicitly.
    static func sortedByPage(_ entries: [ContentsEntry]) -> [ContentsEntry] {
        if isSortedByPage(entries) { return entries }
        return entries.enumerated()
            .sorted { ($0.element.page, $0.offset) < ($1.element.page, $1.offset) }
            .map(\.element)
    }

    static func isSortedByPage(_ entries: [ContentsEntry]) -> Bool {
        var previous = Int.min
        for entry in entries {
            if entry.page < previous { return false }
            previous = entry.page
        }
        return true
    }

    /// Index at which an entry for `page` goes so the list stays sorted, after any entries on the same page.
    static func insertionIndex(forPage page: Int, in entries: [ContentsEntry]) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].page <= page { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Replaces the children, keeping them sorted; used by the editing operations.
    mutating func setChildren(_ newChildren: [ContentsEntry]) {
        children = ContentsEntry.sortedByPage(newChildren)
    }
}
