/// One section of an `IndexedCollection`: its key and its items in order. The items' sort keys live in the
/// collection's identity map, once per item.
struct IndexedSectionStorage<Item: IndexedItem> {
    let key: IndexSectionKey
    var items: [Item]
}

extension IndexedSectionStorage: Sendable where Item: Sendable {}
