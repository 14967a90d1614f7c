/// The library's list of files, kept in step with the folder while imports and deletions are in flight.
///
/// A pure state machine: the app feeds it the first scan, folder-monitor events (`apply`), its own
/// operations (`beginDelete`, `finishDelete`, `cancelDelete`, `importFinished`) and rescans (`replaceAll`),
/// and patches its list model from the returned `LibraryChanges`. Rules:
/// - Hidden names never get a row, so an import's temporary copy never shows; its final name is keyed by
///   path, so whether the monitor or the importer reports it first, it appears once.
/// - A file the person deleted leaves the list at once (`beginDelete`). Until the deletion finishes, events
///   that still see the file (it is on its way to the trash) are ignored, and the monitor's removal is a no-op,
///   so nothing flickers back. If the deletion fails, `cancelDelete` brings the row back.
/// - A file that vanished behind our back (deleted between scan and open) is simply `.removed`; a later
///   monitor removal for it changes nothing.
public struct LibraryReconciler: Sendable {
    private var itemsByPath: [LibraryPath: LibraryItem] = [:]
    private var pendingDeletes: [LibraryPath: LibraryItem] = [:]

    /// Starts from a scan.
    public init(items: [LibraryItem] = []) {
        for item in items where Self.isListable(item.path) { itemsByPath[item.path] = item }
    }

    /// The listed files, ordered by path bytes (the app sorts for display with `LibrarySort`).
    public var items: [LibraryItem] {
        itemsByPath.values.sorted { $0.path < $1.path }
    }

    /// Number of listed files.
    public var count: Int { itemsByPath.count }

    /// The listed item at `path`, if any.
    public func item(at path: LibraryPath) -> LibraryItem? {
        itemsByPath[path]
    }

    /// Paths whose deletion has begun and not yet finished or failed.
    public var deletionsInFlight: Set<LibraryPath> {
        Set(pendingDeletes.keys)
    }

    /// Applies one folder-monitor event.
    public mutating func apply(_ event: LibraryEvent) -> LibraryChanges {
        switch event {
        case .added(let item), .changed(let item):
            return upsert(item)
        case .removed(let path):
            guard itemsByPath.removeValue(forKey: path) != nil else { return LibraryChanges() }
            return LibraryChanges(removed: [path])
        case .renamed(let from, let to):
            return rename(from: from, to: to)
        }
    }

    /// Applies several events in order, merging what changed.
    public mutating func apply(_ events: [LibraryEvent]) -> LibraryChanges {
        var merged = LibraryChanges()
        for event in events { merged.merge(apply(event)) }
        return merged
    }

    /// The person deleted `path` (trash or delete started): its row goes now, and is remembered so a failed
    /// deletion can bring it back.
    public mutating func beginDelete(_ path: LibraryPath) -> LibraryChanges {
        guard let item = itemsByPath.removeValue(forKey: path) else { return LibraryChanges() }
        pendingDeletes[path] = item
        return LibraryChanges(removed: [path])
    }

    /// The deletion of `path` completed. From now on an event that sees a file at `path` is a new file
    /// (Undo restoring it from the trash, or another program).
    public mutating func finishDelete(_ path: LibraryPath) {
        pendingDeletes[path] = nil
    }

    /// The deletion of `path` failed or was declined: its row comes back as it was.
    public mutating func cancelDelete(_ path: LibraryPath) -> LibraryChanges {
        guard let item = pendingDeletes.removeValue(forKey: path) else { return LibraryChanges() }
        return upsert(item)
    }

    /// An import completed with `item` (from `LibraryImportResult`). Shows it exactly once, even if the
    /// monitor already reported the new name, and even if a deletion of an older file with that name is
    /// still winding up.
    public mutating func importFinished(_ item: LibraryItem) -> LibraryChanges {
        pendingDeletes[item.path] = nil
        return upsert(item)
    }

    /// Replaces the list with a fresh scan (after the monitor overflowed or the folder changed), keeping
    /// deletions in flight out of it.
    public mutating func replaceAll(with scanned: [LibraryItem]) -> LibraryChanges {
        var fresh: [LibraryPath: LibraryItem] = [:]
        for item in scanned where Self.isListable(item.path) && pendingDeletes[item.path] == nil {
            fresh[item.path] = item
        }
        var changes = LibraryChanges()
        changes.removed = itemsByPath.keys.filter { fresh[$0] == nil }.sorted()
        changes.inserted = fresh.keys.filter { itemsByPath[$0] == nil }.sorted()
        changes.updated = fresh.compactMap { path, item in
            itemsByPath[path].map { $0 == item ? nil : path } ?? nil
        }.sorted()
        itemsByPath = fresh
        return changes
    }

    private mutating func upsert(_ item: LibraryItem) -> LibraryChanges {
        guard Self.isListable(item.path), pendingDeletes[item.path] == nil else { return LibraryChanges() }
        let previous = itemsByPath.updateValue(item, forKey: item.path)
        switch previous {
        case nil: return LibraryChanges(inserted: [item.path])
        case item: return LibraryChanges()
        default: return LibraryChanges(updated: [item.path])
        }
    }

    private mutating func rename(from: LibraryPath, to: LibraryItem?) -> LibraryChanges {
        guard itemsByPath[from] != nil else {
            // Not ours to move (an import's temporary copy, or a file being deleted): judge the new name alone.
            guard let to else { return LibraryChanges() }
            return upsert(to)
        }
        guard let to, Self.isListable(to.path), pendingDeletes[to.path] == nil else {
            itemsByPath[from] = nil
            return LibraryChanges(removed: [from])
        }
        itemsByPath[from] = nil
        if itemsByPath.updateValue(to, forKey: to.path) != nil {
            // Renamed over a listed file: that row takes the new content, the old row goes.
            return LibraryChanges(removed: [from], updated: [to.path])
        }
        return LibraryChanges(renamed: [.init(from: from, to: to.path)])
    }

    private static func isListable(_ path: LibraryPath) -> Bool {
        !LibraryScanner.isHidden(path.lastComponent)
    }
}
