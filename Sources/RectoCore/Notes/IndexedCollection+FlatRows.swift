extension IndexedCollection {
    /// The number of flat rows: one header per section plus one row per item.
    public var flatRowCount: Int { storage.count + count }

    /// The flat row at `flatIndex` (0 ..< flatRowCount): a section header or an item.
    public func row(at flatIndex: Int) -> IndexedRow<Item> {
        precondition(flatIndex >= 0 && flatIndex < flatRowCount, "flat index out of range")
        // The last header at or before flatIndex.
        var low = 0, high = headerFlatIndices.count
        while low < high {
            let middle = (low + high) / 2
            if headerFlatIndices[middle] <= flatIndex { low = middle + 1 } else { high = middle }
        }
        let section = low - 1
        let offset = flatIndex - headerFlatIndices[section]
        if offset == 0 { return .header(title: storage[section].key.title, section: section) }
        return .item(storage[section].items[offset - 1], section: section, row: offset - 1)
    }

    /// The flat index of a section's header row.
    public func flatIndex(ofSection section: Int) -> Int { headerFlatIndices[section] }

    /// The flat index of the item at a position.
    public func flatIndex(of position: IndexedPosition) -> Int {
        headerFlatIndices[position.section] + 1 + position.row
    }

    /// The flat index of the item with this identity, if present.
    public func flatIndex(ofItemWithID id: Item.ID) -> Int? {
        position(ofItemWithID: id).map(flatIndex(of:))
    }
}
