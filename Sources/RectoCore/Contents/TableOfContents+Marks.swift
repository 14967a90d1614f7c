extension TableOfContents {
    /// Every chapter start with its nesting depth, for the scrubber's marks (which thin them to fit). One mark
    /// per page: where chapters of several levels start on one page, the shallowest counts.
    public var chapterMarks: [ChapterMark] {
        var depths: [Int: Int] = [:]
        forEachEntry { entry, position in
            depths[entry.page] = min(depths[entry.page] ?? .max, position.depth)
        }
        return depths.map { ChapterMark(page: $0.key, depth: $0.value) }.sorted { $0.page < $1.page }
    }
}
