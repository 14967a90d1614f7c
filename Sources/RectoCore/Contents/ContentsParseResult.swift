import Foundation

/// The usable part of a sidecar and what had to be left out.
public struct ContentsParseResult: Hashable, Sendable {
    /// The table of contents built from the good entries.
    public var contents: TableOfContents
    /// The bad entries that were dropped, by kind; clean when nothing was.
    public var report: ContentsParseReport

    /// Creates a result.
    public init(contents: TableOfContents, report: ContentsParseReport) {
        self.contents = contents
        self.report = report
    }
}
