import Foundation
import RectoCore
import RectoTestSupport
import Testing

/// The grid as the flow drives it: what it was told, in order.
@MainActor
private final class FakeGrid: OverviewGrid {
    var focusedPage: Int?
    var firstVisiblePage: Int?
    var heard: [String] = []
    var chapters: [String]?
    var cellSize: (width: Int, height: Int)?

    func setCellSize(width: Int, height: Int) { cellSize = (width, height) }
    func reset(rowCount count: Int) { heard.append("reset \(count)") }
    func rebindAll() { heard.append("rebind") }
    func scroll(toRow row: Int) { heard.append("scroll \(row)") }
    func scrollToTop(row: Int) { heard.append("top \(row)") }
    func focus(page: Int, row: Int) { heard.append("focus \(page) in \(row)") }
    func showChapters(_ titles: [String]) { chapters = titles }
}

@MainActor
private final class FakeLane: OverviewThumbnailLane {
    var width = 0
    var heard: [String] = []
    func open() { heard.append("open") }
    func stop() { heard.append("stop") }
    func bookChanged() { heard.append("book") }
    func rowsChanged() { heard.append("rows") }
    func redrawRepainted() { heard.append("redraw") }
    func plan() { heard.append("plan") }
}

/// A reader window's overview with a fake grid and thumbnails, over a 12-page book in three chapters.
@MainActor
private final class OverviewHarness {
    let model = ReaderModel()
    let notes = NotesModelHarness()
    let grid = FakeGrid()
    let lane = FakeLane()
    var button: (visible: Bool, enabled: Bool)?
    var jumps: [Int] = []
    var remembered: [Int] = []
    var sizeReads = 0
    var available = 500
    var contents: TableOfContents? = TableOfContents(parts: [
        ContentsPart(entries: [
            ContentsEntry(title: "Chapter 1", page: 2),
            ContentsEntry(title: "Chapter 2", page: 5),
            ContentsEntry(title: "Chapter 3", page: 9),
        ])
    ])
    private(set) var flow: OverviewFlow!

    init(size: OverviewThumbnailSize = OverviewThumbnailSize()) {
        let marks = OverviewMarks(notes: notes.model, scheduler: notes.clock, searchPages: { [] },
                                  observeSearch: { _ in nil })
        flow = OverviewFlow(
            model: model, marks: marks, thumbnails: lane, grid: { [grid] in grid }, size: size, spacing: 12,
            services: OverviewFlow.Services(
                contents: { [unowned self] in contents }, jump: { [unowned self] in jumps.append($0) },
                availableWidth: { [unowned self] in available }, readPageSizes: { [unowned self] in sizeReads += 1 },
                rememberSize: { [unowned self] in remembered.append($0.width) },
                button: { [unowned self] in button = ($0, $1) }))
    }

    func open(at page: Int, pages: Int = 12) {
        model.open(FakePageSource(pageCount: pages), at: page)
    }

    func row(of page: Int) -> Int? { OverviewModel.rowIndex(ofPage: page, in: flow.rows) }
}

@MainActor
@Suite("Overview flow: the button, the turn and back, the rows for the width, the keyboard's page")
struct OverviewFlowTests {
    @Test func theButtonShowsFromTheSecondPageOnAndWhileTheOverviewShows() {
        let window = OverviewHarness()
        #expect(window.button! == (false, false))
        window.open(at: 0)
        #expect(window.button! == (false, true))
        _ = window.model.go(to: 3)
        #expect(window.button! == (true, true))
        window.flow.toggle()
        _ = window.model.go(to: 0)
        #expect(window.button! == (true, true))
        window.flow.toggle()
        #expect(window.button! == (false, true))
    }

    @Test func turningOverLaysOutRowsForTheWidthAndGivesThePageReadTheKeyboard() throws {
        let window = OverviewHarness()
        window.open(at: 6)
        window.flow.toggle()
        #expect(window.model.view.shown == .overview)
        #expect(window.lane.heard == ["book", "open", "rows"])
        #expect(window.sizeReads == 1)
        #expect(window.grid.chapters == ["Chapter 1", "Chapter 2", "Chapter 3"])
        // 500 pixels hold three cells of 112 with 12 between: 12 pages in four groups of 2, 3, 4 and 3.
        #expect(window.flow.rows.filter { !$0.isHeader }.map(\.pages) == [[0, 1], [2, 3, 4], [5, 6, 7], [8],
                                                                          [9, 10, 11]])
        let row = try #require(window.row(of: 6))
        #expect(window.grid.heard == ["reset \(window.flow.rows.count)", "focus 6 in \(row)"])
        #expect(window.grid.cellSize! == (112, 158))
        window.flow.mapped()
        #expect(window.grid.heard.last == "focus 6 in \(row)")
        #expect(window.lane.heard.last == "plan")
        window.flow.toggle()
        #expect(window.model.view.shown == .page)
        #expect(window.lane.heard.last == "stop")
    }

    @Test func aBookWithOneChapterHasNoIndex() {
        let window = OverviewHarness()
        window.contents = TableOfContents(parts: [ContentsPart(entries: [ContentsEntry(title: "All", page: 0)])])
        window.open(at: 3)
        window.flow.toggle()
        #expect(window.grid.chapters == [])
    }

    @Test func aNewWidthMakesTheRowsAgainOnlyForOtherColumnsKeepingThePageAtTheTop() throws {
        let window = OverviewHarness()
        window.open(at: 1)
        window.flow.toggle()
        window.grid.heard = []
        window.flow.resized(width: 505) // still three columns
        #expect(window.grid.heard.isEmpty)
        window.grid.firstVisiblePage = 5
        window.flow.resized(width: 760) // six
        let row = try #require(window.row(of: 5))
        #expect(window.grid.heard == ["reset \(window.flow.rows.count)", "top \(row)"])
        #expect(window.flow.rows.contains(.pages([5, 6, 7, 8, nil, nil], group: 2)))
    }

    @Test func largerThumbnailsAreRememberedAndThePageWithTheKeyboardKeepsIt() throws {
        let window = OverviewHarness(size: OverviewThumbnailSize(width: 200))
        window.open(at: 1)
        window.flow.toggle()
        window.grid.focusedPage = 9
        window.grid.heard = []
        window.flow.resizeThumbnails(larger: true)
        #expect(window.remembered == [260])
        #expect(window.lane.width == 260)
        let row = try #require(window.row(of: 9))
        #expect(window.grid.heard == ["reset \(window.flow.rows.count)", "scroll \(row)", "focus 9 in \(row)"])
        #expect(window.flow.canResize == (false, true))
        window.flow.resizeThumbnails(larger: true) // the largest already
        #expect(window.remembered == [260])
    }

    @Test func homeEndAndTheArrowsPutTheKeyboardOnAPage() throws {
        let window = OverviewHarness()
        window.open(at: 4)
        window.flow.toggle()
        window.grid.heard = []
        window.flow.end(last: true)
        window.flow.end(last: false)
        window.flow.move(.right, from: 4)
        window.flow.move(.left, from: 0) // the book's edge
        #expect(window.grid.heard == ["focus 11 in \(try #require(window.row(of: 11)))",
                                      "focus 0 in \(try #require(window.row(of: 0)))",
                                      "focus 5 in \(try #require(window.row(of: 5)))"])
    }

    @Test func aChapterChosenInTheIndexComesToTheTopAndAPageChosenIsAJumpBackReturnsFrom() throws {
        let window = OverviewHarness()
        window.open(at: 4)
        window.flow.toggle()
        window.grid.heard = []
        window.flow.chooseChapter("Chapter 3")
        window.flow.chooseChapter("No Such Chapter")
        let header = try #require(window.flow.rows.firstIndex(of: .header(title: "Chapter 3", group: 3)))
        #expect(window.grid.heard == ["top \(header)"])
        window.flow.choose(10)
        #expect(window.jumps == [10])
        #expect(window.model.view.shown == .page)
    }

    @Test func anotherBookDropsTheRowsAndItsThumbnails() {
        let window = OverviewHarness()
        window.open(at: 4)
        window.flow.toggle()
        window.model.view.showPage()
        window.open(at: 0, pages: 30)
        #expect(window.flow.rows.isEmpty)
        #expect(window.flow.row(at: 0) == nil)
        #expect(window.lane.heard.last == "book")
        #expect(window.flow.cell(forPage: 0, pageFormat: "Page %@", chapterFormat: "Page %1$@, %2$@") == nil)
    }

    @Test func pagesOfAnotherShapeMakeTheRowsAgainAndTheSameShapeOnlyBindsThem() throws {
        let window = OverviewHarness()
        window.open(at: 4)
        window.flow.toggle()
        window.grid.focusedPage = 7
        window.grid.heard = []
        window.flow.pageSizesRead(Array(repeating: Size(width: 600, height: 600), count: 12))
        #expect(window.flow.cellAspect == 1)
        let row = try #require(window.row(of: 7))
        #expect(window.grid.heard == ["reset \(window.flow.rows.count)", "scroll \(row)"])
        #expect(window.grid.cellSize! == (112, 112))
        window.grid.heard = []
        window.flow.pageSizesRead(Array(repeating: Size(width: 300, height: 300), count: 12))
        #expect(window.grid.heard == ["rebind"])
    }

    @Test func aCellIsNamedAfterItsChapterAndMarkedWhenTheReaderIsOnIt() throws {
        let window = OverviewHarness()
        window.open(at: 6)
        window.flow.toggle()
        let here = try #require(window.flow.cell(forPage: 6, pageFormat: "Page %@", chapterFormat: "Page %1$@, %2$@"))
        #expect(here.name == "Page 7, Chapter 2")
        #expect(here.isCurrent)
        let before = try #require(window.flow.cell(forPage: 0, pageFormat: "Seite %@", chapterFormat: "%1$@ %2$@"))
        #expect(before.name == "Seite 1")
        #expect(!before.isCurrent)
    }

    @Test func aNoteAddedWhileTheOverviewShowsBadgesItsPageAndTheThumbnailsAreRedrawn() throws {
        let window = OverviewHarness()
        let folder = try NotesFolder()
        defer { folder.remove() }
        window.notes.open(folder.store())
        window.open(at: 4)
        _ = window.notes.model.add(text: "hidden", pageIndex: 1)
        window.notes.clock.advance(by: 1)
        window.flow.toggle()
        window.grid.heard = []
        _ = window.notes.model.add(text: "read again", pageIndex: 3)
        window.notes.clock.advance(by: 1)
        #expect(window.grid.heard == ["rebind"])
        #expect(window.lane.heard.last == "redraw")
        let cell = try #require(window.flow.cell(forPage: 3, pageFormat: "Page %@", chapterFormat: "Page %1$@, %2$@"))
        #expect(cell.badges == [.note])
        window.flow.toggle()
        window.grid.heard = []
        _ = window.notes.model.add(text: "unseen", pageIndex: 8)
        window.notes.clock.advance(by: 1)
        #expect(window.grid.heard.isEmpty)
    }
}
