/// Sorts the keys of a whole collection at once. It is not generic over the item type on purpose: called from
/// another module, generic code runs unspecialized, and the sort is where the time goes.
enum IndexSorter {
    /// The outcome: sections in order, the permutation of the input indices, and where each section starts in it.
    struct Result {
        var sections: [IndexSectionKey]
        var order: [Int]
        /// `order[sectionStarts[s] ..< sectionStarts[s + 1]]` are the items of section `s`; one extra entry at the end.
        var sectionStarts: [Int]
    }

    /// A small stand-in for an item while sorting, so the sort moves 24 plain bytes instead of keys.
    private struct Record {
        var rank: UInt32
        var index: UInt32
        var head: UInt64
        var secondHead: UInt64
    }

    /// Sorts `keys` by section, then within each section; `identityPrecedes(i, j)` orders the rare keys whose
    /// titles are equal.
    static func sort(_ keys: [IndexKey], collation: IndexCollation,
                     identityPrecedes: (Int, Int) -> Bool) -> Result {
        let (sections, ranks) = rankSections(keys, collation: collation)
        var records = keys.indices.map {
            Record(rank: ranks[$0], index: UInt32($0), head: keys[$0].head, secondHead: keys[$0].secondHead)
        }
        records.sort { left, right in
            if left.rank != right.rank { return left.rank < right.rank }
            if left.head != right.head { return left.head < right.head }
            if left.secondHead != right.secondHead { return left.secondHead < right.secondHead }
            let l = Int(left.index), r = Int(right.index)
            switch collation.compareKeys(keys[l], keys[r]) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: return identityPrecedes(l, r)
            }
        }
        var starts: [Int] = []
        starts.reserveCapacity(sections.count + 1)
        for (position, record) in records.enumerated() where starts.count <= record.rank {
            starts.append(position)
        }
        starts.append(records.count)
        return Result(sections: sections, order: records.map { Int($0.index) }, sectionStarts: starts)
    }

    /// The sections present in order, and each key's section rank in that order.
    private static func rankSections(_ keys: [IndexKey], collation: IndexCollation)
        -> (sections: [IndexSectionKey], ranks: [UInt32]) {
        // Latin letters and "#" have fixed slots, so hashing is only needed for other scripts.
        let symbolsSlot = IndexSectionKey.latinLetters.count
        var otherSlots: [IndexSectionKey: Int] = [:]
        var slotKeys = IndexSectionKey.latinLetters + [.symbols]
        var used = [Bool](repeating: false, count: slotKeys.count)
        var slots: [Int] = []
        slots.reserveCapacity(keys.count)
        for key in keys {
            let section = collation.sectionKey(of: key)
            let slot: Int
            switch section.group {
            case .latin: slot = Int(section.title.utf8.first! - UInt8(ascii: "A"))
            case .symbols: slot = symbolsSlot
            case .otherScript:
                if let known = otherSlots[section] {
                    slot = known
                } else {
                    slot = slotKeys.count
                    otherSlots[section] = slot
                    slotKeys.append(section)
                    used.append(false)
                }
            }
            used[slot] = true
            slots.append(slot)
        }
        let ordered = slotKeys.indices.filter { used[$0] }
            .sorted { collation.compareSections(slotKeys[$0], slotKeys[$1]) == .orderedAscending }
        var rankOfSlot = [UInt32](repeating: 0, count: slotKeys.count)
        for (rank, slot) in ordered.enumerated() { rankOfSlot[slot] = UInt32(rank) }
        return (ordered.map { slotKeys[$0] }, slots.map { rankOfSlot[$0] })
    }
}
