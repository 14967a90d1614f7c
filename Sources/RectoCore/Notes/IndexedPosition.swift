/// Where an item sits in an `IndexedCollection`: its section and its row within the section.
public struct IndexedPosition: Equatable, Hashable, Sendable {
    /// The section index.
    public let section: Int
    /// The row within the section.
    public let row: Int

    /// Creates a position.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}
