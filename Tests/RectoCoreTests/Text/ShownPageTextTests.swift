import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("The text of the pages on screen: which pages are read, shown in order, after the strip's scroll rests")
struct ShownPageTextTests {
    /// A book's text reader whose deliveries the test makes.
    final class Reader: PageTextReader, @unchecked Sendable {
        // Used on the main actor only, by the tests.
        var asked: [[Int]] = []
        var deliver: (@Sendable @MainActor (Int, String) -> Void)?

        func read(_ pages: [Int], deliver: @escaping @Sendable @MainActor (Int, String) -> Void) {
            asked.append(pages)
            self.deliver = deliver
        }
    }

    @MainActor
    final class Book: PageTextBook {
        var visiblePages: [Int]
        let reader = Reader()
        var pageTextReader: any PageTextReader { reader }
        init(_ pages: [Int]) { visiblePages = pages }

        func deliver(_ page: Int, _ text: String) { reader.deliver?(page, text) }
    }

    /// The text follower on a manual clock, with what it showed.
    @MainActor
    final class Harness {
        let clock = ManualClock()
        let shown: ShownPageText
        var texts: [String] = []

        init() {
            shown = ShownPageText(scheduler: clock)
            shown.show = { [unowned self] in texts.append($0) }
        }
    }

    @Test("A spread's pages are asked for and shown in page order as they arrive; pages without text are left out")
    func spread() {
        let harness = Harness()
        let book = Book([5, 4])
        harness.shown.pagesMoved(book, stripShown: false)
        #expect(book.reader.asked == [[4, 5]] && harness.shown.shownPages == [4, 5])
        book.deliver(5, "recto")
        #expect(harness.texts.last == "recto")
        book.deliver(4, "verso")
        #expect(harness.texts.last == "verso\nrecto")
        book.visiblePages = [6, 7]
        harness.shown.pagesMoved(book, stripShown: false)
        book.deliver(6, "")
        book.deliver(7, "seven")
        #expect(harness.texts.last == "seven")
    }

    @Test("Pages still on screen are not read again; text for a page gone from the screen is dropped")
    func keptAndDropped() {
        let harness = Harness()
        let book = Book([4, 5])
        harness.shown.pagesMoved(book, stripShown: false)
        book.deliver(4, "four")
        book.deliver(5, "five")
        book.visiblePages = [5, 6]
        harness.shown.pagesMoved(book, stripShown: false)
        #expect(book.reader.asked.last == [6] && harness.texts.last == "five")
        book.deliver(4, "four again")
        #expect(harness.texts.last == "five", "page 4 left the screen")
        let asked = book.reader.asked.count, shows = harness.texts.count
        harness.shown.pagesMoved(book, stripShown: false)
        #expect(book.reader.asked.count == asked && harness.texts.count == shows, "the same pages: nothing to do")
        book.visiblePages = [4, 5]
        harness.shown.pagesMoved(book, stripShown: false)
        #expect(book.reader.asked.last == [4], "page 4's text was not kept while it was off screen")
    }

    @Test("In the strip the text follows once the scroll rests; scrolling meanwhile waits on")
    func settles() {
        let harness = Harness()
        let book = Book([0])
        harness.shown.pagesMoved(book, stripShown: true)
        #expect(book.reader.asked == [[0]], "a new book's first pages come at once")
        book.visiblePages = [1]
        harness.shown.pagesMoved(book, stripShown: true)
        harness.clock.advance(by: ShownPageText.settleDelay * 0.8)
        harness.shown.stripScrolled()
        book.visiblePages = [2]
        harness.clock.advance(by: ShownPageText.settleDelay * 0.8)
        #expect(book.reader.asked == [[0]])
        harness.clock.advance(by: ShownPageText.settleDelay * 0.2)
        #expect(book.reader.asked == [[0], [2]], "the pages on screen once it rests")
        harness.shown.stripScrolled()
        #expect(harness.clock.pendingCount == 0, "a scroll with nothing waiting arms nothing")
    }

    @Test("Another book's pages come at once, its text alone; a closed book shows nothing, and its wait ends")
    func books() {
        let harness = Harness()
        let first = Book([0])
        harness.shown.pagesMoved(first, stripShown: false)
        first.deliver(0, "first")
        first.visiblePages = [1]
        harness.shown.pagesMoved(first, stripShown: true)
        let second = Book([0])
        harness.shown.pagesMoved(second, stripShown: true)
        #expect(second.reader.asked == [[0]] && harness.texts.last == "")
        second.deliver(0, "second")
        #expect(harness.texts.last == "second")
        second.visiblePages = [1]
        harness.shown.pagesMoved(second, stripShown: true)
        harness.shown.bookChanged(open: false)
        harness.clock.advance(by: ShownPageText.settleDelay)
        #expect(harness.texts.last == "" && second.reader.asked == [[0]] && harness.shown.shownPages.isEmpty)
        harness.shown.bookChanged(open: true)
        #expect(harness.texts.last == "")
    }

    @Test("A caret's offset in the text shown falls on its page, past the pages and newlines before it")
    func caret() {
        let harness = Harness()
        let book = Book([3, 4, 5])
        harness.shown.pagesMoved(book, stripShown: false)
        #expect(harness.shown.caret(atOffset: 0) == nil)
        book.deliver(3, "abc")
        book.deliver(4, "")
        book.deliver(5, "dé")
        #expect(harness.shown.caret(atOffset: 2).map { [$0.page, $0.offset] } == [3, 2])
        #expect(harness.shown.caret(atOffset: 3).map { [$0.page, $0.offset] } == [3, 3], "the end of a page")
        #expect(harness.shown.caret(atOffset: 4).map { [$0.page, $0.offset] } == [5, 0])
        #expect(harness.shown.caret(atOffset: 6)?.text == "dé")
        #expect(harness.shown.caret(atOffset: 7) == nil)
    }
}
