import Dispatch
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// The library, one per application, shared by every window's sidebar: the folder, its monitor, the metadata
/// read in a helper process, the metadata cache and reading progress (`LibraryCatalog`), and deletions
/// waiting for their toast to go (`Library+Deletion`). Windows observe it (`LibraryObserver`) and keep only
/// their own search, order and selection.
///
/// Everything that touches the disk runs on background queues and comes back through `MainLoop.post`.
@MainActor
final class Library: LibraryFeed {
    /// Where the library stands.
    typealias Phase = LibraryPhase

    /// How many PDFs one helper reads before it is ended; starting one costs about as much as reading 30
    /// small PDFs, so batches are long, and answers come back in chunks of `metadataChunk`.
    static let metadataBatch = 256
    /// How many answers are gathered before they go to the main thread.
    nonisolated static let metadataChunk = 16

    /// The folder listed; follows the `library-folder` setting.
    private(set) var folder: LibraryPath
    private(set) var phase = Phase.idle
    private(set) var catalog = LibraryCatalog()
    /// The device the folder was on when first listed: a folder found on another one later is an unmounted
    /// drive's mount point, never written to.
    private(set) var folderDevice: UInt64?
    private var observers: [WeakObserver] = []
    private var monitor: LibraryMonitor?
    var loadingMetadata = false
    /// Whether a sidebar was ever shown: until then no PDF is read for metadata.
    private(set) var active = false
    /// Rows that came or went are told at once, metadata and progress filling in gathered for a moment.
    private(set) lazy var notices = LibraryNotices(scheduler: GLibScheduler.shared) { [weak self] update in
        self?.liveObservers.forEach { $0.libraryChanged(update) }
    }
    var cacheSaveTimer: MainLoopTimer?
    /// A cache file written by a newer Recto is read but never replaced.
    private(set) var cacheMayBeReplaced = true
    /// Bumped by every scan, so answers for an older scan are dropped.
    private(set) var generation = 0
    private var folderSetting: SignalConnection?
    var deletions = LibraryPendingDeletions()

    let queue = DispatchQueue(label: "recto.library", qos: .userInitiated)
    /// Trashing and deleting; drained before the application exits.
    let trashQueue = DispatchQueue(label: "recto.library.trash", qos: .userInitiated)
    let metadataQueue = DispatchQueue(label: "recto.library.metadata", qos: .utility)
    let stateStore = ReadingStateStore(folder: AppPaths.readingStateFolder)
    let helper = LibraryMetadataHelper.client

    private final class WeakObserver {
        weak var observer: LibraryObserver?
        init(_ observer: LibraryObserver) { self.observer = observer }
    }

    init() {
        folder = Self.chosenFolder
    }

    /// The folder the settings name: the reader's choice, else the default.
    static var chosenFolder: LibraryPath { AppSettings.shared.libraryFolder ?? AppPaths.libraryFolder }

    /// Whether the folder holds no book at all.
    var isEmpty: Bool { catalog.isEmpty }

    /// The row for `path`, if the library lists it.
    func entry(for path: LibraryPath) -> LibraryEntry? { catalog.entry(for: path) }

    /// Every row, in no order.
    var entries: [LibraryEntry] { Array(catalog.entries.values) }

    /// Adds a window's sidebar; it hears of every change until it goes (held weakly).
    func addObserver(_ observer: LibraryObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer))
    }

    /// Removes a window's sidebar.
    func removeObserver(_ observer: LibraryObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    var liveObservers: [LibraryObserver] { observers.compactMap(\.observer) }

    /// Scans the folder for the first time and starts following it and the folder setting. Called when the
    /// first window opens, so rows are ready by the time a sidebar shows; later calls do nothing.
    func start() {
        guard phase == .idle else { return }
        folderSetting = AppSettings.shared.observe("library-folder") { [weak self] in
            self?.switchFolder(to: Self.chosenFolder)
        }
        scan(.first)
    }

    /// Lists `newFolder` instead (the reader chose another library folder).
    func switchFolder(to newFolder: LibraryPath) {
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
    func activate() {
        if case .unavailable = phase { scan(.again) }
        guard !active else { return }
        active = true
        loadKnownProgress()
        fillMetadata()
    }

    /// The application is quitting: stop following the folder, trash the books whose toasts are still up
    /// (the reader asked for that), and write the cache. Waits for the disk work it starts.
    func shutDown() {
        monitor?.cancel()
        monitor = nil
        folderSetting?.disconnect()
        commitAllDeletionsNow()
        if cacheSaveTimer?.isPending == true { saveCache() }
        queue.sync {}
    }

    // MARK: Intents

    /// The open book's page changed: its rows show the new progress at once.
    func noteReading(_ key: DocumentKey, page: Int, pageCount: Int) {
        notices.now(catalog.noteReading(key, page: page, pageCount: pageCount, at: Date()))
    }

    /// Books were copied into the folder: they show at once, whether or not the monitor saw them yet.
    func imported(_ items: [LibraryItem]) {
        // An import that began before the folder was switched lands in the old folder: not ours to list.
        notices.now(catalog.imported(items.filter { $0.path.parent == folder }))
        fillMetadata()
    }

    /// Rows of books being deleted go now, in every window.
    func beginDelete(_ paths: [LibraryPath]) { notices.now(catalog.beginDelete(paths)) }

    /// The deletion of `paths` is done.
    func finishDelete(_ paths: [LibraryPath]) { catalog.finishDelete(paths) }

    /// The deletion of `paths` failed, was declined or undone: their rows come back (if still in this folder).
    func cancelDelete(_ paths: [LibraryPath]) {
        notices.now(catalog.cancelDelete(paths.filter { $0.parent == folder }))
    }

    /// Takes metadata and progress read in the background; returns what changed in the rows.
    func absorb(
        metadata loaded: [(item: LibraryItem, metadata: LibraryMetadata)], progress states: [DocumentKey: LibraryProgress]
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
        let readPreferences = firstTime && !AppSettings.shared.hasUserValue("library-sort")
        // Only the default folder is ever created, and only at start: a folder deleted or unmounted while
        // Recto runs, or one the reader chose, is reported missing instead.
        let mayCreate = firstTime && folder == AppPaths.libraryFolder
        let folder = folder, device = folderDevice
        let cacheURL = AppPaths.libraryMetadataCache, preferencesURL = AppPaths.libraryPreferences
        queue.async {
            let cache = firstTime ? LibraryMetadataCache.open(at: cacheURL) : nil
            let preferences = readPreferences ? LibraryPreferences.stored(at: preferencesURL) : nil
            let result = LibraryScanner.prepareAndScan(
                folder, mayCreate: mayCreate, cleanUp: cleanUp, expectedDevice: device,
                sampleBook: { ResourceLocator.sampleBook() })
            MainLoop.post { [weak self] in
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
            liveObservers.forEach { $0.librarySortLoaded(preferences.sort) }
            if AppSettings.shared.has("library-sort") { AppSettings.shared.librarySort = preferences.sort }
        }
        switch result {
        case let .failure(error):
            notices.now(catalog.replaceAll(with: []))
            setPhase(.unavailable(LibraryText.message(for: error)))
            // A folder that comes back (restored, mounted again) is listed as soon as it is there.
            watchForReturn()
        case let .success((scan, device)):
            folderDevice = device
            notices.now(catalog.replaceAll(with: scan.items))
            setPhase(.ready)
            monitor = LibraryMonitor(folder: folder) { [weak self] changes in self?.folderChanged(changes) }
            if active { loadKnownProgress() }
            fillMetadata()
        }
    }

    /// Follows the folder's parent while the folder is unavailable, so its return is noticed.
    private func watchForReturn() {
        let watched = folder
        monitor = LibraryMonitor(folder: folder.parent) { [weak self] changes in
            guard let self, watched == folder else { return }
            if changes.contains(where: { $0 == .path(watched) || $0 == .folder }) { scan(.again) }
        }
    }

    private func folderChanged(_ changes: [LibraryFolderChange]) {
        if changes.contains(.folder) {
            scan(.again)
            return
        }
        let scanner = LibraryScanner(folder: folder), generation = generation
        queue.async {
            let events = scanner.events(for: changes)
            MainLoop.post { [weak self] in
                guard let self, self.generation == generation else { return }
                notices.now(catalog.apply(events))
                fillMetadata()
            }
        }
    }

    private func setPhase(_ phase: Phase) {
        self.phase = phase
        liveObservers.forEach { $0.libraryStateChanged() }
    }
}
