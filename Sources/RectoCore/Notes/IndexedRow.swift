/// One row of the flat list an `IndexedCollection` presents: GTK 4.8 list views have no section headers, so
/// headers are rows of their own (not selectable) between the items.
public enum IndexedRow<Item> {
    /// The header of a section, with its title ("A", "#", "Ж").
    case header(title: String, section: Int)
    /// An item, with its section and row within the section.
    case item(Item, section: Int, row: Int)

    /// The item, or nil for a header.
    public var item: Item? {
        if case .item(let item, _, _) = self { return item }
        return nil
    }

    /// Whether this is a header row.
    public var isHeader: Bool {
        if case .header = self { return true }
        return false
    }
}

extension IndexedRow: Sendable where Item: Sendable {}
extension IndexedRow: Equatable where Item: Equatable {}
