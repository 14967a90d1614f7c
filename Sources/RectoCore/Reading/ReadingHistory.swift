/// Where the reader jumped from, for Back and Forward as in a browser. Every jump (a link, a contents choice,
/// Go to Page, a search result, Home or End, a scrub over more than a few pages) records the page left; page
/// turns do not. Kept per book for the session.
public struct ReadingHistory: Equatable, Sendable {
    /// How many places Back remembers.
    public static let limit = 100
    /// A scrub that moves more pages than this is a jump worth coming back from.
    public static let scrubJumpDistance = 3

    public private(set) var backPages: [Int] = []
    public private(set) var forwardPages: [Int] = []

    public init() {}

    public var canGoBack: Bool { !backPages.isEmpty }
    public var canGoForward: Bool { !forwardPages.isEmpty }

    /// Records a jump from `page` to `destination`; going somewhere new forgets the way forward.
    public mutating func recordJump(from page: Int, to destination: Int) {
        guard page != destination else { return }
        if backPages.last != page { backPages.append(page) }
        if backPages.count > Self.limit { backPages.removeFirst(backPages.count - Self.limit) }
        forwardPages.removeAll()
    }

    /// The page to go back to from `current`, which Forward then returns to; nil when there is none.
    public mutating func goBack(from current: Int) -> Int? {
        guard let page = backPages.popLast() else { return nil }
        forwardPages.append(current)
        return page
    }

    /// The page Forward returns to from `current`; nil when there is none.
    public mutating func goForward(from current: Int) -> Int? {
        guard let page = forwardPages.popLast() else { return nil }
        backPages.append(current)
        return page
    }

    /// Whether a scrub from `page` to `destination` is a jump to record.
    public static func isJump(scrubbingFrom page: Int, to destination: Int) -> Bool {
        let (distance, overflow) = destination.subtractingReportingOverflow(page)
        return overflow || distance.magnitude > UInt(scrubJumpDistance)
    }
}
