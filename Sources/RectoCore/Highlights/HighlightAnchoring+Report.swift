extension HighlightAnchoring {
    /// What re-anchoring a book's highlights tells the reader, in one message (the app words each case).
    public enum Report: Equatable, Sendable {
        /// Some marks pointed past their page and lost those quads: the notes file may be for another edition.
        case droppedPastPage
        /// Some passages are no longer in the book: their notes stay without a mark.
        case passagesLost
        /// Both at once.
        case droppedAndLost

        /// The report on `results`, or nil when nothing was dropped or lost (marks that only moved are not
        /// worth a word).
        public init?(_ results: some Sequence<Result>) {
            var dropped = false, lost = false
            for result in results {
                dropped = dropped || result.droppedQuads > 0
                lost = lost || result.outcome == .lost
            }
            switch (dropped, lost) {
            case (false, false): return nil
            case (true, false): self = .droppedPastPage
            case (false, true): self = .passagesLost
            case (true, true): self = .droppedAndLost
            }
        }
    }
}
