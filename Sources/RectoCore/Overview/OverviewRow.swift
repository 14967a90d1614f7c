/// One row of the overview as laid out for a number of columns. GTK 4.8 grid and list views have no section
/// headers, so a chapter's header is a row of its own, as the notes list does with its letters.
public enum OverviewRow: Hashable, Sendable {
    /// The header over a group's pages.
    case header(title: String, group: Int)
    /// A row of page cells, left to right on screen; `nil` is an empty cell (beside the cover in spreads,
    /// or the rest of a chapter's last row).
    case pages([Int?], group: Int)

    /// The pages the row shows.
    public var pages: [Int] {
        if case .pages(let cells, _) = self { return cells.compactMap { $0 } }
        return []
    }

    /// Whether this is a header row.
    public var isHeader: Bool {
        if case .header = self { return true }
        return false
    }
}
