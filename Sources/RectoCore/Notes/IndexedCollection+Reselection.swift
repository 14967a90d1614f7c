extension IndexedCollection {
    /// The flat row to select once the row at `flatIndex` was deleted, so Delete can be pressed again: the item
    /// that took its place, else (at the end) the one before it. A header at the spot starts the next section,
    /// so its first item is chosen; at the end, the item before the header. Nil when nothing is left.
    public func flatRowToSelect(afterDeletingAt flatIndex: Int) -> Int? {
        let count = flatRowCount
        guard count > 0 else { return nil }
        let candidate = min(max(flatIndex, 0), count - 1)
        guard row(at: candidate).isHeader else { return candidate }
        if candidate + 1 < count { return candidate + 1 }
        return candidate > 0 ? candidate - 1 : nil
    }
}
