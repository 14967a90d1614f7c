import Foundation

/// One row of the flattened contents list: a part heading or an entry with its indentation.
///
/// GTK 4.8's list view has no section headers, so the app shows headings as rows of their own;
/// flattening here keeps that logic testable and lets a virtualised list show 10,000 entries.
public struct ContentsRow: Hashable, Sendable {
    /// What the row stands for.
    public enum Kind: Hashable, Sendable {
        /// The heading of the part at this index in `TableOfContents.parts`.
        case heading(part: Int)
        /// The entry at this position.
        case entry(ContentsPosition)
    }

    /// What the row stands for.
    public var kind: Kind
    /// The heading or entry title.
    public var title: String
    /// The entry's page; `nil` for a heading.
    public var page: Int?
    /// Indentation level: 0 for headings and top-level entries, 1 for their children, and so on.
    public var depth: Int

    /// Creates a row.
    public init(kind: Kind, title: String, page: Int?, depth: Int) {
        self.kind = kind
        self.title = title
        self.page = page
        self.depth = depth
    }
}
