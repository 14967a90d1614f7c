import Foundation

/// A group of chapters under an optional heading, such as "BOOK I" in the tutorial's two-column contents.
///
/// A sidecar whose root is a plain page-to-title dictionary yields a single part without a heading.
public struct ContentsPart: Hashable, Sendable {
    /// The heading shown above the part's entries; `nil` for an unheaded part.
    public var heading: String?
    /// The part's top-level entries, always sorted by page (numerically, stable for equal pages).
    ///
    /// Read-only from outside so the order cannot be broken; change it through `TableOfContents`'s editing methods.
    public internal(set) var entries: [ContentsEntry]

    /// Creates a part; `entries` are put in page order, keeping the given order among equal pages.
    public init(heading: String? = nil, entries: [ContentsEntry] = []) {
        self.heading = heading
        self.entries = ContentsEntry.sortedByPage(entries)
    }

    /// The number of entries in the part, nested ones included.
    public var entryCount: Int {
        entries.reduce(0) { $0 + 1 + $1.descendantCount }
    }
}
