/// What one insert or removal did to an `IndexedCollection`, both as section and row and as a splice of the
/// flat row list (every section header followed by its items) that a GTK list model reports with
/// `items-changed(position, removed, added)`.
public struct IndexedChange: Equatable, Sendable {
    /// Whether an item came or went.
    public enum Kind: Equatable, Sendable {
        /// An item was inserted.
        case inserted
        /// An item was removed.
        case removed
    }

    /// Whether an item came or went.
    public let kind: Kind
    /// The item's section: its index after an insert, before a removal.
    public let section: Int
    /// The item's row within its section: after an insert, before a removal.
    public let row: Int
    /// The insert opened a new section (its header row was added with the item).
    public let sectionCreated: Bool
    /// The removal emptied its section (its header row went with the item).
    public let sectionRemoved: Bool
    /// The flat index of the item's row: after an insert, before a removal. Select or scroll to it after an insert.
    public let itemFlatIndex: Int
    /// First flat row of the splice, for `items-changed`.
    public let position: Int
    /// Flat rows removed at `position`.
    public let removedCount: Int
    /// Flat rows added at `position`.
    public let addedCount: Int

    /// Describes an insert or a removal; `position` and the counts follow from whether a header came or went.
    public init(kind: Kind, section: Int, row: Int, sectionChanged: Bool, itemFlatIndex: Int) {
        self.kind = kind
        self.section = section
        self.row = row
        sectionCreated = kind == .inserted && sectionChanged
        sectionRemoved = kind == .removed && sectionChanged
        self.itemFlatIndex = itemFlatIndex
        // The header sits directly before the only item of a section that appears or disappears.
        position = sectionChanged ? itemFlatIndex - 1 : itemFlatIndex
        let rows = sectionChanged ? 2 : 1
        removedCount = kind == .removed ? rows : 0
        addedCount = kind == .inserted ? rows : 0
    }
}
