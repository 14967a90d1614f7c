import Dispatch
import Foundation

/// The library, one per application, shared by every window's sidebar: the folder, its monitor, the metadata
/// read in a helper process, the metadata cache and reading progress (`LibraryCatalog`), and deletions
/// waiting for their toast to go (`Library+Deletion`). Windows observe it (`LibraryObserver`) and keep only
/// their own search, order and selection.
///
/// What is the platform's comes in through seams: the folder monitor, the trash, the settings, the metadata
/// helper, timers (`Scheduler`) and the main loop (`deliver`). Everything that touches the disk runs on
/// background queues and comes back through `deliver`.
@MainActor
public final class Library: LibraryFeed {
    /// How many PDFs one helper reads before it is ended; starting one costs about as much as reading 30
    /// small PDFs, so batches are long, and answers come back in chunks of `metadataChunk`.
    public static let metadataBatch = 256
    /// How many answers are gathered before they go to the main thread.
    nonisolated static let metadataChunk = 16
    /// How long after the metadata last changed the cache is written.
    static let cacheSaveDelay = 2.0

    /// The folder listed; follows the settings' choice.
    public private(set) var folder: LibraryPath
    public private(set) var phase = LibraryPhase.idle
    private(set) var catalog = LibraryCatalog()
    /// The device the folder was on when first listed: a folder found on another one later is an unmounted
    /// drive's mount point, never written to.
    public private(set) var folderDevice: UInt64?
    private let observers = Observers<LibraryNotice>()
    /// Each observing window's rows on show, asked for when metadata is read (those rows first).
    private let showing = Observers<RowsOnShow>()
    private var monitor: (any LibraryWatch)?
    var loadingMetadata = false
    /// Whether a sidebar was ever shown: until then no PDF is read for metadata.
    private(set) var active = false
    /// Rows that came or went are told at once, metadata and progress filling in gathered for a moment.
    private(set) lazy var notices = LibraryNotices(scheduler: scheduler) { [weak self] update in
        self?.observers.send(.changed(update))
    }
    var cacheSaveTimer: ScheduledWork?
    /// A cache file written by a newer Recto is read but never replaced.
    private(set) var cacheMayBeReplaced = true
    /// Bumped by every scan, so answers for an older scan are dropped.
    private(set) var generation = 0
    private var folderSetting: (any LibraryWatch)?
    var deletions = LibraryPendingDeletions()

    let settings: LibrarySettings
    let locations: LibraryLocations
    private let monitoring: LibraryMonitoring
    let trash: LibraryTrashing
    let reader: LibraryMetadataReader
    let scheduler: Scheduler
    let deliver: MainDelivery

    let queue = DispatchQueue(label: "recto.library", qos: .userInitiated)
    /// Trashing and deleting; drained before the application exits.
    let trashQueue = DispatchQueue(label: "recto.library.trash", qos: .userInitiated)
    let metadataQueue = DispatchQueue(label: "recto.library.metadata", qos: .utility)
    let stateStore: ReadingStateStore

    /// A library listing the folder `settings` name, following it with `monitoring`, trashing with `trash`,
    /// reading metadata with `reader`; timed work on `scheduler`, background results through `deliver`.
    public init(
        settings: LibrarySettings, locations: LibraryLocations, monitoring: @escaping LibraryMonitoring,
        trash: LibraryTrashing, reader: LibraryMetadataReader, scheduler: Scheduler, deliver: @escaping MainDelivery
    ) {
        self.settings = settings
        self.locations = locations
        self.monitoring = monitoring
        self.trash = trash
        self.reader = reader
        self.scheduler = scheduler
        self.deliver = deliver
        stateStore = ReadingStateStore(folder: locations.readingStates)
        folder = settings.libraryFolder ?? locations.defaultFolder
    }

    /// The folder the settings name: the reader's choice, else the default.
    private var chosenFolder: LibraryPath { settings.libraryFolder ?? locations.defaultFolder }

    /// Whether the folder holds no book at all.
    public var isEmpty: Bool { catalog.isEmpty }

    /// The row for `path`, if the library lists it.
    public func entry(for path: LibraryPath) -> LibraryEntry? { catalog.entry(for: path) }

    /// Every row, in no order.
    public var entries: [LibraryEntry] { Array(catalog.entries.values) }

    /// A window's model hears every notice while the token lives; `rowsOnShow` is asked which rows it shows,
    /// so metadata is read for those first.
    public func observe(
        rowsOnShow: @escaping () -> [LibraryPath], _ observer: @escaping (LibraryNotice) -> Void
    ) -> ObservationToken {
        ObservationToken(joining: [observers.add(observer), showing.add { $0.rows += rowsOnShow() }])
    }

    /// The rows every observing window shows, window by window.
    var rowsOnShow: [LibraryPath] {
        let request = RowsOnShow()
        showing.send(request)
        return request.rows
    }

    /// Scans the folder for the first time and starts following it and the folder setting. Called when the
    /// first window opens, so rows are ready by the time a sidebar shows; later calls do nothing.
    public func start() {
        guard phase == .idle else { return }
        folderSetting = settings.watchLibraryFolder { [weak self] in
            guard let self else { return }
            switchFolder(to: chosenFolder)
        }
        scan(.first)
    }

    /// Lists `newFolder` instead (the reader chose another library folder).
    public func switchFolder(to newFolder: LibraryPath) {
        guard newFolder != folder else { return }
        folder = newFolder
        folderDevice = nil
        monitor?.cancel()
        monitor = nil
        notices.now(catalog.clear())
        guard phase != .idle else { return }
        scan(.switched)
    }

    /// A sidebar is shown: the first time, start reading metadata; a folder that could not be shown is looked
    /// at again, in case the reader mounted or restored it meanwhile.
    public func activate() {
        if case .unavailable = phase { scan(.again) }
        guard !active else { return }
        active = true
        loadKnownProgress()
        fillMetadata()
    }

    /// The application is quitting: stop following the folder, trash the books whose toasts are still up
    /// (the reader asked for that), and write the cache. Waits for the disk work it starts.
    public func shutDown() {
        monitor?.cancel()
        monitor = nil
        folderSetting?.cancel()
        commitAllDeletionsNow()
        if cacheSaveTimer?.isPending == true { saveCache() }
        queue.sync {}
    }

    // MARK: Intents

    /// The open book's page changed: its rows show the new progress at once.
    public func noteReading(_ key: DocumentKey, page: Int, pageCount: Int) {
        notices.now(catalog.noteReading(key, page: page, pageCount: pageCount, at: Date()))
    }

    /// Books were copied into the folder: they show at once, whether or not the monitor saw them yet.
    public func imported(_ items: [LibraryItem]) {
        // An import that began before the folder was switched lands in the old folder: not ours to list.
        notices.now(catalog.imported(items.filter { $0.path.parent == folder }))
        fillMetadata()
    }

    /// Rows of books being deleted go now, in every window.
    public func beginDelete(_ paths: [LibraryPath]) { notices.now(catalog.beginDelete(paths)) }

    /// The deletion of `paths` is done.
    public func finishDelete(_ paths: [LibraryPath]) { catalog.finishDelete(paths) }

    /// The deletion of `paths` failed, was declined or undone: their rows come back (if still in this folder).
    public func cancelDelete(_ paths: [LibraryPath]) {
        notices.now(catalog.cancelDelete(paths.filter { $0.parent == folder }))
    }

    /// Keeps the order a window's reader chose: in the settings, or in the older preferences file where they
    /// cannot hold it.
    public func rememberSort(_ sort: LibrarySort) {
        guard !settings.keepLibrarySort(sort) else { return }
        let preferences = LibraryPreferences(sort: sort), url = locations.preferences
        queue.async { try? preferences.save(to: url) }
    }

    /// Waits for the disk and helper work under way; what it delivers is still to run on the main actor.
    /// For tests, which then run what was delivered.
    public func waitUntilIdle() {
        for queue in [queue, metadataQueue, trashQueue] { queue.sync {} }
    }

    /// Takes metadata and progress read in the background; returns what changed in the rows.
    func absorb(
        metadata loaded: [(item: LibraryItem, metadata: LibraryMetadata)],
        progress states: [DocumentKey: LibraryProgress]
    ) -> LibraryCatalog.Update {
        var update = catalog.storeMetadata(loaded)
        update.merge(catalog.mergeProgress(states))
        return update
    }

    // MARK: Scanning and following the folder

    private enum ScanReason {
        /// The app started: read the caches, and make the default folder if this is a first start.
        case first
        /// Another folder was chosen.
        case switched
        /// The folder changed under the monitor, or could not be shown before.
        case again
    }

    private func scan(_ reason: ScanReason) {
        generation += 1
        let generation = generation
        monitor?.cancel()
        monitor = nil
        if reason != .again { setPhase(.loading) }
        let firstTime = reason == .first, cleanUp = reason != .again
        let readPreferences = firstTime && !settings.hasLibrarySort
        // Only the default folder is ever created, and only at start: a folder deleted or unmounted while
        // Recto runs, or one the reader chose, is reported missing instead.
        let mayCreate = firstTime && folder == locations.defaultFolder
        let folder = folder, device = folderDevice, locations = locations, deliver = deliver
        queue.async {
            let cache = firstTime ? LibraryMetadataCache.open(at: locations.metadataCache) : nil
            let preferences = readPreferences ? LibraryPreferences.stored(at: locations.preferences) : nil
            let result = LibraryScanner.prepareAndScan(
                folder, mayCreate: mayCreate, cleanUp: cleanUp, expectedDevice: device,
                sampleBook: locations.sampleBook)
            deliver { [weak self] in
                guard let self, self.generation == generation else { return }
                scanned(result, cache: cache, preferences: preferences)
            }
        }
    }

    private func scanned(
        _ result: Result<LibraryScanner.Prepared, LibraryScanError>,
        cache: (cache: LibraryMetadataCache, outcome: LibraryMetadataCache.OpenOutcome)?,
        preferences: LibraryPreferences?
    ) {
        if let cache {
            cacheMayBeReplaced = cache.outcome.mayReplace
            notices.now(catalog.adoptCache(cache.cache))
        }
        if let preferences {
            observers.send(.sortLoaded(preferences.sort))
            _ = settings.keepLibrarySort(preferences.sort)
        }
        switch result {
        case let .failure(error):
            notices.now(catalog.replaceAll(with: []))
            setPhase(.unavailable(error))
            // A folder that comes back (restored, mounted again) is listed as soon as it is there.
            watchForReturn()
        case let .success((scan, device)):
            folderDevice = device
            notices.now(catalog.replaceAll(with: scan.items))
            setPhase(.ready)
            monitor = monitoring(folder) { [weak self] changes in self?.folderChanged(changes) }
            if active { loadKnownProgress() }
            fillMetadata()
        }
    }

    /// Follows the folder's parent while the folder is unavailable, so its return is noticed.
    private func watchForReturn() {
        let watched = folder
        monitor = monitoring(folder.parent) { [weak self] changes in
            guard let self, watched == folder else { return }
            if changes.contains(where: { $0 == .path(watched) || $0 == .folder }) { scan(.again) }
        }
    }

    private func folderChanged(_ changes: [LibraryFolderChange]) {
        if changes.contains(.folder) {
            scan(.again)
            return
        }
        let scanner = LibraryScanner(folder: folder), generation = generation, deliver = deliver
        queue.async {
            let events = scanner.events(for: changes)
            deliver { [weak self] in
                guard let self, self.generation == generation else { return }
                notices.now(catalog.apply(events))
                fillMetadata()
            }
        }
    }

    private func setPhase(_ phase: LibraryPhase) {
        self.phase = phase
        observers.send(.stateChanged)
    }
}

/// The rows the observing windows show, gathered window by window.
final class RowsOnShow {
    var rows: [LibraryPath] = []
}
