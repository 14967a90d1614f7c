/// Whether the hidden contents page already holds what Ctrl+T would show. The app fills that page ahead, a
/// moment after the contents arrive or the chapter being read changes, so that turning to the contents only
/// turns; a launch still draws its first page before any of it is built.
public struct ContentsPrefill: Sendable {
    private enum State: Equatable {
        case stale
        case filled(chapter: ContentsPosition?)
    }

    private var state = State.stale

    public init() {}

    /// The contents changed (loaded, edited, imported, another book): the page must be filled anew.
    public mutating func invalidate() { state = .stale }

    /// The page was filled, with `chapter` (the one holding the page being read, nil before the first) marked
    /// and unfolded.
    public mutating func filled(chapter: ContentsPosition?) { state = .filled(chapter: chapter) }

    /// Whether the page shows the contents as they would be shown with `chapter` being read.
    public func holds(chapter: ContentsPosition?) -> Bool { state == .filled(chapter: chapter) }
}
