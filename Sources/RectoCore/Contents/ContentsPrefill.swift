/// What the hidden contents page needs before Ctrl+T shows it. The app fills that page ahead, a moment after the
/// contents arrive or the chapter being read changes, so that turning to the contents only turns; a launch still
/// draws its first page before any of it is built.
public struct ContentsPrefill: Sendable {
    /// The work left before the page shows the contents as a fresh fill would.
    public enum Need: Equatable, Sendable {
        /// It shows them as they are.
        case nothing
        /// Only the "you are here" mark moves: the rows unfolded for the chapter being read are those unfolded
        /// already (a flat outline, or a chapter under the same headings).
        case moveMark
        /// Filled anew: other contents, or other rows to unfold.
        case fill
    }

    private enum State: Equatable {
        case stale
        case filled(chapter: ContentsPosition?, unfolded: Set<Int>)
    }

    private var state = State.stale

    public init() {}

    /// The contents changed (loaded, edited, imported, another book): the page must be filled anew.
    public mutating func invalidate() { state = .stale }

    /// The page shows `chapter` (the one holding the page being read, nil before the first) marked, with the
    /// rows `unfolded` (`ContentsTree.initiallyExpanded`).
    public mutating func filled(chapter: ContentsPosition?, unfolded: Set<Int>) {
        state = .filled(chapter: chapter, unfolded: unfolded)
    }

    /// What the page needs to show `chapter` being read, whose rows to unfold are `unfolded` (asked only when
    /// the page holds the current contents).
    public func need(chapter: ContentsPosition?, unfolded: @autoclosure () -> Set<Int>) -> Need {
        guard case let .filled(filledChapter, filledUnfolded) = state else { return .fill }
        if filledChapter == chapter { return .nothing }
        return filledUnfolded == unfolded() ? .moveMark : .fill
    }
}
