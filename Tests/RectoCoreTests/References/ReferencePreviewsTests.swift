import RectoCore
import RectoTestSupport
import Testing

@MainActor
@Suite("Reference previews: what opens under the pointer and the keys, what is shown, when it closes")
struct ReferencePreviewsTests {
    /// A book's text worker whose deliveries the test makes.
    final class Book: PreviewedBook, @unchecked Sendable {
        // Used on the main actor only, by the tests.
        var layouts: [(page: Int, deliver: @Sendable @MainActor (PageTextLayout) -> Void)] = []
        var indexing: [(keepGoing: @Sendable () -> Bool, deliver: IndexDelivery)] = []
        var regions: [(page: Int, anchor: PreviewAnchor, deliver: RegionDelivery)] = []

        func layout(ofPage page: Int, deliver: @escaping @Sendable @MainActor (PageTextLayout) -> Void) {
            layouts.append((page, deliver))
        }

        func indexReferences(keepGoing: @escaping @Sendable () -> Bool, deliver: @escaping IndexDelivery) {
            indexing.append((keepGoing, deliver))
        }

        func previewRegion(ofPage page: Int, anchor: PreviewAnchor, deliver: @escaping RegionDelivery) {
            regions.append((page, anchor, deliver))
        }

        /// Gives the last region asked for: by default the middle half of a page 200 points high.
        @MainActor
        func deliverRegion(pageSize: Size = Size(width: 100, height: 200),
                           region: PageRect = PageRect(x: 0, y: 50, width: 100, height: 100)) {
            guard let asked = regions.last else { return }
            asked.deliver(asked.page, pageSize, region, "Figure 3. A cat")
        }
    }

    /// Previews over a model and a manual clock, with what they presented, hid and followed.
    @MainActor
    final class Harness {
        let clock = ManualClock()
        let model = ReaderModel()
        var book: Book? = Book()
        let previews: ReferencePreviews
        var presented: [ReferencePreview] = []
        var hides = 0
        var followed: [LinkTarget] = []

        init() {
            var this: Harness?
            previews = ReferencePreviews(model: model, scheduler: clock) { this?.book }
            this = self
            previews.present = { [unowned self] in presented.append($0) }
            previews.hide = { [unowned self] in hides += 1 }
            previews.follow = { [unowned self] in followed.append($0) }
        }

        /// Opens a book and indexes "Figure 3" on page 0 (text `text`), defined on pages 5 and 9.
        func openIndexed() {
            model.open(FakePageSource(pageCount: 10, title: "Book"), at: 0)
            book?.indexing.last?.deliver([(0, ReferenceParser.scan(Harness.text, page: 0)),
                                          (5, [Harness.definition(onPage: 5)]), (9, [Harness.definition(onPage: 9)])])
        }

        /// Rests the pointer on `point`, with `link` under it, long enough for its preview to open.
        func rest(at point: PagePoint?, link: PageLink? = nil) {
            previews.pointer(at: point, link: link)
            clock.advance(by: 0.5)
        }

        static let text = "See Figure 3 here."
        /// "See Figure 3 here." on one line, ten points a character, 100 points down.
        static let layout = PageTextLayout(pageSize: Size(width: 300, height: 400), text: text, boxes: (0..<18).map {
            PageRect(x: Double($0) * 10, y: 100, width: 10, height: 10)
        })
        /// A point on "Figure" in the layout.
        static let onFigure = PagePoint(page: 0, x: 65, y: 105)
        static func definition(onPage page: Int) -> ReferenceOccurrence {
            ReferenceOccurrence(key: ReferenceKey(.figure, "3"), page: page, range: 0..<8, isDefinition: true)
        }
    }

    @Test("Resting on a mention opens its first target's region, once the page's layout is read")
    func mention() throws {
        let harness = Harness()
        harness.openIndexed()
        let book = try #require(harness.book)
        harness.rest(at: Harness.onFigure)
        harness.rest(at: PagePoint(page: 0, x: 75, y: 105))
        #expect(book.layouts.map(\.page) == [0] && book.regions.isEmpty, "the layout is read first, once")
        book.layouts[0].deliver(Harness.layout)
        harness.rest(at: PagePoint(page: 0, x: 5, y: 105))
        harness.rest(at: Harness.onFigure)
        #expect(book.regions.map(\.page) == [5], "the nearer definition first")
        #expect(book.layouts.count == 1, "the page's layout is kept")
        book.deliverRegion()
        let preview = try #require(harness.presented.last)
        #expect(preview.page == 5 && preview.candidate == 0 && preview.candidates?.count == 2)
        #expect(preview.text == "Figure 3. A cat" && harness.previews.words(of: preview.target) == "Figure 3")
        #expect(harness.previews.willShow(preview))
        harness.previews.goToShown()
        #expect(harness.followed == [.page(5, top: 0.25)] && harness.previews.shown == nil && harness.hides == 1)
    }

    @Test("A link to a page of the book opens its preview; a link elsewhere and a bare margin open none")
    func links() throws {
        let harness = Harness()
        harness.openIndexed()
        let book = try #require(harness.book)
        let area = PageRect(x: 0, y: 0, width: 10, height: 10)
        let web = PageLink(area: area, target: .uri("https://example.org"))
        harness.rest(at: PagePoint(page: 2, x: 1, y: 1), link: web)
        #expect(book.regions.isEmpty && book.layouts.isEmpty, "a web link has its tooltip")
        harness.rest(at: PagePoint(page: 2, x: 1, y: 1), link: PageLink(area: area, target: .page(7, top: 0.5)))
        #expect(book.regions.map(\.page) == [7] && book.regions.last?.anchor == .point(top: 0.5, left: nil))
        #expect(book.layouts.map(\.page) == [2], "the words under the link are read for its name")
        harness.rest(at: PagePoint(page: 2, x: 2, y: 2), link: PageLink(area: area, target: .page(7, top: 0.5)))
        #expect(book.layouts.count == 1 && book.regions.count == 1, "read once; the same link stays open")
        harness.previews.pointer(at: nil, link: nil)
        harness.clock.advance(by: 1)
        #expect(harness.previews.shown == nil && harness.hides == 1, "closed once the pointer left the pages")
    }

    @Test("The arrows step through the candidates round the ends; a render for an older step is not shown")
    func stepping() throws {
        let harness = Harness()
        harness.openIndexed()
        let book = try #require(harness.book)
        // A third definition, between the two: the candidates are pages 5, 7 and 9.
        book.indexing.last?.deliver([(7, [Harness.definition(onPage: 7)])])
        harness.rest(at: Harness.onFigure)
        book.layouts[0].deliver(Harness.layout)
        harness.rest(at: Harness.onFigure)
        book.deliverRegion()
        let first = try #require(harness.presented.last)
        #expect(first.candidates?.shown == 0 && first.candidates?.count == 3)
        #expect(harness.previews.key(.back))
        #expect(book.regions.map(\.page) == [5, 9], "back from the first is the last")
        #expect(!harness.previews.willShow(first), "the first candidate's render came after the step")
        book.deliverRegion()
        let last = try #require(harness.presented.last)
        #expect(last.candidate == 2 && harness.previews.willShow(last))
        #expect(harness.previews.key(.back) && book.regions.map(\.page) == [5, 9, 7], "back again is the middle")
        #expect(harness.previews.key(.forward) && harness.previews.key(.forward))
        #expect(book.regions.map(\.page) == [5, 9, 7, 9, 5], "forward from the last is the first")
        harness.previews.goToShown()
        #expect(harness.followed == [.page(9, top: 0.25)], "a click goes to the preview drawn")
    }

    @Test("With one candidate the arrows are left alone; Escape closes; with no preview no key is taken")
    func keys() throws {
        let harness = Harness()
        harness.openIndexed()
        let area = PageRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!harness.previews.key(.escape))
        harness.rest(at: PagePoint(page: 2, x: 1, y: 1), link: PageLink(area: area, target: .page(7, top: nil)))
        #expect(harness.previews.shown != nil)
        try #require(harness.book).deliverRegion()
        #expect(harness.presented.count == 1 && harness.presented.first?.candidates == nil, "no arrows for one")
        #expect(!harness.previews.key(.forward) && !harness.previews.key(.back))
        #expect(harness.previews.key(.escape) && harness.previews.shown == nil && harness.hides == 1)
    }

    @Test("A turn, a zoom or closing the book closes the preview; a region asked before is dropped")
    func closing() throws {
        let harness = Harness()
        harness.openIndexed()
        let book = try #require(harness.book)
        let link = PageLink(area: PageRect(x: 0, y: 0, width: 10, height: 10), target: .page(7, top: nil))
        harness.rest(at: PagePoint(page: 2, x: 1, y: 1), link: link)
        #expect(harness.previews.shown != nil)
        harness.model.go(to: 3, animated: false)
        #expect(harness.previews.shown == nil && harness.hides == 1)
        book.deliverRegion()
        #expect(harness.presented.isEmpty, "the region asked before the turn is dropped")
        harness.rest(at: PagePoint(page: 3, x: 1, y: 1), link: link)
        #expect(harness.previews.shown != nil)
        harness.model.zoom { $0.zoomIn() }
        #expect(harness.previews.shown == nil && harness.hides == 2)
        harness.rest(at: PagePoint(page: 3, x: 1, y: 1), link: link)
        #expect(harness.previews.shown != nil)
        harness.model.close()
        #expect(harness.previews.shown == nil && harness.hides == 3, "closing the book closes it")
    }

    @Test("Another book closes the preview, is indexed afresh and its pages' layouts are read again")
    func anotherBook() throws {
        let harness = Harness()
        harness.openIndexed()
        let book = try #require(harness.book)
        harness.rest(at: Harness.onFigure)
        book.layouts[0].deliver(Harness.layout)
        harness.rest(at: PagePoint(page: 0, x: 5, y: 105))
        harness.rest(at: Harness.onFigure)
        #expect(harness.previews.shown != nil && harness.previews.index.pageCount == 3)
        #expect(book.indexing.first?.keepGoing() == true)
        harness.model.open(FakePageSource(pageCount: 4, title: "Other"), at: 0)
        #expect(harness.previews.shown == nil && harness.hides == 1)
        #expect(book.indexing.count == 2 && book.indexing.first?.keepGoing() == false, "the first book's run stops")
        #expect(harness.previews.index.pageCount == 0)
        book.indexing[0].deliver([(1, [Harness.definition(onPage: 1)])])
        #expect(harness.previews.index.pageCount == 0, "a late batch of the first book is dropped")
        book.indexing.last?.deliver([(1, [Harness.definition(onPage: 1)])])
        #expect(harness.previews.index.pageCount == 1, "the new book's batches are kept")
        harness.rest(at: Harness.onFigure)
        #expect(book.layouts.map(\.page) == [0, 0], "the first book's layout is not the new one's")
    }

    @Test("Only the layouts of pages near the pointer are kept")
    func layoutsNearby() throws {
        let harness = Harness()
        harness.openIndexed()
        let book = try #require(harness.book)
        for page in 0..<10 {
            harness.previews.pointer(at: PagePoint(page: page, x: 1, y: 1), link: nil)
            book.layouts.last?.deliver(Harness.layout)
        }
        #expect(book.layouts.map(\.page) == Array(0..<10))
        harness.previews.pointer(at: PagePoint(page: 6, x: 1, y: 1), link: nil)
        #expect(book.layouts.count == 10, "a page near the last is kept")
        harness.previews.pointer(at: PagePoint(page: 0, x: 1, y: 1), link: nil)
        #expect(book.layouts.map(\.page).last == 0 && book.layouts.count == 11, "a page far from it is read again")
    }

    @Test("A click goes where the preview drawn and open leads: the region's top, none for a page with no height")
    func clicks() throws {
        let harness = Harness()
        harness.openIndexed()
        let book = try #require(harness.book)
        let area = PageRect(x: 0, y: 0, width: 10, height: 10)
        harness.rest(at: PagePoint(page: 2, x: 1, y: 1), link: PageLink(area: area, target: .page(7, top: nil)))
        book.deliverRegion(region: PageRect(x: 0, y: 300, width: 100, height: 100))
        harness.previews.goToShown()
        #expect(harness.followed.isEmpty && harness.previews.shown != nil, "nothing is drawn yet")
        let toPage7 = try #require(harness.presented.last)
        #expect(harness.previews.willShow(toPage7))
        harness.previews.goToShown()
        #expect(harness.followed == [.page(7, top: 1)] && harness.previews.shown == nil, "below the page: its end")
        harness.rest(at: PagePoint(page: 2, x: 1, y: 1), link: PageLink(area: area, target: .page(8, top: nil)))
        harness.previews.goToShown()
        #expect(harness.followed.count == 1, "the preview closed took its place with it")
        book.deliverRegion(pageSize: Size(width: 100, height: 0))
        let toPage8 = try #require(harness.presented.last)
        #expect(harness.presented.count == 2 && harness.previews.willShow(toPage8))
        harness.previews.goToShown()
        #expect(harness.followed.last == .page(8, top: nil))
    }

    @Test("The caret on a mention the index resolves opens its preview at once; elsewhere nothing opens")
    func fromTheKeys() throws {
        let harness = Harness()
        harness.openIndexed()
        let book = try #require(harness.book)
        #expect(!harness.previews.previewReference(onPage: 0, text: Harness.text, at: 1), "on no reference")
        #expect(!harness.previews.previewReference(onPage: 3, text: Harness.text, at: 6), "not indexed on page 3")
        #expect(harness.previews.previewReference(onPage: 0, text: Harness.text, at: 6))
        book.layouts.last?.deliver(Harness.layout)
        #expect(harness.previews.shown?.sourceArea == PageRect(x: 40, y: 100, width: 80, height: 10))
        #expect(book.regions.map(\.page) == [5], "no rest: it opens at once")
        #expect(harness.previews.previewReference(onPage: 5, text: "Figure 3. A cat", at: 2), "a definition")
        book.layouts.last?.deliver(Harness.layout)
        #expect(harness.previews.shown?.destinations.map(\.page) == [9, 0], "the other definition, then the mention")
        book.indexing.last?.deliver([(4, ReferenceParser.scan("See Table 8.", page: 4))])
        #expect(!harness.previews.previewReference(onPage: 4, text: "See Table 8.", at: 6), "named nowhere else")
        harness.book = nil
        #expect(!harness.previews.previewReference(onPage: 0, text: Harness.text, at: 6), "no book is open")
    }
}
