import Foundation
import RectoCore

/// A book without an engine behind it, for tests of the reading model: pages of one size (or given sizes), and
/// labels that arrive only when the test calls `deliverLabels()`, as they would after the first frame.
public final class FakePageSource: PageSource {
    public let pageCount: Int
    public let displayTitle: String
    public let key: DocumentKey
    public var path: String? { "/fake/\(displayTitle).pdf" }
    public let labels: PageLabels
    private let sizes: [Size]
    private var waiting: [@Sendable @MainActor (PageLabels) -> Void] = []

    /// A book of `pageCount` pages of `size` points, labelled `labels` (default: "1", "2"…).
    public init(
        pageCount: Int, title: String = "Fake Book", labels: [String]? = nil,
        size: Size = Size(width: 400, height: 600), sizes: [Size]? = nil
    ) {
        self.pageCount = pageCount
        displayTitle = title
        key = DocumentKey.forPath("/fake/\(title).pdf")
        self.labels = PageLabels(labels ?? (0..<pageCount).map { String($0 + 1) })
        self.sizes = sizes ?? Array(repeating: size, count: pageCount)
    }

    /// How many label reads are waiting for `deliverLabels()`.
    public var labelRequests: Int { waiting.count }

    public func loadLabels(_ completion: @escaping @Sendable @MainActor (PageLabels) -> Void) {
        waiting.append(completion)
    }

    /// Hands the labels to everyone who asked, as the engine's background read would.
    @MainActor
    public func deliverLabels() {
        let completions = waiting
        waiting = []
        completions.forEach { $0(labels) }
    }

    public func pageSizeNow(_ page: Int) -> Size? {
        sizes.indices.contains(page) ? sizes[page] : nil
    }
}
