/// A chapter start to mark on the scrubber, with its nesting depth (0 for a top-level chapter).
public struct ChapterMark: Hashable, Sendable {
    public var page: Int
    public var depth: Int

    public init(page: Int, depth: Int = 0) {
        self.page = page
        self.depth = depth
    }
}

/// Places chapter marks along the scrubber's trough. A big book's outline has more entries than the trough
/// has pixels, so marks are thinned: at most one every `spacing` pixels, top-level chapters placed first,
/// then deeper ones where room is left. The result never has more than `width / spacing + 1` marks, so
/// drawing them costs the same for any outline.
public enum ScrubberMarkLayout {
    /// The least room between two marks, in logical pixels.
    public static let defaultSpacing = 4.0

    /// The x offsets (0…`width`, sorted) of the marks to draw on a trough `width` pixels long.
    public static func offsets(
        of marks: [ChapterMark], pageCount: Int, width: Double, direction: ReadingDirection = .leftToRight,
        spacing: Double = defaultSpacing
    ) -> [Double] {
        guard width.isFinite, width > 0, pageCount > 0 else { return [] }
        let spacing = max(spacing, 1)
        let ordered = marks.filter { (0..<pageCount).contains($0.page) }
            .sorted { ($0.depth, $0.page) < ($1.depth, $1.page) }
        var placed: [Double] = [] // sorted
        for mark in ordered {
            let x = ScaleMapping.troughFraction(forPage: mark.page, pageCount: pageCount, direction: direction) * width
            let index = insertionIndex(of: x, in: placed)
            if index > 0, x - placed[index - 1] < spacing { continue }
            if index < placed.count, placed[index] - x < spacing { continue }
            placed.insert(x, at: index)
        }
        return placed
    }

    /// Where `value` goes in the sorted `values` (binary search).
    private static func insertionIndex(of value: Double, in values: [Double]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
