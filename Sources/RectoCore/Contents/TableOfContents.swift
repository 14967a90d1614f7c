import Foundation

/// A book's table of contents: an optional book title and its parts, each a page-ordered list of chapters.
///
/// A value type: the app keeps the previous value to undo an edit, and compares values to know whether
/// anything changed before saving.
public struct TableOfContents: Hashable, Sendable {
    /// The book's title shown at the top of the contents page (e.g. "WAR OF THE WORLDS").
    ///
    /// The sidecar layouts have no place for it, so the app fills it from the PDF's metadata or file name.
    public var title: String?
    /// The parts in reading order. Their entries are sorted; the parts themselves keep the order given.
    public internal(set) var parts: [ContentsPart]

    /// Creates a table of contents from parts as given (each part already keeps its entries sorted).
    public init(title: String? = nil, parts: [ContentsPart] = []) {
        self.title = title
        self.parts = parts
    }

    /// True when there is nothing to show: no entries and no headed part.
    ///
    /// A part the reader added but has not filled yet still counts, so the contents page does not
    /// fall back to the "No Contents" state between adding a part and adding its first chapter.
    public var isEmpty: Bool {
        parts.allSatisfy { $0.entries.isEmpty && $0.heading == nil }
    }

    /// The number of entries in all parts, nested ones included.
    public var entryCount: Int {
        parts.reduce(0) { $0 + $1.entryCount }
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
}
