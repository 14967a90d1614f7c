import Foundation

extension TableOfContents {
    /// The chapter that holds `page`: the entry with the greatest start page not after `page`, at any depth,
    /// across all parts. Used to mark the current chapter and to name it in the page label.
    ///
    /// Among entries starting on the same page the last in reading order wins, which is the innermost
    /// one when a section starts on the same page as its chapter.
    public func entry(containing page: Int) -> ContentsEntry? {
        position(containing: page).flatMap { entry(at: $0) }
    }

    /// The position of `entry(containing:)`, for marking the row in the contents list.
    ///
    /// Called on every page turn, so it finds the winner's reading-order number first without building
    /// positions, then walks once more to that entry: no allocation per entry, even at 10,000 entries.
    public func position(containing page: Int) -> ContentsPosition? {
        var ordinal = 0
        var best: (page: Int, ordinal: Int)?
        for part in parts {
            walk(part.entries, depth: 0) { entry in
                if entry.page <= page, entry.page >= (best?.page ?? Int.min) {
                    best = (entry.page, ordinal)
                }
                ordinal += 1
            }
        }
        guard let best else { return nil }
        var remaining = best.ordinal
        for partIndex in parts.indices {
            var path: [Int] = []
            if descend(parts[partIndex].entries, depth: 0, to: &remaining, path: &path) {
                return ContentsPosition(part: partIndex, path: path)
            }
        }
        return nil
    }

    /// Every page on which an entry starts, sorted and without repeats: the marks on the page scale.
    public var chapterStarts: [Int] {
        var pages: Set<Int> = []
        forEachEntry { entry, _ in pages.insert(entry.page) }
        return pages.sorted()
    }

    /// Visits every shown entry in reading order (part by part, each entry before its children) with its position.
    public func forEachEntry(_ body: (ContentsEntry, ContentsPosition) -> Void) {
        for partIndex in parts.indices {
            forEachEntry(inPart: partIndex, body)
        }
    }

    /// Visits the shown entries of one part in reading order with their positions.
    public func forEachEntry(inPart partIndex: Int, _ body: (ContentsEntry, ContentsPosition) -> Void) {
        guard parts.indices.contains(partIndex) else { return }
        var path: [Int] = []
        visit(parts[partIndex].entries, part: partIndex, path: &path, body)
    }

    /// Visits the shown entries below `entries` in reading order.
    private func walk(_ entries: [ContentsEntry], depth: Int, _ body: (ContentsEntry) -> Void) {
        for entry in entries where isShown(entry, depth: depth) {
            body(entry)
            if !entry.children.isEmpty { walk(entry.children, depth: depth + 1, body) }
        }
    }

    /// Follows reading order down to the entry `remaining` steps ahead, recording the path; returns true
    /// once found (then `remaining` is zero and `path` complete).
    /// Counts shown entries only, as `walk` does, so the two agree on what an ordinal means.
    private func descend(_ entries: [ContentsEntry], depth: Int, to remaining: inout Int, path: inout [Int]) -> Bool {
        for (index, entry) in entries.enumerated() where isShown(entry, depth: depth) {
            path.append(index)
            if remaining == 0 { return true }
            remaining -= 1
            if descend(entry.children, depth: depth + 1, to: &remaining, path: &path) { return true }
            path.removeLast()
        }
        return false
    }

    private func visit(
        _ entries: [ContentsEntry],
        part: Int,
        path: inout [Int],
        _ body: (ContentsEntry, ContentsPosition) -> Void
    ) {
        for (index, entry) in entries.enumerated() where isShown(entry, depth: path.count) {
            path.append(index)
            body(entry, ContentsPosition(part: part, path: path))
            if !entry.children.isEmpty {
                visit(entry.children, part: part, path: &path, body)
            }
            path.removeLast()
        }
    }
}
