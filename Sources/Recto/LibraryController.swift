import Dispatch
import Foundation
import GObjectSupport
import RectoCore

/// The library's model on the main thread: the files in the folder (`LibraryReconciler`), what each PDF says
/// about itself (`LibraryMetadataCache`), reading progress, and the rows on show (`LibraryListing`).
///
/// Everything that touches the disk runs on background queues and comes back through `MainLoop.post`:
/// the first scan, examining the paths the folder monitor reports, reading PDF metadata (lazily, rows on show
/// first, file names meanwhile) and reading and writing the caches. The sidebar follows through the callbacks,
/// patching its list model with splices rather than rebuilding it.
@MainActor
final class LibraryController {
    /// Where the library stands.
    enum Phase: Equatable {
        /// Not started: the sidebar was never shown.
        case idle
        /// The first scan is running.
        case loading
        /// The list follows the folder.
        case ready
        /// The folder cannot be shown; the message says why.
        case unavailable(String)
    }

    /// How many PDFs are opened for metadata in one background step.
    static let metadataBatch = 16
    /// How long row changes from metadata and progress are gathered before the list is sorted again.
    static let relistDelay: UInt32 = 250

    /// The folder listed; `switchFolder(to:)` changes it.
    private(set) var folder: LibraryPath
    private(set) var phase = Phase.idle
    private(set) var listing = LibraryListing()
    private var reconciler = LibraryReconciler()
    private var cache = LibraryMetadataCache()
    private var progress: [DocumentKey: LibraryProgress] = [:]
    private var entries: [LibraryPath: LibraryEntry] = [:]
    private var pathsByKey: [DocumentKey: [LibraryPath]] = [:]
    private var monitor: LibraryMonitor?
    private var loadingMetadata = false
    /// Whether the sidebar was ever shown: until then the folder is followed but no rows are built and no PDF is
    /// opened for metadata, so a reader who never looks at the library pays only for a background scan.
    private var active = false
    private var relistTimer: MainLoopTimer?
    private var cacheSaveTimer: MainLoopTimer?
    /// Bumped by every scan, so answers for an older scan are dropped.
    private var generation = 0

    /// Patches for the list model, to apply in order.
    var onSplices: (([LibrarySplice]) -> Void)?
    /// Rows whose content changed where they are (metadata or progress arrived): show them again.
    var onUpdated: ((Set<LibraryPath>) -> Void)?
    /// Files renamed by another program; called before the list is patched, so a selection can follow.
    var onRenamed: (([LibraryChanges.Rename]) -> Void)?
    /// The phase changed, or the list may have become empty or non-empty.
    var onStateChanged: (() -> Void)?
    /// The remembered sort order was read (at start, or from the older preferences file).
    var onSortLoaded: ((LibrarySort) -> Void)?

    private let queue = DispatchQueue(label: "recto.library", qos: .userInitiated)
    private let metadataQueue = DispatchQueue(label: "recto.library.metadata", qos: .utility)
    private let stateStore = ReadingStateStore(folder: AppPaths.readingStateFolder)
    private let locale = Locale.current

    init(folder: LibraryPath) {
        self.folder = folder
    }

    /// Whether the folder holds no book at all (as opposed to none matching the search).
    var isEmpty: Bool { reconciler.count == 0 }

    /// The row for `path`, if the library lists it.
    func entry(for path: LibraryPath) -> LibraryEntry? { entries[path] }

    /// Scans the folder for the first time (creating it if missing) and starts following it. The window calls
    /// this when it opens, so the rows are ready by the time the reader first shows the sidebar.
    func start() {
        guard phase == .idle else { return }
        if AppSettings.shared.hasUserValue("library-sort") {
            listing.sort = AppSettings.shared.librarySort
            onSortLoaded?(listing.sort)
        }
        scan(.first)
    }

    /// Lists `newFolder` instead (the reader chose another library folder): the rows go at once, and the new
    /// folder is scanned (created if missing) and followed. The open book stays selected if it is in there.
    func switchFolder(to newFolder: LibraryPath) {
        guard newFolder != folder else { return }
        folder = newFolder
        monitor?.cancel()
        monitor = nil
        _ = reconciler.replaceAll(with: [])
        relist()
        guard phase != .idle else { return }
        scan(.switched)
    }

    /// The sidebar is shown: the first time, build the rows and start reading metadata; a folder that could
    /// not be read is tried again, in case the reader fixed it meanwhile.
    func activate() {
        if case .unavailable = phase { scan(.again) }
        guard !active else { return }
        active = true
        relist()
        loadKnownProgress()
        fillMetadata()
    }

    /// Stops following the folder and writes the metadata cache (the window closes).
    func stop() {
        monitor?.cancel()
        monitor = nil
        if cacheSaveTimer?.isPending == true { saveCache() }
    }

    // MARK: Intents

    /// Orders the rows by `sort` and remembers the choice: in GSettings, or in the older preferences file
    /// where the schema lacks the key.
    func setSort(_ sort: LibrarySort) {
        guard sort != listing.sort else { return }
        listing.sort = sort
        relist()
        if AppSettings.shared.has("library-sort") {
            AppSettings.shared.librarySort = sort
        } else {
            let preferences = LibraryPreferences(sort: sort), url = AppPaths.libraryPreferences
            queue.async { try? preferences.save(to: url) }
        }
    }

    /// Narrows the rows to those matching `text`.
    func setFilter(_ text: String) {
        listing.filter = LibraryFilter(text: text, locale: locale)
        relist()
    }

    /// The open book's page changed: its row shows the new progress at once.
    func noteReading(_ key: DocumentKey, page: Int, pageCount: Int, reorder: Bool) {
        progress[key] = LibraryProgress(pageIndex: page, pageCount: pageCount, lastRead: Date())
        guard let paths = pathsByKey[key] else { return }
        if reorder && listing.sort == .lastRead {
            relist()
        } else {
            for path in paths { entries[path]?.progress = progress[key] }
            onUpdated?(Set(paths))
        }
    }

    /// The person deleted `path`: its row goes now.
    func beginDelete(_ path: LibraryPath) { absorb(reconciler.beginDelete(path)) }

    /// The deletion of `path` is done.
    func finishDelete(_ path: LibraryPath) { reconciler.finishDelete(path) }

    /// The deletion of `path` failed or was declined: its row comes back, unless another folder is listed now.
    func cancelDelete(_ path: LibraryPath) {
        let changes = reconciler.cancelDelete(path)
        if path.parent == folder { absorb(changes) } else { _ = reconciler.apply(.removed(path)) }
    }

    /// Books were copied into the folder: they show at once, whether or not the monitor saw them yet.
    func imported(_ items: [LibraryItem]) {
        var changes = LibraryChanges()
        // An import that began before the folder was switched lands in the old folder: not ours to list.
        for item in items where item.path.parent == folder { changes.merge(reconciler.importFinished(item)) }
        absorb(changes)
    }

    /// Books came back from the trash (those of a folder listed before a switch stay out).
    func restored(_ items: [LibraryItem]) {
        absorb(reconciler.apply(items.filter { $0.path.parent == folder }.map { .added($0) }))
    }

    // MARK: Scanning and following the folder

    /// Why the folder is scanned.
    private enum ScanReason {
        /// The window opened: read the caches too.
        case first
        /// Another folder was chosen.
        case switched
        /// The folder changed under the monitor, or could not be read before.
        case again
    }

    private func scan(_ reason: ScanReason) {
        generation += 1
        let generation = generation
        monitor?.cancel()
        monitor = nil
        if reason != .again { setPhase(.loading) }
        let firstTime = reason == .first, cleanUp = reason != .again
        // The older preferences file is read only while GSettings has no choice of its own, to carry it over.
        let readPreferences = firstTime && !AppSettings.shared.hasUserValue("library-sort")
        // Only the default folder gets the sample book: a folder the reader chose is theirs to fill.
        let seedSample = firstTime && folder == AppPaths.libraryFolder
        let folder = folder, cacheURL = AppPaths.libraryMetadataCache, preferencesURL = AppPaths.libraryPreferences
        queue.async {
            let cache = firstTime ? LibraryMetadataCache.open(at: cacheURL).cache : nil
            let preferences = readPreferences ? LibraryPreferences.stored(at: preferencesURL) : nil
            let result = Self.prepareAndScan(folder, cleanUp: cleanUp, seedSample: seedSample)
            MainLoop.post { [weak self] in
                guard let self, self.generation == generation else { return }
                scanned(result, cache: cache, preferences: preferences)
            }
        }
    }

    /// Creates a missing folder and lists it, first removing copies an interrupted import left (`cleanUp`).
    /// With `seedSample`, a folder created now gets a copy of the sample book, so a first start shows what the
    /// library is for; a folder the reader emptied, or chose, stays as it is.
    nonisolated private static func prepareAndScan(
        _ folder: LibraryPath, cleanUp: Bool, seedSample: Bool
    ) -> Result<LibraryScanResult, LibraryScanError> {
        var status = stat()
        let existed = folder.withCString { stat($0, &status) } == 0
        do throws(LibraryScanError) {
            try LibraryScanner.prepareFolder(folder)
            let importer = LibraryImporter(folder: folder)
            if cleanUp { importer.removeStaleTemporaries() }
            if seedSample, !existed, let sample = ResourceLocator.sampleBook() {
                _ = importer.importFiles([LibraryPath(sample)])
            }
            return .success(try LibraryScanner(folder: folder).scan())
        } catch {
            return .failure(error)
        }
    }

    private func scanned(
        _ result: Result<LibraryScanResult, LibraryScanError>,
        cache: LibraryMetadataCache?, preferences: LibraryPreferences?
    ) {
        if let cache { self.cache = cache }
        if let preferences {
            listing.sort = preferences.sort
            onSortLoaded?(preferences.sort)
            if AppSettings.shared.has("library-sort") { AppSettings.shared.librarySort = preferences.sort }
        }
        switch result {
        case let .failure(error):
            _ = reconciler.replaceAll(with: [])
            relist()
            setPhase(.unavailable(LibraryText.message(for: error)))
        case let .success(scan):
            _ = reconciler.replaceAll(with: scan.items)
            relist()
            setPhase(.ready)
            monitor = LibraryMonitor(folder: folder) { [weak self] changes in self?.folderChanged(changes) }
            if active { loadKnownProgress() }
            fillMetadata()
        }
    }

    private func folderChanged(_ changes: [LibraryMonitor.Change]) {
        if changes.contains(.folder) {
            scan(.again)
            return
        }
        let scanner = LibraryScanner(folder: folder), generation = generation
        queue.async {
            let events = changes.map { change -> LibraryEvent in
                switch change {
                case let .path(path):
                    return .observed(path, scanner.examine(path))
                case let .rename(from, to):
                    if case let .item(item) = scanner.examine(to) { return .renamed(from: from, to: item) }
                    return .renamed(from: from, to: nil)
                case .folder:
                    return .removed(scanner.folder)
                }
            }
            MainLoop.post { [weak self] in
                guard let self, self.generation == generation else { return }
                absorb(reconciler.apply(events))
            }
        }
    }

    private func absorb(_ changes: LibraryChanges) {
        guard !changes.isEmpty else { return }
        for rename in changes.renamed { cache.move(from: rename.from, to: rename.to) }
        if !changes.renamed.isEmpty { onRenamed?(changes.renamed) }
        relist()
        fillMetadata()
    }

    // MARK: Rows

    /// Rebuilds the rows from files, metadata and progress and tells the sidebar what changed.
    private func relist() {
        relistTimer?.cancel()
        guard active else {
            onStateChanged?()
            return
        }
        var built: [LibraryPath: LibraryEntry] = [:]
        var byKey: [DocumentKey: [LibraryPath]] = [:]
        built.reserveCapacity(reconciler.count)
        for item in reconciler.items {
            let metadata = cache.metadata(for: item)
            let key = metadata?.documentKey
            if let key { byKey[key, default: []].append(item.path) }
            built[item.path] = LibraryEntry(item: item, metadata: metadata, progress: key.flatMap { progress[$0] })
        }
        var changed: Set<LibraryPath> = []
        for (path, entry) in built where entries[path].map({ $0 != entry }) ?? false { changed.insert(path) }
        entries = built
        pathsByKey = byKey
        let steps = listing.relist(Array(built.values), locale: locale)
        if !steps.isEmpty { onSplices?(steps) }
        if !changed.isEmpty { onUpdated?(changed) }
        onStateChanged?()
    }

    /// Relists shortly, gathering the many small changes of metadata filling in.
    private func relistSoon() {
        guard relistTimer?.isPending != true else { return }
        relistTimer = MainLoop.after(milliseconds: Self.relistDelay) { [weak self] in self?.relist() }
    }

    private func setPhase(_ phase: Phase) {
        self.phase = phase
        onStateChanged?()
    }

    // MARK: Metadata and progress

    /// Reads metadata for a few books without it, rows on show first, then goes on with the next few.
    private func fillMetadata() {
        guard active, !loadingMetadata, phase == .ready else { return }
        let shown = listing.rows.lazy.compactMap { self.entries[$0]?.item }
        let hidden = listing.count < entries.count
            ? entries.values.lazy.filter { self.listing.position(of: $0.id) == nil }.map(\.item)
            : []
        let todo = Array((Array(shown) + Array(hidden)).lazy.filter { self.cache.metadata(for: $0) == nil }
            .prefix(Self.metadataBatch))
        guard !todo.isEmpty else { return }
        loadingMetadata = true
        let store = stateStore, generation = generation
        metadataQueue.async {
            let loaded = LibraryMetadataCache.load(todo, using: LibraryMetadataReader.read)
            let states = LibraryMetadataReader.progress(for: loaded.compactMap(\.metadata.documentKey), store: store)
            MainLoop.post { [weak self] in
                guard let self else { return }
                loadingMetadata = false
                // Entries are checked against size and time, so a late answer is stored safely.
                cache.store(loaded)
                mergeProgress(states)
                scheduleCacheSave()
                if self.generation == generation { relistSoon() }
                fillMetadata()
            }
        }
    }

    /// Reads the progress of books whose keys the cache already knows.
    private func loadKnownProgress() {
        let keys = Array(pathsByKey.keys)
        guard !keys.isEmpty else { return }
        let store = stateStore
        metadataQueue.async {
            let states = LibraryMetadataReader.progress(for: keys, store: store)
            MainLoop.post { [weak self] in
                self?.mergeProgress(states)
                self?.relistSoon()
            }
        }
    }

    /// Keeps the newer of two progress records, so a late read from disk never undoes a page just turned.
    private func mergeProgress(_ states: [DocumentKey: LibraryProgress]) {
        progress.merge(states) { current, loaded in
            (loaded.lastRead ?? .distantPast) > (current.lastRead ?? .distantPast) ? loaded : current
        }
    }

    private func scheduleCacheSave() {
        guard cacheSaveTimer?.isPending != true else { return }
        cacheSaveTimer = MainLoop.after(milliseconds: 2000) { [weak self] in self?.saveCache() }
    }

    private func saveCache() {
        cacheSaveTimer?.cancel()
        var snapshot = cache
        snapshot.prune(keeping: reconciler.items)
        let url = AppPaths.libraryMetadataCache, finished = snapshot
        queue.async { try? finished.save(to: url) }
    }
}
