/// Keeps the continuous strip and the reader's page in step without either chasing the other. The strip tells
/// the model the page its view shows (`scrolled`); the model's page change scrolls the strip only to a row the
/// strip does not show already (`pageChanged`). The row the strip shows is recorded before the model hears of
/// it, so the model's change that a scroll caused comes back as the row shown and is not applied to the strip
/// again: no flag has to be held up while the model is told.
public struct StripFollowing: Equatable, Sendable {
    /// The strip row the model's page was last set to or scrolled to; nil before the strip is laid out.
    public private(set) var shownRow: Int?

    /// Nothing shown yet.
    public init() {}

    /// The strip shows nothing yet (another book, the strip turned on): the next page change scrolls it.
    public mutating func reset() { shownRow = nil }

    /// The strip was laid out or scrolled to `row` by its own hand (a relayout, a link's destination).
    public mutating func show(row: Int) { shownRow = row }

    /// The strip scrolled, and `row` covers most of its view now: the page the model should go to, or nil when
    /// the model is already on that row.
    public mutating func scrolled(toRow row: Int, in layout: ContinuousLayout) -> Int? {
        guard row != shownRow else { return nil }
        shownRow = row
        return layout.pages(inRow: row)[0]
    }

    /// The model's page is `page` now (a turn, a jump, or the strip's own scroll coming back): the row to scroll
    /// the strip to, or nil when the strip shows that row already.
    public mutating func pageChanged(to page: Int, in layout: ContinuousLayout) -> Int? {
        let row = layout.row(ofPage: page)
        guard row != shownRow else { return nil }
        shownRow = row
        return row
    }
}
