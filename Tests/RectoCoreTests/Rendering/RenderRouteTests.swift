import Testing
import RectoCore

@Suite("Render route")
struct RenderRouteTests {
    let page4 = RenderRequest(page: 4, boxWidth: 100, boxHeight: 100)
    let page5 = RenderRequest(page: 5, boxWidth: 100, boxHeight: 100)

    @Test("An idle or briefly busy primary draws the page")
    func primary() {
        #expect(RenderRoute.route(page5, primaryBusy: nil, now: 50) == .primary)
        #expect(RenderRoute.route(page5, primaryBusy: (page4, since: 10), now: 10.5) == .primary)
    }

    @Test("A primary stuck past the threshold on another page hands the page to the secondary")
    func stalled() {
        #expect(RenderRoute.route(page5, primaryBusy: (page4, since: 10), now: 10 + RenderRoute.stallSeconds) == .secondary)
        #expect(RenderRoute.route(page5, primaryBusy: (page4, since: 10), now: 70) == .secondary)
    }

    @Test("The page the primary is stuck on is not drawn twice")
    func samePage() {
        #expect(RenderRoute.route(page4, primaryBusy: (page4, since: 10), now: 70) == .primary)
    }

    @Test("Stalled means at least the threshold has passed")
    func threshold() {
        #expect(!RenderRoute.isStalled(since: 3, now: 3.99))
        #expect(RenderRoute.isStalled(since: 3, now: 4))
    }
}
