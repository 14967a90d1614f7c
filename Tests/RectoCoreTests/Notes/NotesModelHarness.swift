import Foundation
import RectoCore
import RectoTestSupport

/// One window's notes model on a manual clock, with its background results delivered when the test says, and
/// every event it told kept in order.
@MainActor
final class NotesModelHarness {
    let inbox: MainInbox
    let clock: ManualClock
    let model: NotesModel
    private(set) var events: [NotesModel.Event] = []
    private var observation: ObservationToken?

    /// A model of its own; pass another harness's clock and inbox for a second window of the same app.
    init(clock: ManualClock = ManualClock(), inbox: MainInbox = MainInbox()) {
        self.clock = clock
        self.inbox = inbox
        model = NotesModel(persistence: NotesPersistence(deliver: inbox.post), scheduler: clock)
        observation = model.observe { [unowned self] event in events.append(event) }
    }

    /// Waits for this window's disk work under way and delivers its results (and those of windows sharing the
    /// inbox that have arrived), until nothing more comes. Another window's writes are waited for by its `settle`.
    func settle() {
        repeat { model.persistence.waitUntilWritten() } while inbox.drain()
    }

    /// Opens `store`'s book and waits for its notes.
    func open(_ store: NotesStore?) {
        model.open(store)
        settle()
    }

    /// Moves time on by `seconds`, then lets the writes that started finish.
    func advance(by seconds: Double) {
        clock.advance(by: seconds)
        settle()
    }

    /// Forgets the events told so far.
    func clearEvents() { events.removeAll() }

    /// The texts of the notes on the list, sorted.
    var texts: [String] { (model.notes?.collection.items.map(\.text) ?? []).sorted() }

    /// The save failures told so far.
    var failures: Int {
        events.filter { if case .saveFailed = $0 { true } else { false } }.count
    }
}

/// A scratch data folder for one test and the notes stores in it.
struct NotesFolder {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder("notes-model") }

    func store(_ key: String = "book") -> NotesStore { NotesStore(dataDirectory: folder.url, documentKey: key) }

    /// A store whose folder cannot be made: a plain file stands where it would go, so every write fails until
    /// `unblock` (this works as root too, where a read-only folder does not stop writes).
    func blockedStore(_ key: String = "blocked") throws -> NotesStore {
        let blocker = folder.file("blocker")
        try Data("not a folder".utf8).write(to: blocker)
        return NotesStore(fileURL: blocker.appendingPathComponent("\(key).json"))
    }

    func unblock() throws { try FileManager.default.removeItem(at: folder.file("blocker")) }

    /// The texts a fresh read of `store`'s file finds, sorted.
    func texts(in store: NotesStore) -> [String] { store.load().notes.map(\.text).sorted() }

    func remove() { folder.remove() }
}
