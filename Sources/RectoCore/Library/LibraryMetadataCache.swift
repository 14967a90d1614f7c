import Foundation

/// Remembers each PDF's title, author and page count between launches, so the sidebar shows real titles
/// at once instead of opening thousands of PDFs.
///
/// An entry is valid only for the exact file it was read from: path, size and modification time must all
/// match, so an edited or replaced file is read again. Values come from a loader the app supplies (the PDF
/// engine), filled lazily. A value type: the app keeps it on the main thread and does the slow parts elsewhere:
/// ```
/// let todo = cache.itemsNeedingMetadata(visibleItemsFirst)        // main thread
/// let loaded = LibraryMetadataCache.load(todo, using: engine)     // background queue
/// cache.store(loaded)                                             // main thread, then refresh rows
/// let snapshot = cache; save snapshot on a background queue       // `save(to:)`
/// ```
public struct LibraryMetadataCache: Equatable, Sendable {
    /// One remembered file.
    struct Entry: Codable, Equatable, Sendable {
        var path: LibraryPath
        var size: Int64
        var modified: Int64
        var metadata: LibraryMetadata

        func matches(_ item: LibraryItem) -> Bool {
            size == item.size && modified == item.modificationNanoseconds
        }

        /// Whether a record read from the file is one Recto could have written (see `LibraryMetadata.isPlausible`).
        var isPlausible: Bool {
            size >= 0 && !path.bytes.isEmpty && metadata.isPlausible
        }
    }

    var entries: [LibraryPath: Entry]

    /// An empty cache.
    public init() {
        entries = [:]
    }

    /// Number of remembered files.
    public var count: Int { entries.count }

    /// The remembered metadata when it belongs to this very file (same size and modification time), else `nil`.
    public func metadata(for item: LibraryItem) -> LibraryMetadata? {
        guard let entry = entries[item.path], entry.matches(item) else { return nil }
        return entry.metadata
    }

    /// The items with no valid entry, in the order given (pass visible rows first to fill them first).
    public func itemsNeedingMetadata(_ items: [LibraryItem]) -> [LibraryItem] {
        items.filter { metadata(for: $0) == nil }
    }

    /// Remembers metadata for an item, replacing what was known for its path.
    public mutating func store(_ metadata: LibraryMetadata, for item: LibraryItem) {
        entries[item.path] = Entry(
            path: item.path, size: item.size, modified: item.modificationNanoseconds, metadata: metadata
        )
    }

    /// Remembers a batch produced by `load(_:using:)`.
    public mutating func store(_ loaded: [(item: LibraryItem, metadata: LibraryMetadata)]) {
        for (item, metadata) in loaded { store(metadata, for: item) }
    }

    /// Calls `loader` for each item, in order. Pure with respect to the cache, so it can run on any thread
    /// while the cache itself stays where it lives. The loader returns `.unreadable` for a file it cannot open.
    public static func load(
        _ items: [LibraryItem],
        using loader: (LibraryItem) -> LibraryMetadata
    ) -> [(item: LibraryItem, metadata: LibraryMetadata)] {
        items.map { ($0, loader($0)) }
    }

    /// Fills in missing entries for `items` in place, at most `limit` loads; returns the items loaded.
    /// Convenient where the caller already is off the main thread and owns the cache.
    @discardableResult
    public mutating func fill(
        _ items: [LibraryItem],
        limit: Int = .max,
        using loader: (LibraryItem) -> LibraryMetadata
    ) -> [LibraryItem] {
        let todo = Array(itemsNeedingMetadata(items).prefix(limit))
        store(Self.load(todo, using: loader))
        return todo
    }

    /// Builds sidebar rows: cached metadata where valid, `nil` (file name shown) elsewhere.
    public func entries(
        for items: [LibraryItem],
        progress: (LibraryItem) -> LibraryProgress? = { _ in nil }
    ) -> [LibraryEntry] {
        items.map { LibraryEntry(item: $0, metadata: metadata(for: $0), progress: progress($0)) }
    }

    /// Forgets files that are no longer in the library, so the cache file does not grow forever.
    public mutating func prune(keeping items: [LibraryItem]) {
        let kept = Set(items.map(\.path))
        entries = entries.filter { kept.contains($0.key) }
    }

    /// Keeps the entry of a renamed file under its new path (a rename changes neither size nor time).
    public mutating func move(from old: LibraryPath, to new: LibraryPath) {
        guard var entry = entries.removeValue(forKey: old) else { return }
        entry.path = new
        entries[new] = entry
    }

    /// Forgets the entry for a path (a file that moved or whose metadata must be re-read).
    public mutating func remove(_ path: LibraryPath) {
        entries[path] = nil
    }
}
