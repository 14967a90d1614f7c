import Foundation

/// A book's table of contents: an optional book title and its parts, each a page-ordered list of chapters.
///
/// A value type: the app keeps the previous value to undo an edit, and compares values to know whether
/// anything changed before saving. Equality is about what the contents hold (title and parts): which entries
/// are shown is a matter of the book they are shown for, not of the contents.
public struct TableOfContents: Hashable, Sendable {
    /// The book's title shown at the top of the contents page (e.g. "WAR OF THE WORLDS").
    ///
    /// The sidecar layouts have no place for it, so the app fills it from the PDF's metadata or file name.
    public var title: String?
    /// The parts in reading order. Their entries are sorted; the parts themselves keep the order given.
    public internal(set) var parts: [ContentsPart]
    /// Entries on this page or later are kept (and saved back) but not shown: a sidecar written for a longer
    /// edition of the book must not lose them at the first edit. `nil` shows every page.
    public var shownPageCount: Int?
    /// Entries nested at this depth or deeper (0 is top level) are kept but not shown; `nil` shows every level.
    public var shownDepth: Int?

    /// Creates a table of contents from parts as given (each part already keeps its entries sorted).
    public init(title: String? = nil, parts: [ContentsPart] = [], shownPageCount: Int? = nil, shownDepth: Int? = nil) {
        self.title = title
        self.parts = parts
        self.shownPageCount = shownPageCount
        self.shownDepth = shownDepth
    }

    /// True when there is nothing to show: no shown entries and no headed part.
    ///
    /// A part the reader added but has not filled yet still counts, so the contents page does not
    /// fall back to the "No Contents" state between adding a part and adding its first chapter.
    public var isEmpty: Bool {
        parts.allSatisfy { part in part.heading == nil && !part.entries.contains { isShown($0, depth: 0) } }
    }

    /// The number of entries in all parts, nested ones included, shown or kept.
    public var entryCount: Int {
        parts.reduce(0) { $0 + $1.entryCount }
    }

    /// The number of entries shown (see `shownPageCount` and `shownDepth`).
    public var shownEntryCount: Int {
        var count = 0
        forEachEntry { _, _ in count += 1 }
        return count
    }

    /// Whether an entry at nesting `depth` (0 for top level) is shown. A hidden entry hides its children too.
    public func isShown(_ entry: ContentsEntry, depth: Int) -> Bool {
        if let shownPageCount, entry.page >= shownPageCount { return false }
        if let shownDepth, depth >= shownDepth { return false }
        return true
    }

    /// The entry at `position`, or `nil` when the position does not exist in this value.
    public func entry(at position: ContentsPosition) -> ContentsEntry? {
        guard parts.indices.contains(position.part) else { return nil }
        var level = parts[position.part].entries
        var found: ContentsEntry?
        for index in position.path {
            guard level.indices.contains(index) else { return nil }
            found = level[index]
            level = level[index].children
        }
        return found
    }

    public static func == (lhs: TableOfContents, rhs: TableOfContents) -> Bool {
        lhs.title == rhs.title && lhs.parts == rhs.parts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(parts)
    }
}
