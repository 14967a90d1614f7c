import Foundation

/// Everything the library knows about its books, app-wide: the files in the folder (`LibraryReconciler`),
/// what each PDF says about itself (`LibraryMetadataCache`), reading progress, and the rows built from them.
///
/// One per application, shared by every window's sidebar (each window keeps only its own `LibraryListing`:
/// its search and order). A value type the app keeps on the main thread; the slow parts (scanning, reading
/// metadata, writing the cache) happen elsewhere and are fed back through these intents, each of which
/// returns what changed so the app can tell the windows.
public struct LibraryCatalog: Sendable {
    /// The files, and the deletions in flight. The app feeds it scans and monitor events through
    /// `apply(_:)`, `replaceAll(with:)` and the deletion intents, which rebuild the rows.
    public private(set) var reconciler = LibraryReconciler()
    /// What each PDF said, valid for its size and time.
    public private(set) var cache = LibraryMetadataCache()
    /// The rows, by path: one per listed file.
    public private(set) var entries: [LibraryPath: LibraryEntry] = [:]
    private var progress: [DocumentKey: LibraryProgress] = [:]
    private var pathsByKey: [DocumentKey: [LibraryPath]] = [:]

    /// An empty catalog.
    public init() {}

    /// What a step changed, for the windows.
    public struct Update: Equatable, Sendable {
        /// Rows whose content changed where they are (metadata or progress arrived): show them again.
        public var changed: Set<LibraryPath> = []
        /// Whether rows came or went (the windows relist; a content change can move a row too).
        public var structural = false
        /// Files renamed by another program, for selections to follow.
        public var renamed: [LibraryChanges.Rename] = []
        /// Whether only reading progress changed: under the title order no row moves, so a window need not
        /// sort again at every page turn.
        public var onlyProgress = false

        /// Creates an update.
        public init(changed: Set<LibraryPath> = [], structural: Bool = false, renamed: [LibraryChanges.Rename] = []) {
            self.changed = changed
            self.structural = structural
            self.renamed = renamed
        }

        /// Whether nothing changed.
        public var isEmpty: Bool { changed.isEmpty && !structural && renamed.isEmpty }

        /// Adds a later update, so one notice tells both.
        public mutating func merge(_ later: Update) {
            onlyProgress = isEmpty ? later.onlyProgress : onlyProgress && later.onlyProgress
            changed.formUnion(later.changed)
            structural = structural || later.structural
            renamed += later.renamed
        }
    }

    /// Whether the folder holds no book at all (as opposed to none matching a search).
    public var isEmpty: Bool { reconciler.count == 0 }

    /// The row for `path`, if the library lists it.
    public func entry(for path: LibraryPath) -> LibraryEntry? { entries[path] }

    /// The keys of books whose metadata is known, to read their progress.
    public var knownKeys: [DocumentKey] { Array(pathsByKey.keys) }

    // MARK: Files

    /// Applies monitor events.
    public mutating func apply(_ events: [LibraryEvent]) -> Update { absorb(reconciler.apply(events)) }

    /// Replaces the files with a fresh scan.
    public mutating func replaceAll(with items: [LibraryItem]) -> Update { absorb(reconciler.replaceAll(with: items)) }

    /// Books the app copied in.
    public mutating func imported(_ items: [LibraryItem]) -> Update {
        var changes = LibraryChanges()
        for item in items { changes.merge(reconciler.importFinished(item)) }
        return absorb(changes)
    }

    /// The person deleted `paths`: their rows go now, and stay gone while the deletion is pending.
    public mutating func beginDelete(_ paths: [LibraryPath]) -> Update {
        var changes = LibraryChanges()
        for path in paths { changes.merge(reconciler.beginDelete(path)) }
        return absorb(changes)
    }

    /// The deletion of `paths` happened: a file seen at one of them from now on is a new one.
    public mutating func finishDelete(_ paths: [LibraryPath]) {
        for path in paths { reconciler.finishDelete(path) }
    }

    /// The deletion of `paths` was undone or failed: their rows come back as they were.
    public mutating func cancelDelete(_ paths: [LibraryPath]) -> Update {
        var changes = LibraryChanges()
        for path in paths { changes.merge(reconciler.cancelDelete(path)) }
        return absorb(changes)
    }

    /// Forgets every file and every deletion in flight (another folder is listed now).
    public mutating func clear() -> Update {
        let update = absorb(reconciler.replaceAll(with: []))
        reconciler = LibraryReconciler()
        return update
    }

    // MARK: Metadata and progress

    /// Takes the cache read from disk at start, keeping anything learnt meanwhile.
    public mutating func adoptCache(_ loaded: LibraryMetadataCache) -> Update {
        var merged = loaded
        for entry in cache.entries.values { merged.entries[entry.path] = entry }
        cache = merged
        return rebuild()
    }

    /// Up to `limit` books without valid metadata: those on `priority` first (the rows on show, in order),
    /// then the rest.
    public func missingMetadata(priority: [LibraryPath], limit: Int) -> [LibraryItem] {
        var result: [LibraryItem] = []
        var seen: Set<LibraryPath> = []
        func consider(_ item: LibraryItem) {
            guard result.count < limit, seen.insert(item.path).inserted, cache.metadata(for: item) == nil else {
                return
            }
            result.append(item)
        }
        for path in priority {
            guard result.count < limit else { break }
            if let item = entries[path]?.item { consider(item) }
        }
        for item in reconciler.items {
            guard result.count < limit else { break }
            consider(item)
        }
        return result
    }

    /// Remembers metadata read for `loaded` (checked against size and time, so a late answer is safe).
    public mutating func storeMetadata(_ loaded: [(item: LibraryItem, metadata: LibraryMetadata)]) -> Update {
        cache.store(loaded)
        return rebuild()
    }

    /// The open book's page changed: the rows of that book (one, unless the folder holds copies) show the new
    /// progress. Touches only those rows: it runs at every page turn.
    public mutating func noteReading(_ key: DocumentKey, page: Int, pageCount: Int, at date: Date) -> Update {
        let value = LibraryProgress(pageIndex: page, pageCount: pageCount, lastRead: date)
        progress[key] = value
        var update = Update()
        update.onlyProgress = true
        for path in pathsByKey[key] ?? [] where entries[path] != nil {
            entries[path]?.progress = value
            update.changed.insert(path)
        }
        return update
    }

    /// Progress read from disk; the newer of two records wins, so a late read never undoes a page just turned.
    public mutating func mergeProgress(_ states: [DocumentKey: LibraryProgress]) -> Update {
        progress.merge(states) { current, loaded in
            (loaded.lastRead ?? .distantPast) > (current.lastRead ?? .distantPast) ? loaded : current
        }
        return rebuild()
    }

    /// The cache to write: only files still listed (or pending deletion, which Undo may bring back).
    public var cacheToSave: LibraryMetadataCache {
        var snapshot = cache
        var kept = reconciler.items
        for path in reconciler.deletionsInFlight {
            if let entry = cache.entries[path] {
                kept.append(LibraryItem(path: path, size: entry.size, modificationNanoseconds: entry.modified))
            }
        }
        snapshot.prune(keeping: kept)
        return snapshot
    }

    // MARK: Rows

    private mutating func absorb(_ changes: LibraryChanges) -> Update {
        for rename in changes.renamed { cache.move(from: rename.from, to: rename.to) }
        var update = rebuild()
        update.renamed = changes.renamed
        update.structural = update.structural || !changes.isEmpty
        return update
    }

    /// Rebuilds the rows from files, metadata and progress.
    private mutating func rebuild() -> Update {
        var built: [LibraryPath: LibraryEntry] = [:]
        var byKey: [DocumentKey: [LibraryPath]] = [:]
        built.reserveCapacity(reconciler.count)
        for item in reconciler.items {
            let metadata = cache.metadata(for: item)
            let key = metadata?.documentKey
            if let key { byKey[key, default: []].append(item.path) }
            built[item.path] = LibraryEntry(item: item, metadata: metadata, progress: key.flatMap { progress[$0] })
        }
        var update = Update()
        for (path, entry) in built {
            if let old = entries[path] {
                if old != entry { update.changed.insert(path) }
            } else {
                update.structural = true
            }
        }
        if entries.count != built.count || entries.keys.contains(where: { built[$0] == nil }) {
            update.structural = true
        }
        entries = built
        pathsByKey = byKey
        return update
    }
}
