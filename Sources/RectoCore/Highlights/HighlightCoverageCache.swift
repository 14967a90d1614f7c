import Synchronization

/// The coverages of the pages last drawn with highlights, so that a page drawn again with the same marks at the
/// same size (in another colour mode, back at a zoom, its picture dropped from the cache and drawn again, on the
/// other render worker) does not cut its marks into spans again. The key is everything a coverage is made from:
/// a change of the marks, the zoom or the picture's size is a new key, never a stale coverage. The colour mode is
/// not in it, as recolouring comes after the painting. One per book, shared by its workers; a few entries.
public final class HighlightCoverageCache: Sendable {
    /// What a coverage is made from (`HighlightCoverage.init(_:pageHeight:scaleX:scaleY:width:height:)`).
    public struct Key: Equatable, Sendable {
        public let highlights: [HighlightPaint]
        public let pageHeight: Double
        public let scaleX: Double
        public let scaleY: Double
        public let width: Int
        public let height: Int

        public init(highlights: [HighlightPaint], pageHeight: Double, scaleX: Double, scaleY: Double, width: Int,
                    height: Int) {
            self.highlights = highlights
            self.pageHeight = pageHeight
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.width = width
            self.height = height
        }
    }

    /// Coverages kept: the pages on screen and their neighbours, a preview, in both workers.
    public static let capacity = 8

    private struct State {
        /// The most recently used last.
        var entries: [(key: Key, coverage: HighlightCoverage)] = []
        var made = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// The coverage for `key`: the kept one, or a new one made (outside the lock) and kept.
    public func coverage(for key: Key) -> HighlightCoverage {
        let kept: HighlightCoverage? = state.withLock { state in
            guard let index = state.entries.lastIndex(where: { $0.key == key }) else { return nil }
            let entry = state.entries.remove(at: index)
            state.entries.append(entry)
            return entry.coverage
        }
        if let kept { return kept }
        let made = HighlightCoverage(key)
        state.withLock { state in
            state.made += 1
            state.entries.append((key, made))
            if state.entries.count > Self.capacity { state.entries.removeFirst() }
        }
        return made
    }

    /// How many coverages were made rather than found (tests and the benchmark).
    public var made: Int { state.withLock { $0.made } }
}
