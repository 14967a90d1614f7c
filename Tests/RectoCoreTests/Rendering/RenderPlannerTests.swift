import RectoCore
import Testing

@Suite("Render planner")
struct RenderPlannerTests {
    let viewport = Size(width: 400, height: 600)

    func planner(_ navigator: PageNavigator) -> RenderPlanner {
        var planner = RenderPlanner(navigator: navigator)
        _ = planner.setViewport(viewport, scaleFactor: 1)
        return planner
    }

    @Test func nothingIsPlannedBeforeTheViewHasItsSize() {
        var planner = RenderPlanner(navigator: PageNavigator(pageCount: 10))
        let work = planner.plan(PageNavigator(pageCount: 10), zoom: Zoom(), now: 0, primaryBusy: nil,
                                rendered: { _ in false })
        #expect(work == nil)
        let same = planner.setViewport(Size(width: 1, height: 1), scaleFactor: 1)
        #expect(!same, "the same size changes nothing")
        let changed = planner.setViewport(viewport, scaleFactor: 2)
        #expect(changed)
    }

    @Test func thePageOnScreenComesFirstThenTwoAheadAndOneBehind() throws {
        var planner = planner(PageNavigator(pageCount: 10, currentPage: 4))
        let workPlan = planner.plan(PageNavigator(pageCount: 10, currentPage: 4), zoom: Zoom(), now: 0,
                                             primaryBusy: nil, rendered: { _ in false })
        let work = try #require(workPlan)
        #expect(work.primary.visible.map(\.page) == [4])
        #expect(work.primary.prefetch.map(\.page) == [5, 6, 3])
        #expect(work.secondary == RenderPlanner.Lanes())
        #expect(work.primary.visible.first == RenderRequest(page: 4, boxWidth: 400, boxHeight: 600))
        #expect(work.needsStallCheck, "the page on screen is still missing")
    }

    @Test func spreadsHalveTheWidthAndRenderedPagesAreNotAskedForAgain() throws {
        let navigator = PageNavigator(pageCount: 10, layout: .spread, currentPage: 3)
        var planner = planner(navigator)
        let kept = RenderRequest(page: 4, boxWidth: 200, boxHeight: 600)
        let workPlan = planner.plan(navigator, zoom: Zoom(), now: 0, primaryBusy: nil,
                                             rendered: { $0 == kept })
        let work = try #require(workPlan)
        #expect(work.primary.visible == [RenderRequest(page: 3, boxWidth: 200, boxHeight: 600)])
        #expect(work.primary.prefetch.map(\.page) == [5, 6, 7, 8, 1, 2])
    }

    @Test func zoomAndScaleFactorGrowTheRenders() throws {
        let navigator = PageNavigator(pageCount: 3)
        var planner = RenderPlanner(navigator: navigator)
        _ = planner.setViewport(viewport, scaleFactor: 2)
        var zoom = Zoom()
        zoom.zoomIn()
        let workPlan = planner.plan(navigator, zoom: zoom, now: 0, primaryBusy: nil, rendered: { _ in false })
        let work = try #require(workPlan)
        #expect(work.primary.visible == [RenderRequest(page: 0, boxWidth: 1000, boxHeight: 1500)])
        #expect(planner.request(forPage: 2, layout: .single, zoom: zoom)
            == RenderRequest(page: 2, boxWidth: 1000, boxHeight: 1500))
    }

    /// A render for a page the reader has left is stale: it is not shown, and it stops nothing.
    @Test func aRenderThePlanNoLongerShowsIsNotShown() throws {
        var navigator = PageNavigator(pageCount: 10)
        var planner = planner(navigator)
        _ = planner.plan(navigator, zoom: Zoom(), now: 0, primaryBusy: nil, rendered: { _ in false })
        let first = try #require(planner.plan.visible.first)
        navigator.next()
        _ = planner.plan(navigator, zoom: Zoom(), now: 0.1, primaryBusy: nil, rendered: { _ in false })
        let stale = planner.finished(first, now: 0.2)
        #expect(!stale.onScreen && !stale.slowPagesChanged)
        let second = try #require(planner.plan.visible.first)
        let shown = planner.finished(second, now: 0.2)
        #expect(shown.onScreen && !shown.slowPagesChanged)
        #expect(!planner.plan.wants(RenderRequest(page: 9, boxWidth: 400, boxHeight: 600)))
    }

    @Test func aPageWaitingPastTheThresholdIsSlowUntilItArrives() throws {
        let navigator = PageNavigator(pageCount: 10)
        var planner = planner(navigator)
        let first = planner.plan(navigator, zoom: Zoom(), now: 10, primaryBusy: nil, rendered: { _ in false })
        #expect(first != nil)
        #expect(planner.slowPages.isEmpty)
        let laterPlan = planner.plan(navigator, zoom: Zoom(), now: 10 + RenderRoute.stallSeconds,
                                              primaryBusy: nil, rendered: { _ in false })
        let later = try #require(laterPlan)
        #expect(later.slowPagesChanged && planner.slowPages == [0])
        let arrived = planner.finished(planner.plan.visible[0], now: 12)
        #expect(arrived.onScreen && arrived.slowPagesChanged)
        #expect(planner.slowPages.isEmpty)
    }

    /// Poppler cannot stop mid-page: while the primary is stuck on one page, the pages on screen and the
    /// prefetch go to the second document; the page it is drawing stays with it.
    @Test func workGoesAroundAStuckPrimary() throws {
        let navigator = PageNavigator(pageCount: 10, currentPage: 2)
        var planner = planner(navigator)
        let stuck = RenderRequest(page: 8, boxWidth: 400, boxHeight: 600)
        let workPlan = planner.plan(navigator, zoom: Zoom(), now: 5, primaryBusy: (stuck, 3),
                                             rendered: { _ in false })
        let work = try #require(workPlan)
        #expect(work.primary == RenderPlanner.Lanes())
        #expect(work.secondary.visible.map(\.page) == [2])
        #expect(work.secondary.prefetch.map(\.page) == [3, 4, 1])
        let drawing = RenderRequest(page: 2, boxWidth: 400, boxHeight: 600)
        let samePlan = planner.plan(navigator, zoom: Zoom(), now: 5, primaryBusy: (drawing, 3),
                                             rendered: { _ in false })
        let same = try #require(samePlan)
        #expect(same.primary.visible == [drawing], "not drawn twice")
    }

    @Test func theTextureBudgetHoldsThePlanWithinItsLimits() {
        let small = RenderPlan(navigator: PageNavigator(pageCount: 10), viewport: Size(width: 100, height: 100),
                               scaleFactor: 1, zoom: Zoom())
        #expect(RenderedPages<Int>.textureBudget(for: small) == RenderedPages<Int>.minimumTextureBudget)
        let large = RenderPlan(navigator: PageNavigator(pageCount: 10, currentPage: 4), viewport: Size(width: 1000, height: 1400),
                               scaleFactor: 2, zoom: Zoom())
        // Four pages of 2000 × 2800 × 4 bytes: the plan's boxes, no more.
        #expect(RenderedPages<Int>.textureBudget(for: large) == 4 * 2000 * 2800 * 4)
        let huge = RenderPlan(navigator: PageNavigator(pageCount: 10), viewport: Size(width: 4000, height: 4000),
                              scaleFactor: 2, zoom: Zoom(factor: 4))
        #expect(RenderedPages<Int>.textureBudget(for: huge) == RenderedPages<Int>.maximumTextureBudget)
    }

    @Test func theBestPictureIsTheSharpOneThenAnySizeThenThePreviewThenWhileScrubbingTheNearest() {
        var pages = RenderedPages<String>()
        let wanted = RenderRequest(page: 3, boxWidth: 400, boxHeight: 600)
        var best = pages.best(for: wanted, nearestStandIn: true)
        #expect(best == nil)
        pages.insertTexture("page 5", cost: 10, for: RenderRequest(page: 5, boxWidth: 400, boxHeight: 600))
        best = pages.best(for: wanted, nearestStandIn: false)
        #expect(best == nil)
        best = pages.best(for: wanted, nearestStandIn: true)
        #expect(best == "page 5")
        pages.insertPreview("preview 3", cost: 1, for: RenderRequest(page: 3, boxWidth: 220, boxHeight: 220))
        best = pages.best(for: wanted, nearestStandIn: false)
        #expect(best == "preview 3")
        pages.insertTexture("small 3", cost: 1, for: RenderRequest(page: 3, boxWidth: 200, boxHeight: 300))
        best = pages.best(for: wanted, nearestStandIn: false)
        #expect(best == "small 3")
        pages.insertTexture("sharp 3", cost: 1, for: wanted)
        best = pages.best(for: wanted, nearestStandIn: false)
        #expect(best == "sharp 3")
        #expect(pages.hasTexture(wanted))
    }

    @Test func aSmallerBudgetLetsGoOfWhatThePlanDoesNotWantBeforeThePageTurnedBackTo() {
        var pages = RenderedPages<String>()
        let page = { (index: Int) in RenderRequest(page: index, boxWidth: 1000, boxHeight: 1000) }
        let pageBytes = 4_000_000
        pages.setTextureBudget(4 * pageBytes, keeping: [])
        // Page 0 first, then its neighbours; turned to page 1, page 3 is rendered ahead last.
        for index in 0...3 { pages.insertTexture("page \(index)", cost: pageBytes, for: page(index)) }
        // Back on page 0 the plan is pages 0, 1 and 2: three pages' budget, and page 0 the least recently used.
        pages.setTextureBudget(3 * pageBytes, keeping: [page(0), page(1), page(2)])
        #expect(pages.hasTexture(page(0)), "the page coming back on screen stays")
        #expect(pages.hasTexture(page(1)) && pages.hasTexture(page(2)))
        #expect(!pages.hasTexture(page(3)), "the page the plan no longer wants goes")
    }
}
