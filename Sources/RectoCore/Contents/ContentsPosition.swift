import Foundation

/// Where an entry sits in a `TableOfContents`: the part, then the index at each level of nesting.
///
/// `path` is never empty: `[2]` is the third top-level entry of the part, `[2, 0]` its first child.
/// Positions are only meaningful for the value they were taken from; after an edit, use the position the edit returns.
public struct ContentsPosition: Hashable, Sendable {
    /// Index of the part in `TableOfContents.parts`.
    public var part: Int
    /// Indexes from the part's top-level entries down to the entry.
    public var path: [Int]

    /// Creates a position; `path` must hold at least one index.
    public init(part: Int, path: [Int]) {
        precondition(!path.isEmpty, "A contents position needs at least one index")
        self.part = part
        self.path = path
    }

    /// Nesting level of the entry: 0 for a top-level entry.
    public var depth: Int { path.count - 1 }
}
