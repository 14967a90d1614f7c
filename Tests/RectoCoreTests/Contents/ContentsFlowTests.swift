import RectoCore
import Testing

@MainActor
@Suite("The contents routed: Ctrl+T, filling ahead, following the page and the contents, the button")
struct ContentsFlowTests {
    /// The app's contents page, scrubber and button, recording what they are asked to do.
    final class Page: ContentsPage {
        var navigator: PageNavigator? = PageNavigator(pageCount: 30, currentPage: 1)
        var contents: TableOfContents? = TableOfContents(parts: [ContentsPart(entries: [
            ContentsEntry(title: "Economy", page: 0),
            ContentsEntry(title: "Reading", page: 2),
            ContentsEntry(title: "Sounds", page: 10),
        ])])
        var isFillAheadPending = false
        /// The rows unfolded by page read; none unless given.
        var unfoldedRows: [Int: Set<Int>] = [:]
        var calls: [String] = []
        var button: ContentsButtonState?

        func unfolded(forPage page: Int) -> Set<Int> { unfoldedRows[page] ?? [] }
        func markPage(_ page: Int) { calls.append("mark \(page)") }
        func chooseLayout() { calls.append("layout") }
        func fill(_ contents: TableOfContents, currentPage: Int) { calls.append("fill \(currentPage)") }
        func refill(_ contents: TableOfContents, currentPage: Int) { calls.append("refill \(currentPage)") }
        func focusCurrent() { calls.append("focus") }
        func showChapter(_ title: String?) { calls.append("chapter \(title ?? "-")") }
        func setMarks(_ marks: [ChapterMark]) { calls.append("marks \(marks.count)") }
        func fillAheadLater() {
            isFillAheadPending = true
            calls.append("later")
        }
        func cancelFillAhead() {
            isFillAheadPending = false
            calls.append("cancel")
        }
        func showButton(_ state: ContentsButtonState) { button = state }
    }

    final class Jumps: Jumping {
        var jumps: [Int] = []
        func jump(to page: Int, animated: Bool) { jumps.append(page) }
    }

    let page = Page()
    let model = ReaderModel()
    let jumps = Jumps()
    let flow: ContentsFlow

    init() {
        flow = ContentsFlow(page: page, model: model, jumps: jumps)
    }

    /// Turns to `current` in a book of 30 pages, laid out as `layout`.
    func turn(to current: Int, layout: PageLayout = .single) {
        let navigator = PageNavigator(pageCount: 30, layout: layout, currentPage: current)
        page.navigator = navigator
        flow.pagesChanged(navigator)
    }

    @Test func ctrlTFillsThePageBeforeTurningAndOnlyMarksItWhenFilledAlready() {
        flow.toggle()
        #expect(page.calls == ["cancel", "fill 1"])
        #expect(model.view.shown == .contents)
        flow.toggle()
        #expect(model.view.shown == .page, "shown, Ctrl+T turns back")
        page.calls = []
        page.navigator = PageNavigator(pageCount: 30, currentPage: 12)
        flow.toggle()
        #expect(page.calls == ["mark 12", "layout"], "another chapter under the same headings only moves the mark")
        #expect(model.view.shown == .contents)
    }

    @Test func ctrlTDoesNothingWithoutTheBooksContents() {
        page.contents = nil
        flow.toggle()
        #expect(page.calls.isEmpty)
        #expect(model.view.shown == .page)
    }

    @Test func aTurnOfThePageFillsTheHiddenPageOnceLaterAndMovesTheMarkOfTheShownOne() {
        turn(to: 1, layout: .spread)
        #expect(page.calls == ["chapter Reading", "later"], "the spread's later page names the chapter")
        page.calls = []
        turn(to: 4)
        #expect(page.calls == ["chapter Reading"], "one fill waits already")
        page.calls = []
        flow.fillAheadDue()
        #expect(page.calls == ["cancel", "fill 4"])
        page.calls = []
        turn(to: 5)
        #expect(page.calls == ["chapter Reading"], "filled for this chapter")
        model.view.show(.contents)
        page.calls = []
        turn(to: 11)
        #expect(page.calls == ["chapter Sounds", "mark 11"])
        page.isFillAheadPending = true
        flow.fillAheadDue()
        #expect(page.calls == ["chapter Sounds", "mark 11"], "the contents show by now")
    }

    @Test func changedContentsAreFilledAnewInPlaceWhenShownAndAheadWhenHidden() {
        flow.contentsChanged()
        #expect(page.calls == ["marks 3", "chapter Economy", "later"])
        flow.fillAheadDue()
        model.view.show(.contents)
        page.calls = []
        flow.contentsChanged()
        #expect(page.calls == ["marks 3", "chapter Economy", "refill 1"])
        model.view.showPage()
        page.calls = []
        flow.toggle()
        #expect(page.calls == ["mark 1", "layout"], "the refill left the page filled")
    }

    @Test func anotherBookDropsTheFillAndWhatWasFilled() {
        flow.toggle()
        model.view.showPage()
        page.isFillAheadPending = true
        page.calls = []
        flow.bookChanged()
        #expect(page.calls == ["cancel"])
        page.calls = []
        flow.toggle()
        #expect(page.calls == ["cancel", "fill 1"])
    }

    @Test func theButtonShowsFromTheSecondPageOnAndWhileTheContentsShow() {
        turn(to: 0)
        #expect(page.button == ContentsButtonState(available: false, pointedOut: false, editable: false))
        turn(to: 1)
        #expect(page.button == ContentsButtonState(available: true, pointedOut: false, editable: false))
        turn(to: 0)
        model.view.show(.contents)
        flow.viewChanged()
        #expect(page.button == ContentsButtonState(available: true, pointedOut: false, editable: true))
        page.contents = nil
        flow.updateButton()
        #expect(page.button == ContentsButtonState(available: false, pointedOut: false, editable: false))
    }

    @Test func aChosenChapterTurnsBackToItsPageAndAnEmptyContentsPageTakesTheFocus() {
        flow.turnBack(to: 7)
        #expect(jumps.jumps.isEmpty, "the contents do not show")
        page.contents = TableOfContents()
        model.view.show(.contents)
        flow.viewChanged()
        flow.pageMapped()
        #expect(page.calls == ["focus", "focus"])
        flow.turnBack(to: 7)
        #expect(jumps.jumps == [7])
        #expect(model.view.shown == .page)
        model.view.show(.contents)
        flow.turnBack(to: nil)
        #expect(jumps.jumps == [7], "left without a chapter chosen, the reader stays where he was")
        #expect(model.view.shown == .page)
    }
}
