import RectoCore
import RectoTestSupport
import Testing

/// The continuous strip and the model's page, kept in step through `StripFollowing` as `ContinuousFeature` does:
/// scrolling the strip moves the page without the page's change scrolling the strip back, and a turn or a jump
/// scrolls the strip to its page without the strip's scroll moving the page again.
@MainActor
@Suite("Strip following")
struct StripFollowingTests {
    /// A strip over `model`: its view's offset, the row it shows, and how often the model scrolled it.
    @MainActor
    final class Strip {
        let model: ReaderModel
        var layout: ContinuousLayout
        let viewportHeight = 500.0
        private(set) var offset = 0.0
        private(set) var following = StripFollowing()
        /// Scrolls the model asked of the strip.
        private(set) var scrolledByModel = 0
        /// Pages the strip asked the model to go to.
        private(set) var told: [Int] = []
        private var observation: ObservationToken?

        init(model: ReaderModel) {
            self.model = model
            layout = Self.layout(for: model)
            following.show(row: layout.row(ofPage: model.navigator?.currentPage ?? 0))
            observation = model.observe { [unowned self] change in
                switch change {
                case .layout:
                    layout = Self.layout(for: model)
                    following.reset()
                case .pages: pagesChanged()
                default: break
                }
            }
        }

        static func layout(for model: ReaderModel) -> ContinuousLayout {
            ContinuousLayout(pageSizes: [Size(width: 400, height: 600)], pageCount: model.navigator?.pageCount ?? 0,
                             layout: model.layout, direction: model.direction, width: 400)
        }

        /// The reader scrolls the strip to `offset` (the view's scroll callback follows, as GTK's does).
        func scroll(to offset: Double) {
            self.offset = offset
            let row = layout.currentRow(offset: offset, viewportHeight: viewportHeight)
            guard let page = following.scrolled(toRow: row, in: layout) else { return }
            told.append(page)
            model.go(to: page, animated: false)
        }

        private func pagesChanged() {
            guard let page = model.navigator?.currentPage,
                  following.pageChanged(to: page, in: layout) != nil else { return }
            scrolledByModel += 1
            // The strip's own scroll callback runs as the view moves, as it does in GTK.
            scroll(to: layout.offset(toShow: page, viewportHeight: viewportHeight))
        }

        /// The row covering most of the view.
        var rowInView: Int { layout.currentRow(offset: offset, viewportHeight: viewportHeight) }
    }

    func openBook(pages: Int = 300, layout: PageLayout = .single) -> ReaderModel {
        let model = ReaderModel(layout: layout)
        model.open(FakePageSource(pageCount: pages), at: 0)
        return model
    }

    @Test("Scrolling the strip moves the page, and the page's change does not scroll the strip back")
    func scrollingMovesThePage() {
        let model = openBook()
        let strip = Strip(model: model)
        // Down the book a third of a row at a time: the view rests mid-row, where a scroll back would show.
        var offset = 0.0
        while offset < 40 * 608 {
            offset += 203
            strip.scroll(to: offset)
            #expect(strip.offset == offset, "the strip stays where the reader scrolled it")
            #expect(model.navigator?.visiblePages.contains(strip.layout.pages(inRow: strip.rowInView)[0]) == true)
        }
        #expect(strip.scrolledByModel == 0)
        #expect(model.navigator?.currentPage == strip.layout.currentPage(offset: offset, viewportHeight: 500))
        #expect(Set(strip.told).count == strip.told.count, "each page is told once")
    }

    @Test("Turning pages and jumping scroll the strip to the page, and the strip's scroll does not move the page")
    func turnsScrollTheStrip() {
        let model = openBook()
        let strip = Strip(model: model)
        for turn in 1...5 {
            model.perform(.next)
            #expect(model.navigator?.currentPage == turn)
            #expect(strip.rowInView == turn)
        }
        model.go(to: 120)
        #expect(model.navigator?.currentPage == 120 && strip.rowInView == 120)
        model.perform(.previous)
        #expect(model.navigator?.currentPage == 119 && strip.rowInView == 119)
        #expect(strip.scrolledByModel == 7)
        #expect(strip.told.isEmpty, "the strip never moved the page itself")
    }

    @Test("In spreads, scrolling and turning agree on the spread")
    func spreads() {
        let model = openBook(pages: 40, layout: .spread)
        let strip = Strip(model: model)
        model.perform(.next)
        #expect(model.navigator?.visiblePages == [1, 2] && strip.rowInView == 1)
        strip.scroll(to: strip.layout.offset(ofRow: 6) + 10)
        #expect(model.navigator?.visiblePages == strip.layout.pages(inRow: 6))
        #expect(strip.rowInView == 6)
        model.perform(.next)
        #expect(model.navigator?.visiblePages == strip.layout.pages(inRow: 7) && strip.rowInView == 7)
    }

    @Test("A reset strip scrolls to the page the model is on at its next change")
    func reset() {
        var following = StripFollowing()
        let layout = ContinuousLayout(pageSizes: [Size(width: 400, height: 600)], pageCount: 10, layout: .single,
                                      width: 400)
        following.show(row: 3)
        #expect(following.pageChanged(to: 3, in: layout) == nil)
        following.reset()
        #expect(following.pageChanged(to: 3, in: layout) == 3)
        #expect(following.scrolled(toRow: 3, in: layout) == nil)
        #expect(following.scrolled(toRow: 4, in: layout) == 4)
    }
}
