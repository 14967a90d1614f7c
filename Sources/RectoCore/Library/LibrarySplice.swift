/// One step that patches the sidebar's list model: remove `removedCount` rows at `position`, then insert
/// `inserted` there (the shape of `g_list_store_splice`). Patching in small steps, rather than replacing every
/// row, lets the list keep its scroll position and the rows that did not change keep their widgets.
public struct LibrarySplice: Equatable, Sendable {
    /// Where the change starts, in the list as it is when this step is applied.
    public let position: Int
    /// How many rows go.
    public let removedCount: Int
    /// The rows that come in their place.
    public let inserted: [LibraryPath]

    /// Creates a step.
    public init(position: Int, removedCount: Int, inserted: [LibraryPath]) {
        self.position = position
        self.removedCount = removedCount
        self.inserted = inserted
    }

    /// The steps that turn `old` into `new`, to be applied in order. Rows common to both ends are left alone;
    /// in between, a real diff keeps unchanged rows in place, unless the changed stretch is longer than
    /// `diffLimit` rows (metadata arriving for thousands of books at once), where one replacing step is
    /// cheaper to compute and to apply.
    public static func steps(from old: [LibraryPath], to new: [LibraryPath], diffLimit: Int = 2000) -> [LibrarySplice] {
        if old == new { return [] }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        if oldMiddle.isEmpty || newMiddle.isEmpty || oldMiddle.count + newMiddle.count > diffLimit {
            return [LibrarySplice(position: prefix, removedCount: oldMiddle.count, inserted: newMiddle)]
        }
        var removals: [Int] = []
        var insertions: [(offset: Int, path: LibraryPath)] = []
        for change in newMiddle.difference(from: oldMiddle) {
            switch change {
            case let .remove(offset, _, _): removals.append(offset)
            case let .insert(offset, path, _): insertions.append((offset, path))
            }
        }
        var steps: [LibrarySplice] = []
        // Removals from the back, so earlier offsets stay valid; each run of neighbours is one step.
        for run in runs(of: removals.sorted()).reversed() {
            steps.append(LibrarySplice(position: prefix + run.lowerBound, removedCount: run.count, inserted: []))
        }
        // Insertions from the front: their offsets are positions in the new list.
        var runStart = 0
        var runPaths: [LibraryPath] = []
        for (offset, path) in insertions.sorted(by: { $0.offset < $1.offset }) {
            if runPaths.isEmpty || runStart + runPaths.count != offset {
                if !runPaths.isEmpty {
                    steps.append(LibrarySplice(position: prefix + runStart, removedCount: 0, inserted: runPaths))
                }
                runStart = offset
                runPaths = []
            }
            runPaths.append(path)
        }
        if !runPaths.isEmpty {
            steps.append(LibrarySplice(position: prefix + runStart, removedCount: 0, inserted: runPaths))
        }
        return steps
    }

    /// Applies the step to an array, as the list model will.
    public func apply(to rows: inout [LibraryPath]) {
        rows.replaceSubrange(position..<(position + removedCount), with: inserted)
    }

    /// Groups sorted, distinct offsets into ranges of consecutive numbers.
    private static func runs(of offsets: [Int]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for offset in offsets {
            if let last = result.last, last.upperBound == offset {
                result[result.count - 1] = last.lowerBound..<(offset + 1)
            } else {
                result.append(offset..<(offset + 1))
            }
        }
        return result
    }
}
