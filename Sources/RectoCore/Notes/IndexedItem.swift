/// An item that an `IndexedCollection` can sort and group: it has a stable identity and a title to index by.
///
/// The identity must be `Comparable` so that items whose titles collate the same still have one fixed order;
/// without it an insert and a full rebuild could disagree on positions.
public protocol IndexedItem: Identifiable where ID: Comparable {
    /// The text the item is sorted and grouped by (for a note, its trimmed text).
    var indexTitle: String { get }
}
