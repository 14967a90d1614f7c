/// Deletions waiting for their toast to go: each holds its books, hidden from the lists but untouched on disk,
/// under an id the toast keeps. Undo releases them unchanged; the toast going releases them to be trashed.
public struct LibraryPendingDeletions: Equatable, Sendable {
    private var held: [Int: [LibraryPath]] = [:]
    private var nextID = 1

    public init() {}

    /// Whether no deletion waits.
    public var isEmpty: Bool { held.isEmpty }

    /// Holds `paths` as one deletion; returns its id, never one given before.
    public mutating func hold(_ paths: [LibraryPath]) -> Int {
        let id = nextID
        nextID += 1
        held[id] = paths
        return id
    }

    /// Ends deletion `id` (undone, or its toast went) and returns its books; nil when it was already ended.
    public mutating func release(_ id: Int) -> [LibraryPath]? {
        held.removeValue(forKey: id)
    }

    /// Ends every deletion (the app quits) and returns their books, the oldest deletion's first.
    public mutating func releaseAll() -> [LibraryPath] {
        defer { held = [:] }
        return held.keys.sorted().flatMap { held[$0] ?? [] }
    }
}
