import Foundation
import RectoCore
import Testing

@MainActor
@Suite("One window's library model: the shared library's notices, and the order the reader chose")
struct LibraryWindowModelTests {
    /// The app-wide library as a test drives it.
    @MainActor
    final class FakeFeed: LibraryFeed {
        var entries: [LibraryEntry] = []
        var folder = LibraryPath("/lib")
        var phase = LibraryPhase.idle
        var isEmpty: Bool { entries.isEmpty }
        let observers = Observers<LibraryNotice>()
        var rowsOnShow: [() -> [LibraryPath]] = []
        var said: [String] = []

        func entry(for path: LibraryPath) -> LibraryEntry? { entries.first(where: { $0.item.path == path }) }
        func observe(rowsOnShow: @escaping () -> [LibraryPath], _ observer: @escaping (LibraryNotice) -> Void)
            -> ObservationToken {
            self.rowsOnShow.append(rowsOnShow)
            return observers.add(observer)
        }
        func start() { said.append("start") }
        func activate() { said.append("activate") }
        func noteReading(_ key: DocumentKey, page: Int, pageCount: Int) { said.append("read \(key.rawValue) \(page)") }

        func add(_ name: String, title: String) {
            let item = LibraryItem(path: LibraryPath("/lib/\(name).pdf"), size: 1, modificationNanoseconds: 0)
            let metadata = LibraryMetadata(title: title, author: nil)
            entries.append(LibraryEntry(item: item, metadata: metadata, progress: nil))
        }
    }

    private func model(
        _ feed: FakeFeed, chosen: LibrarySort? = nil, remembered: @escaping (LibrarySort) -> Void = { _ in }
    ) -> LibraryWindowModel {
        LibraryWindowModel(feed: feed, locale: Locale(identifier: "en_US"), chosenSort: { chosen },
                           rememberSort: remembered)
    }

    @Test("Starting observes the library and starts it; stopping lets it go")
    func startAndStop() {
        let feed = FakeFeed()
        let window = model(feed)
        var states = 0
        let token = window.observe { if $0 == .stateChanged { states += 1 } }
        window.start()
        #expect(feed.observers.count == 1)
        #expect(feed.said == ["start"])
        #expect(states == 1, "the sidebar learns where the library stands at once")
        feed.observers.send(.stateChanged)
        #expect(states == 2)
        window.stop()
        #expect(feed.observers.count == 0)
        feed.observers.send(.stateChanged)
        #expect(states == 2, "a stopped window hears nothing")
        token.cancel()
    }

    @Test("Rows are listed only once the sidebar is shown, then follow the library's changes")
    func rowsFollow() {
        let feed = FakeFeed()
        feed.add("b", title: "Walden")
        let window = model(feed)
        window.start()
        #expect(window.rowsOnShow.isEmpty)
        window.activate()
        #expect(feed.said == ["start", "activate"])
        #expect(window.rowsOnShow == [LibraryPath("/lib/b.pdf")])
        feed.add("a", title: "Emma")
        var splices = 0
        let token = window.observe { if case .splices = $0 { splices += 1 } }
        defer { token.cancel() }
        feed.observers.send(.changed(LibraryCatalog.Update(structural: true)))
        #expect(splices == 1)
        #expect(feed.rowsOnShow.first?() == window.rowsOnShow, "the library asks the window which rows it shows")
        #expect(window.rowsOnShow == [LibraryPath("/lib/a.pdf"), LibraryPath("/lib/b.pdf")], "by title")
    }

    @Test("The order the reader chose is applied at start; a new choice is remembered once")
    func sortRemembered() {
        let feed = FakeFeed()
        var remembered: [LibrarySort] = []
        var loaded: [LibrarySort] = []
        let window = model(feed, chosen: .lastRead) { remembered.append($0) }
        let token = window.observe { if case let .sortLoaded(sort) = $0 { loaded.append(sort) } }
        defer { token.cancel() }
        window.start()
        #expect(loaded == [.lastRead])
        window.setSort(.lastRead)
        #expect(remembered.isEmpty, "the same order is no new choice")
        window.setSort(.title)
        window.setSort(.title)
        #expect(remembered == [.title])
    }

    @Test("Reading a page tells the library, so every window's row shows the progress")
    func readingNoted() {
        let feed = FakeFeed()
        let window = model(feed)
        window.noteReading(DocumentKey(rawValue: "k"), page: 4, pageCount: 10, reorder: false)
        #expect(feed.said == ["read k 4"])
    }
}
