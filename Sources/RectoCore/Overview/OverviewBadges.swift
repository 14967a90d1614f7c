/// The reader's marks shown as small badges on a page of the overview.
public struct OverviewBadges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The page holds at least one note.
    public static let note = OverviewBadges(rawValue: 1 << 0)
    /// The page holds at least one highlight.
    public static let highlight = OverviewBadges(rawValue: 1 << 1)
    /// The page holds a match of the search that is open.
    public static let searchMatch = OverviewBadges(rawValue: 1 << 2)
}
