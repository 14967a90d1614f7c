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
            Self.walk(part.entries) { entry in
                if entry.page <= page, entry.page >= (best?.page ?? Int.min) {
                    best = (entry.page, ordinal)
                }
                ordinal += 1
            }
        }
        guard let best else { return nil }
        var remaining = best.ordinal
        for (partIndex, part) in parts.enumerated() {
            let count = part.entryCount
            if remaining < count {
                var path: [Int] = []
                Self.descend(part.entries, to: &remaining, path: &path)
                return ContentsPosition(part: partIndex, path: path)
            }
            remaining -= count
        }
        return nil
    }

    /// Every page on which an entry starts, sorted and without repeats: the marks on the page scale.
    public var chapterStarts: [Int] {
        var pages: Set<Int> = []
        forEachEntry { entry, _ in pages.insert(entry.page) }
        return pages.sorted()
    }

    /// Visits every entry in reading order (part by part, each entry before its children) with its position.
    public func forEachEntry(_ body: (ContentsEntry, ContentsPosition) -> Void) {
        for partIndex in parts.indices {
            forEachEntry(inPart: partIndex, body)
        }
    }

    /// Visits the entries of one part in reading order with their positions.
    public func forEachEntry(inPart partIndex: Int, _ body: (ContentsEntry, ContentsPosition) -> Void) {
        guard parts.indices.contains(partIndex) else { return }
        var path: [Int] = []
        Self.visit(parts[partIndex].entries, part: partIndex, path: &path, body)
    }

    private static func walk(_ entries: [ContentsEntry], _ body: (ContentsEntry) -> Void) {
        for entry in entries {
            body(entry)
            if !entry.children.isEmpty { walk(entry.children, body) }
        }
    }

    /// Follows reading order down to the entry `remaining` steps ahead, recording the path; returns true
    /// once found (then `remaining` is zero and `path` complete).
    @discardableResult
    private static func descend(_ entries: [ContentsEntry], to remaining: inout Int, path: inout [Int]) -> Bool {
        for (index, entry) in entries.enumerated() {
            path.append(index)
            if remaining == 0 { return true }
            remaining -= 1
            if descend(entry.children, to: &remaining, path: &path) { return true }
            path.removeLast()
        }
        return false
    }

    private static func visit(
        _ entries: [ContentsEntry],
        part: Int,
        path: inout [Int],
        _ body: (ContentsEntry, ContentsPosition) -> Void
    ) {
        for (index, entry) in entries.enumerated() {
            path.append(index)
            body(entry, ContentsPosition(part: part, path: path))
            if !entry.children.isEmpty {
                visit(entry.children, part: part, path: &path, body)
            }
            path.removeLast()
        }
    }
}
