/// One letter of the jump index beside an indexed list.
public struct IndexLetter: Equatable, Sendable {
    /// The letter shown ("A"…"Z", a letter of another script, or "#").
    public let title: String
    /// Whether a section with this title has items; letters without are shown dimmed and jump to the next section.
    public let hasItems: Bool

    /// Creates an index letter.
    public init(title: String, hasItems: Bool) {
        self.title = title
        self.hasItems = hasItems
    }
}
