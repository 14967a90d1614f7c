import Foundation
import RectoCore

/// A watch the test can fire until the library cancels it: a settings observer, or a folder monitor.
@MainActor
final class FakeWatch: LibraryWatch {
    /// The folder followed (none for the settings).
    let folder: LibraryPath?
    private let onChanges: @MainActor ([LibraryFolderChange]) -> Void
    private(set) var cancelled = false

    init(folder: LibraryPath?, onChanges: @escaping @MainActor ([LibraryFolderChange]) -> Void) {
        self.folder = folder
        self.onChanges = onChanges
    }

    func cancel() { cancelled = true }

    /// Reports `changes` as the monitor would after its pause; nothing once cancelled.
    func report(_ changes: [LibraryFolderChange]) {
        if !cancelled { onChanges(changes) }
    }
}

/// The folder monitors the library started, in order.
@MainActor
final class FakeMonitors {
    private(set) var started: [FakeWatch] = []

    /// The monitors not cancelled.
    var live: [FakeWatch] { started.filter { !$0.cancelled } }

    func watch(
        _ folder: LibraryPath, _ onChanges: @escaping @MainActor ([LibraryFolderChange]) -> Void
    ) -> (any LibraryWatch)? {
        let watch = FakeWatch(folder: folder, onChanges: onChanges)
        started.append(watch)
        return watch
    }
}

/// The reader's settings as GSettings keeps them: a new folder tells its watchers.
@MainActor
final class FakeLibrarySettings: LibrarySettings {
    var libraryFolder: LibraryPath? {
        didSet { watches.forEach { $0.report([]) } }
    }
    var hasLibrarySort = false
    /// False for settings without the sort key (an older schema).
    var holdsSort = true
    private(set) var keptSorts: [LibrarySort] = []
    private(set) var watches: [FakeWatch] = []

    func keepLibrarySort(_ sort: LibrarySort) -> Bool {
        guard holdsSort else { return false }
        keptSorts.append(sort)
        return true
    }

    func watchLibraryFolder(_ changed: @escaping @MainActor () -> Void) -> (any LibraryWatch)? {
        let watch = FakeWatch(folder: nil) { _ in changed() }
        watches.append(watch)
        return watch
    }
}

/// A trash that records what it was asked to take, in order; it refuses the books named in `refused` and
/// has no trash for those in `withoutTrash`.
final class FakeTrash: LibraryTrashing, @unchecked Sendable {
    private let lock = NSLock()
    private var trashedPaths: [LibraryPath] = []
    private var deletedPaths: [LibraryPath] = []
    private var refusedPaths: Set<LibraryPath> = []
    private var pathsWithoutTrash: Set<LibraryPath> = []

    var trashed: [LibraryPath] { lock.withLock { trashedPaths } }
    var deleted: [LibraryPath] { lock.withLock { deletedPaths } }
    var refused: Set<LibraryPath> {
        get { lock.withLock { refusedPaths } }
        set { lock.withLock { refusedPaths = newValue } }
    }
    var withoutTrash: Set<LibraryPath> {
        get { lock.withLock { pathsWithoutTrash } }
        set { lock.withLock { pathsWithoutTrash = newValue } }
    }

    func canTrash(_ path: LibraryPath) -> Bool { !withoutTrash.contains(path) }

    /// A book whose volume lost its trash since it was asked is not trashed.
    func trash(_ path: LibraryPath) -> LibraryDeletionOutcome {
        if refused.contains(path) { return .failed("refused") }
        if withoutTrash.contains(path) { return .trashUnavailable }
        lock.withLock { trashedPaths.append(path) }
        return .done
    }

    func delete(_ path: LibraryPath) -> LibraryDeletionOutcome {
        if refused.contains(path) { return .failed("refused") }
        lock.withLock { deletedPaths.append(path) }
        return .done
    }
}

/// A metadata reader that titles each book after its file name ("walden.pdf" is "Title of walden"), with
/// seven pages and the key `key("walden")`, and records the batches it was asked for; `starts` false stands
/// for a helper that would not start.
final class FakeMetadataReader: LibraryMetadataReader, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [[LibraryPath]] = []
    private let starts: Bool

    init(starts: Bool = true) { self.starts = starts }

    /// The key the reader gives the book `name`.pdf.
    static func key(_ name: String) -> DocumentKey { DocumentKey.forPath(name) }

    /// The books of each batch, in the order asked.
    var batches: [[LibraryPath]] { lock.withLock { asked } }

    func read(_ items: [LibraryItem], answer: (LibraryItem, LibraryMetadata?) -> Void) {
        lock.withLock { asked.append(items.map(\.path)) }
        for item in items {
            let name = item.path.fileName.replacingOccurrences(of: ".pdf", with: "")
            let metadata = LibraryMetadata(title: "Title of \(name)", pageCount: 7, documentKey: Self.key(name))
            answer(item, starts ? metadata : nil)
        }
    }
}

/// A window's sidebar as the library sees it: what it was told, and the rows it shows.
@MainActor
final class FakeLibraryObserver {
    private(set) var updates: [LibraryCatalog.Update] = []
    private(set) var stateChanges = 0
    private(set) var sortsLoaded: [LibrarySort] = []
    var rowsOnShow: [LibraryPath] = []
    private var observation: ObservationToken?

    /// Hears `library`'s notices until `stop()`.
    func observe(_ library: Library) {
        observation = library.observe(rowsOnShow: { [unowned self] in rowsOnShow }, { [unowned self] in heard($0) })
    }

    private func heard(_ notice: LibraryNotice) {
        switch notice {
        case let .changed(update): updates.append(update)
        case .stateChanged: stateChanges += 1
        case let .sortLoaded(sort): sortsLoaded.append(sort)
        }
    }

    /// The window went.
    func stop() {
        observation = nil
    }

    func forget() {
        updates = []
        stateChanges = 0
    }
}
