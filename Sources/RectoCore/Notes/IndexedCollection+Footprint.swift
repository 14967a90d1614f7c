extension IndexedCollection {
    /// An estimate of the heap memory the collection holds, in bytes: its sections' item arrays, the identity
    /// map with each item's sort key and the header positions. Counted from capacities, not measured, so that a
    /// benchmark or a diagnostic can compare layouts without reading the process's resident size.
    public var estimatedBytes: Int {
        let arrayHeader = 32
        var bytes = 0
        for section in storage {
            bytes += arrayHeader + section.items.capacity * MemoryLayout<Item>.stride
        }
        for key in keysByID.values { bytes += arrayHeader + (key.folded.capacity + 15) / 16 * 16 }
        // Open addressing keeps the identity map at most three quarters full.
        let entry = MemoryLayout<Item.ID>.stride + MemoryLayout<IndexKey>.stride
        bytes += keysByID.capacity * 4 / 3 * entry
        return bytes + headerFlatIndices.capacity * MemoryLayout<Int>.stride
    }
}
