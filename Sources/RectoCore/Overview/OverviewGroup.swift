/// A run of pages under one header of the overview: a top-level chapter (or part) of the contents, the pages
/// before the first chapter (no title), or the whole book when it has no contents.
public struct OverviewGroup: Hashable, Sendable {
    /// The chapter's title, or `nil` for pages that belong to no chapter (no header row is shown for them).
    public var title: String?
    /// The pages of the group, in reading order.
    public var pages: Range<Int>

    public init(title: String?, pages: Range<Int>) {
        self.title = title
        self.pages = pages
    }
}
