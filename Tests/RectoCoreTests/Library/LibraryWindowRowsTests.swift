import Foundation
import RectoCore
import Testing

@MainActor
@Suite("One window's library rows")
struct LibraryWindowRowsTests {
    /// The shared library as the tests change it, and what the window's rows told the sidebar.
    @MainActor
    final class Setup {
        var entries: [LibraryEntry] = []
        var shown: [LibraryPath] = []
        var told: [String] = []
        private var observation: ObservationToken?
        lazy var rows: LibraryWindowRows = {
            let rows = LibraryWindowRows(locale: Locale(identifier: "en_US")) { [unowned self] in entries }
            observation = rows.observe { [unowned self] change in
                switch change {
                case let .splices(steps):
                    steps.forEach { $0.apply(to: &shown) }
                    told.append("splices")
                case let .updated(paths): told.append("updated \(paths.count)")
                case let .renamed(renames): told.append("renamed \(renames.count)")
                case .stateChanged: told.append("state")
                case let .sortLoaded(sort): told.append("sort \(sort)")
                }
            }
            return rows
        }()

        func add(_ name: String, title: String? = nil, lastRead: Double? = nil) {
            let item = LibraryItem(path: Self.path(name), size: 1, modificationNanoseconds: 0)
            let progress = lastRead.map { LibraryProgress(pageIndex: 1, pageCount: 10, lastRead: Date(timeIntervalSince1970: $0)) }
            entries.append(LibraryEntry(item: item, metadata: title.map { LibraryMetadata(title: $0, author: nil) },
                                        progress: progress))
        }

        static func path(_ name: String) -> LibraryPath { LibraryPath("/lib/\(name).pdf") }
        var names: [String] { shown.map { String($0.fileName.dropLast(4)) } }
    }

    @Test func noRowsAreBuiltUntilTheSidebarIsFirstShown() {
        let setup = Setup()
        setup.add("Walden")
        setup.rows.libraryChanged(LibraryCatalog.Update(structural: true))
        #expect(setup.rows.rowsOnShow.isEmpty)
        #expect(setup.told == ["state"], "an inactive window only hears that the state may have changed")
        setup.rows.activate()
        setup.rows.activate()
        #expect(setup.names == ["Walden"])
        #expect(setup.told == ["state", "splices", "state"])
    }

    @Test func searchAndSortPatchTheRowsShown() {
        let setup = Setup()
        setup.add("b", title: "Walden", lastRead: 10)
        setup.add("a", title: "Emma", lastRead: 30)
        setup.add("c", title: "Dracula", lastRead: 20)
        setup.rows.activate()
        #expect(setup.names == ["c", "a", "b"])
        #expect(setup.rows.setSort(.lastRead))
        #expect(!setup.rows.setSort(.lastRead), "the same order again changes nothing")
        #expect(setup.names == ["a", "c", "b"])
        setup.rows.setFilter("wal")
        #expect(setup.names == ["b"])
        setup.rows.setFilter("")
        #expect(setup.names == ["a", "c", "b"])
    }

    /// Page turns update the open book's row in place; only a book just opened moves, and only under last read.
    @Test func progressShowsTheRowAgainAndOnlyAnOpenedBookMoves() {
        let setup = Setup()
        setup.add("a", title: "Emma", lastRead: 30)
        setup.add("b", title: "Walden", lastRead: 10)
        setup.rows.activate()
        setup.rows.setSort(.lastRead)
        setup.entries[1].progress = LibraryProgress(pageIndex: 2, pageCount: 10, lastRead: Date(timeIntervalSince1970: 40))
        setup.told = []
        var progress = LibraryCatalog.Update(changed: [Setup.path("b")])
        progress.onlyProgress = true
        setup.rows.libraryChanged(progress)
        #expect(setup.told == ["updated 1"])
        #expect(setup.names == ["a", "b"], "a page turn moves no row")
        setup.rows.readingNoted(reorder: false)
        #expect(setup.names == ["a", "b"])
        setup.rows.readingNoted(reorder: true)
        #expect(setup.names == ["b", "a"], "the book just opened comes first")
    }

    @Test func renamesAreToldBeforeTheRowsArePatched() {
        let setup = Setup()
        setup.add("old")
        setup.rows.activate()
        setup.entries = []
        setup.add("new")
        setup.told = []
        var update = LibraryCatalog.Update(structural: true)
        update.renamed = [LibraryChanges.Rename(from: Setup.path("old"), to: Setup.path("new"))]
        setup.rows.libraryChanged(update)
        #expect(setup.told == ["renamed 1", "splices", "state"])
        #expect(setup.names == ["new"])
    }

    @Test func aRememberedOrderReadLaterIsFollowed() {
        let setup = Setup()
        setup.add("a", lastRead: 1)
        setup.add("b", lastRead: 2)
        setup.rows.activate()
        setup.told = []
        setup.rows.sortLoaded(.lastRead)
        #expect(setup.told.first == "sort lastRead")
        #expect(setup.names == ["b", "a"])
    }
}
