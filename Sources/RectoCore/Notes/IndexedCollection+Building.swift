extension IndexedCollection {
    /// Creates a collection of `items`, sorting them once. When two items share an identity the first is kept.
    public init<Items: Sequence>(_ items: Items, collation: IndexCollation = IndexCollation())
    where Items.Element == Item {
        self.init(collation: collation)
        // Converting an array is free; working by index avoids copying each item more than once.
        let all = Array(items)
        var keys: [IndexKey] = []
        var kept: [Int] = []
        keys.reserveCapacity(all.count)
        kept.reserveCapacity(all.count)
        keysByID.reserveCapacity(all.count)
        for index in all.indices {
            let item = all[index]
            let key = collation.key(forTitle: item.indexTitle)
            if let earlier = keysByID.updateValue(key, forKey: item.id) {
                keysByID[item.id] = earlier
                continue
            }
            keys.append(key)
            kept.append(index)
        }
        let sorted = IndexSorter.sort(keys, collation: collation) { all[kept[$0]].id < all[kept[$1]].id }
        storage.reserveCapacity(sorted.sections.count)
        headerFlatIndices.reserveCapacity(sorted.sections.count)
        for (section, sectionKey) in sorted.sections.enumerated() {
            let run = sorted.order[sorted.sectionStarts[section]..<sorted.sectionStarts[section + 1]]
            headerFlatIndices.append(sorted.sectionStarts[section] + section)
            var sectionItems: [Item] = []
            sectionItems.reserveCapacity(run.count)
            for position in run { sectionItems.append(all[kept[position]]) }
            storage.append(IndexedSectionStorage(key: sectionKey, items: sectionItems))
        }
    }
}
