extension IndexedCollection {
    /// Inserts `item` at its sorted place and reports where; nil (and no change) if an item with the same
    /// identity is already present — use `replace(_:)` to change an item.
    @discardableResult
    public mutating func insert(_ item: Item) -> IndexedChange? {
        guard keysByID[item.id] == nil else { return nil }
        let key = collation.key(forTitle: item.indexTitle)
        let sectionKey = collation.sectionKey(of: key)
        let slot = sectionSlot(for: sectionKey)
        let section = slot.index
        if !slot.found {
            let header = section == 0 ? 0 : headerFlatIndices[section - 1] + 1 + storage[section - 1].items.count
            keysByID[item.id] = key
            storage.insert(IndexedSectionStorage(key: sectionKey, items: [item]), at: section)
            headerFlatIndices.insert(header, at: section)
            shiftHeaders(after: section, by: 2)
            return IndexedChange(kind: .inserted, section: section, row: 0, sectionChanged: true,
                                 itemFlatIndex: header + 1)
        }
        let row = rowSlot(in: section, key: key, id: item.id).index
        keysByID[item.id] = key
        storage[section].items.insert(item, at: row)
        shiftHeaders(after: section, by: 1)
        return IndexedChange(kind: .inserted, section: section, row: row, sectionChanged: false,
                             itemFlatIndex: headerFlatIndices[section] + 1 + row)
    }

    /// Removes the item with this identity and reports where it was; nil if there is none.
    @discardableResult
    public mutating func remove(id: Item.ID) -> IndexedChange? {
        guard let position = position(ofItemWithID: id) else { return nil }
        let section = position.section
        let flatIndex = headerFlatIndices[section] + 1 + position.row
        keysByID[id] = nil
        if storage[section].items.count == 1 {
            storage.remove(at: section)
            headerFlatIndices.remove(at: section)
            shiftHeaders(after: section - 1, by: -2)
            return IndexedChange(kind: .removed, section: section, row: 0, sectionChanged: true,
                                 itemFlatIndex: flatIndex)
        }
        storage[section].items.remove(at: position.row)
        shiftHeaders(after: section, by: -1)
        return IndexedChange(kind: .removed, section: section, row: position.row, sectionChanged: false,
                             itemFlatIndex: flatIndex)
    }

    /// Replaces the item with the same identity (for an edited title, it may move): the removal is reported
    /// first, then the insert, to be applied in that order. Nil if no item has this identity.
    @discardableResult
    public mutating func replace(_ item: Item) -> (removed: IndexedChange, inserted: IndexedChange)? {
        guard let removed = remove(id: item.id), let inserted = insert(item) else { return nil }
        return (removed, inserted)
    }

    /// Moves the header rows of the sections after `section` by `delta` flat rows.
    private mutating func shiftHeaders(after section: Int, by delta: Int) {
        var index = section + 1
        while index < headerFlatIndices.count {
            headerFlatIndices[index] += delta
            index += 1
        }
    }
}
