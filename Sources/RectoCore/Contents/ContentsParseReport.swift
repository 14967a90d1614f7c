import Foundation

/// What a parse left out, by kind, so the app can tell the reader once what was ignored.
public struct ContentsParseReport: Hashable, Sendable {
    /// How many times each issue occurred; kinds that did not occur are absent.
    public private(set) var counts: [ContentsParseIssue: Int] = [:]

    /// Creates an empty report.
    public init() {}

    /// True when nothing was dropped: no toast needed.
    public var isClean: Bool { counts.isEmpty }

    /// The total number of dropped items of all kinds.
    public var totalCount: Int { counts.values.reduce(0, +) }

    /// How many times `issue` occurred.
    public func count(of issue: ContentsParseIssue) -> Int { counts[issue, default: 0] }

    /// The issues that occurred with their counts, in the stable order of `ContentsParseIssue.allCases`.
    public var issues: [(issue: ContentsParseIssue, count: Int)] {
        ContentsParseIssue.allCases.compactMap { issue in
            counts[issue].map { (issue, $0) }
        }
    }

    /// Adds `count` occurrences of `issue`; counts of zero or less are ignored.
    public mutating func record(_ issue: ContentsParseIssue, count: Int = 1) {
        guard count > 0 else { return }
        counts[issue, default: 0] += count
    }

    /// Adds the counts of another report, e.g. when importing several files.
    public mutating func merge(_ other: ContentsParseReport) {
        for (issue, count) in other.counts { record(issue, count: count) }
    }
}
