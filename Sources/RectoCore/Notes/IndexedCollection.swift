/// Items kept sorted by their titles with a locale's rules and grouped into sections ("A"…"Z", other scripts,
/// "#"), like a phone's contacts list: the model behind Recto's notes list and any other indexed list.
///
/// Each item's sort key is computed once, when it arrives. Inserting or removing finds its place by binary
/// search and touches only its own section, and reports the change both as section/row and as a splice of the
/// flat row list (headers and items) that GTK list models need. Bookkeeping per section (header positions) is
/// linear in the number of sections, which is bounded by the number of distinct first letters.
public struct IndexedCollection<Item: IndexedItem> {
    /// The locale rules the collection sorts and groups by.
    public let collation: IndexCollation
    var storage: [IndexedSectionStorage<Item>] = []
    /// Flat index of each section's header row.
    var headerFlatIndices: [Int] = []
    /// Each item's sort key, computed once when it arrived.
    var keysByID: [Item.ID: IndexKey] = [:]

    /// Creates an empty collection.
    public init(collation: IndexCollation = IndexCollation()) {
        self.collation = collation
    }

    /// The number of items.
    public var count: Int { keysByID.count }

    /// Whether there are no items.
    public var isEmpty: Bool { keysByID.isEmpty }

    /// The number of sections (each has at least one item).
    public var sectionCount: Int { storage.count }

    /// The section titles in order.
    public var sectionTitles: [String] { storage.map(\.key.title) }

    /// The key (title and group) of a section.
    public func sectionKey(_ section: Int) -> IndexSectionKey { storage[section].key }

    /// The items of a section, in order.
    public func items(inSection section: Int) -> [Item] { storage[section].items }

    /// All items in order, section after section.
    public var items: [Item] { storage.flatMap(\.items) }

    /// The item at a position.
    public func item(at position: IndexedPosition) -> Item { storage[position.section].items[position.row] }

    /// Whether an item with this identity is present.
    public func contains(id: Item.ID) -> Bool { keysByID[id] != nil }

    /// The item with this identity, if present.
    public func item(id: Item.ID) -> Item? { position(ofItemWithID: id).map(item(at:)) }

    /// Where the item with this identity sits, if present.
    public func position(ofItemWithID id: Item.ID) -> IndexedPosition? {
        guard let key = keysByID[id] else { return nil }
        let section = sectionSlot(for: collation.sectionKey(of: key))
        guard section.found else { return nil }
        let row = rowSlot(in: section.index, key: key, id: id)
        return row.found ? IndexedPosition(section: section.index, row: row.index) : nil
    }

    /// Binary search for a section key: its index if present, else where it would be inserted.
    func sectionSlot(for key: IndexSectionKey) -> (index: Int, found: Bool) {
        var low = 0, high = storage.count
        while low < high {
            let middle = (low + high) / 2
            switch collation.compareSections(storage[middle].key, key) {
            case .orderedAscending: low = middle + 1
            case .orderedDescending: high = middle
            case .orderedSame: return (middle, true)
            }
        }
        return (low, false)
    }

    /// Binary search within a section: the row of (key, id) if present, else where it would be inserted.
    func rowSlot(in section: Int, key: IndexKey, id: Item.ID) -> (index: Int, found: Bool) {
        let items = storage[section].items
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            let middleID = items[middle].id
            // Every stored item has a key; the map and the sections change together.
            switch collation.compareKeys(keysByID[middleID]!, key) {
            case .orderedAscending: low = middle + 1
            case .orderedDescending: high = middle
            case .orderedSame: if middleID < id { low = middle + 1 } else { high = middle }
            }
        }
        return (low, low < items.count && items[low].id == id)
    }
}

extension IndexedCollection: Sendable where Item: Sendable, Item.ID: Sendable {}
