import RectoCore
import Testing

@MainActor
@Suite("The marks of the pages on screen: which are asked for and kept, what is painted, the link hovered")
struct ShownPageMarksTests {
    /// A book's text worker whose deliveries the test makes.
    final class Reader: PageMarksReader, @unchecked Sendable {
        // Used on the main actor only, by the tests.
        var asked: [(pages: [Int], query: String)] = []
        var deliver: PageMarksReader.Delivery?

        func marks(_ pages: [Int], query: String, deliver: @escaping PageMarksReader.Delivery) {
            asked.append((pages, query))
            self.deliver = deliver
        }
    }

    /// The marks over a search and a selection, with how often they asked to be painted and what hovered.
    @MainActor
    final class Harness {
        let search = SearchModel()
        let selection = SelectionModel()
        let shown: ShownPageMarks
        var redraws = 0
        var hovers: [(link: PageLink?, tooltip: LinkTarget?)] = []

        init() {
            shown = ShownPageMarks(search: search, selection: selection)
            shown.redraw = { [unowned self] in redraws += 1 }
            shown.hover = { [unowned self] in hovers.append(($0, $1)) }
        }

        /// Searches for `query`, with `counts` matches on pages 0, 1, …, the first current.
        func find(_ query: String, counts: [Int]) {
            let generation = search.start(query: query, pageCount: counts.count, startPage: 0)
            for (page, count) in counts.enumerated() {
                search.record(page: page, hasText: true, matchCount: count, generation: generation, onScreen: true)
            }
        }

        /// Selects `areas` of `page`.
        func select(_ areas: [PageRect], onPage page: Int) {
            let request = selection.selectAll(onPage: page, size: Size(width: 100, height: 100))
            selection.deliver(TextSelection(page: page, areas: areas, text: "words"), for: request)
        }
    }

    static let size = Size(width: 100, height: 200)
    static func rect(_ x: Double) -> PageRect { PageRect(x: x, y: 10, width: 5, height: 5) }
    static func marks(matches: [[PageRect]] = [], links: [PageLink] = [], size: Size = size) -> PageMarks {
        PageMarks(pageSize: size, links: links, matches: matches)
    }

    /// Pages drawn at twice their size, page `n` `n * 1000` across.
    static func placement(_ page: Int) -> PagePlacement? {
        PagePlacement(drawn: PageRect(x: Double(page) * 1000, y: 0, width: 200, height: 400), pageSize: size)
    }

    @Test("The pages on screen are asked for with the query; a page gone is dropped, one kept not asked again")
    func askedAndKept() {
        let harness = Harness(), reader = Reader()
        harness.find("etude", counts: [0, 0, 0, 0])
        harness.shown.pagesMoved([2, 3], reader: reader)
        #expect(reader.asked.map(\.pages) == [[2, 3]] && reader.asked.last?.query == "etude")
        reader.deliver?(2, Self.marks())
        reader.deliver?(3, Self.marks())
        #expect(harness.shown.pageSize(of: 2) == Self.size && harness.shown.pageSize(of: 3) == Self.size)
        harness.shown.pagesMoved([3, 4], reader: reader)
        #expect(reader.asked.last?.pages == [3, 4])
        #expect(harness.shown.pageSize(of: 2) == nil, "page 2 left the screen")
        #expect(harness.shown.pageSize(of: 3) == Self.size, "page 3 stays on screen: its marks are kept")
        reader.deliver?(2, Self.marks())
        #expect(harness.shown.pageSize(of: 2) == nil, "a late delivery for a page off screen is dropped")
        let asked = reader.asked.count
        harness.shown.pagesMoved([3, 4], reader: reader)
        #expect(reader.asked.count == asked, "the same pages: nothing to ask")
    }

    @Test("A new query asks the pages again; another current match only paints again")
    func queryChanges() {
        let harness = Harness(), reader = Reader()
        harness.shown.pagesMoved([0], reader: reader)
        harness.find("one", counts: [2])
        #expect(reader.asked.map(\.query) == ["", "one"])
        let redraws = harness.redraws
        harness.search.step(forward: true)
        #expect(reader.asked.count == 2 && harness.redraws > redraws)
    }

    @Test("The current match is painted stronger at its ordinal on its page, the selection first, each placed")
    func paints() {
        let harness = Harness(), reader = Reader()
        harness.find("word", counts: [0, 2, 1])
        harness.search.step(forward: true) // the second match on page 1
        harness.shown.pagesMoved([1, 2], reader: reader)
        reader.deliver?(1, Self.marks(matches: [[Self.rect(0)], [Self.rect(20), Self.rect(40)]]))
        reader.deliver?(2, Self.marks(matches: [[Self.rect(60)]]))
        harness.select([Self.rect(80)], onPage: 2)
        let paints = harness.shown.paints(night: false, placement: Self.placement)
        let placed = { (page: Int, x: Double) in
            PageRect(x: Double(page) * 1000 + 2 * x, y: 20, width: 10, height: 10)
        }
        #expect(paints.map(\.rects)
                == [[placed(2, 80)], [placed(1, 0)], [placed(1, 20), placed(1, 40)], [placed(2, 60)]])
        let yellow = ShownPageMarks.Colour(red: 1, green: 0.86, blue: 0, alpha: 0.35)
        let orange = ShownPageMarks.Colour(red: 1, green: 0.55, blue: 0, alpha: 0.5)
        #expect(paints.map(\.colour) == [.selection, yellow, orange, yellow])
        let night = harness.shown.paints(night: true, placement: Self.placement).map(\.colour.alpha)
        #expect(night == [0.35, 0.45, 0.6, 0.45], "stronger on a Night page, the selection as it is")
    }

    @Test("A page is placed, painted and pointed at only once its marks have come with a size")
    func placedOnceMarked() {
        let harness = Harness(), reader = Reader()
        harness.find("word", counts: [1, 1])
        harness.shown.pagesMoved([0, 1], reader: reader)
        reader.deliver?(0, Self.marks(matches: [[Self.rect(0)]], size: Size(width: 0, height: 0)))
        #expect(harness.shown.placement(of: 0, Self.placement) == nil, "a page without a size")
        #expect(harness.shown.placement(of: 1, Self.placement) == nil, "a page whose marks have not come")
        #expect(harness.shown.paints(night: false, placement: Self.placement).isEmpty)
        #expect(harness.shown.hitTest(Self.placement).pages.isEmpty)
        reader.deliver?(1, Self.marks(matches: [[Self.rect(0)]]))
        #expect(harness.shown.hitTest(Self.placement).pages.map(\.page) == [1])
        #expect(harness.shown.paints(night: false, placement: Self.placement).count == 1)
        harness.select([Self.rect(80)], onPage: 0)
        #expect(harness.shown.selectionAreas(Self.placement) == nil, "the selection's page is not placed")
    }

    @Test("The link under a point; the hover is told once per change, with no tooltip for a link to a page")
    func hovered() {
        let harness = Harness(), reader = Reader()
        let web = PageLink(area: PageRect(x: 0, y: 0, width: 50, height: 20), target: .uri("https://example.org"))
        let page = PageLink(area: PageRect(x: 0, y: 100, width: 50, height: 20), target: .page(4, top: nil))
        harness.shown.pagesMoved([0], reader: reader)
        reader.deliver?(0, Self.marks(links: [web, page]))
        #expect(harness.shown.link(at: PagePoint(page: 0, x: 10, y: 10)) == web)
        #expect(harness.shown.link(at: PagePoint(page: 0, x: 10, y: 50)) == nil)
        #expect(harness.shown.link(at: PagePoint(page: 1, x: 10, y: 10)) == nil, "page 1's marks have not come")
        harness.shown.pointer(on: web)
        harness.shown.pointer(on: web)
        harness.shown.pointer(on: page)
        harness.shown.pointer(on: nil)
        #expect(harness.hovers.map(\.link) == [web, page, nil])
        #expect(harness.hovers.map(\.tooltip) == [.uri("https://example.org"), nil, nil])
    }

    @Test("Another book, or none, drops the marks, the selection and the hover")
    func bookChanges() {
        let harness = Harness(), first = Reader(), second = Reader()
        let web = PageLink(area: PageRect(x: 0, y: 0, width: 50, height: 20), target: .uri("https://example.org"))
        harness.shown.pagesMoved([0], reader: first)
        first.deliver?(0, Self.marks(links: [web]))
        harness.select([Self.rect(0)], onPage: 0)
        harness.shown.pointer(on: web)
        harness.shown.pagesMoved([0], reader: second)
        #expect(second.asked.map(\.pages) == [[0]], "the same page of another book is asked for")
        #expect(harness.shown.pageSize(of: 0) == nil && !harness.selection.hasSelection)
        #expect(harness.hovers.last?.link == nil && harness.shown.hovered == nil)
        second.deliver?(0, Self.marks())
        harness.shown.bookChanged(open: true)
        #expect(harness.shown.pageSize(of: 0) == Self.size, "a book opening keeps what its pages brought")
        harness.shown.bookChanged(open: false)
        #expect(harness.shown.pageSize(of: 0) == nil && harness.shown.shownPages.isEmpty)
    }

    @Test("The strip's scroll paints again only with something marked; a selection leaving the screen is dropped")
    func scrolling() {
        let harness = Harness(), reader = Reader()
        harness.shown.pagesMoved([0, 1], reader: reader)
        var redraws = harness.redraws
        harness.shown.stripScrolled()
        #expect(harness.redraws == redraws, "nothing marked")
        harness.select([Self.rect(0)], onPage: 1)
        redraws = harness.redraws
        harness.shown.stripScrolled()
        #expect(harness.redraws == redraws + 1)
        harness.shown.pagesMoved([2, 3], reader: reader)
        #expect(!harness.selection.hasSelection, "its page left the screen")
        harness.find("word", counts: [0, 0, 0, 0])
        redraws = harness.redraws
        harness.shown.stripScrolled()
        #expect(harness.redraws == redraws + 1, "a query is marked")
    }
}
