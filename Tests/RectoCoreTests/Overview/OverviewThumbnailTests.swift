import Testing
import RectoCore

@Suite("Overview thumbnails")
struct OverviewThumbnailTests {
    @Test("At rest the pages in view render middle first, then a margin around them")
    func restingPlan() {
        var planner = OverviewThumbnailPlanner()
        planner.marginPages = 2
        let plan = planner.update(
            topRow: 10, time: 0, visible: [40, 41, 42, 43, 44], pageCount: 100, ready: { $0 == 41 }, pending: [43])
        #expect(plan.render.prefix(3) == [42, 40, 44])
        #expect(Set(plan.render) == [38, 39, 40, 42, 44, 45, 46])
        #expect(plan.cancel.isEmpty)
    }

    @Test("Flying past, nothing new is asked for and renders that left the view are dropped")
    func flyingPlan() {
        var planner = OverviewThumbnailPlanner()
        _ = planner.update(topRow: 0, time: 0, visible: [0, 1, 2], pageCount: 2415, ready: { _ in false }, pending: [])
        let plan = planner.update(
            topRow: 200, time: 0.1, visible: [600, 601, 602], pageCount: 2415, ready: { _ in false },
            pending: [0, 1, 2, 601])
        #expect(planner.isFlying)
        #expect(plan.render.isEmpty)
        #expect(plan.cancel == [0, 1, 2])
        // Where it stops, the pages there render.
        let stopped = planner.update(
            topRow: 200.5, time: 0.3, visible: [600, 601, 602], pageCount: 2415, ready: { _ in false },
            pending: [601])
        #expect(!planner.isFlying)
        #expect(stopped.render.prefix(2) == [600, 602])
        #expect(!stopped.render.contains(601))
    }

    @Test("The margin stays inside the book")
    func marginBounds() {
        var planner = OverviewThumbnailPlanner()
        let plan = planner.update(topRow: 0, time: 0, visible: [0, 1], pageCount: 4, ready: { _ in false }, pending: [])
        #expect(Set(plan.render) == [0, 1, 2, 3])
    }

    @Test("The cache keeps thumbnails within its byte budget, least recently shown leaving first")
    func cacheBudget() {
        let cost = OverviewThumbnailCache<String>.cost(width: 10, height: 10)
        var cache = OverviewThumbnailCache<String>(budget: cost * 3)
        cache.insert("0", page: 0, width: 10, height: 10)
        cache.insert("1", page: 1, width: 10, height: 10)
        cache.insert("2", page: 2, width: 10, height: 10)
        #expect(cache.image(page: 0, width: 10) == "0")
        let evicted = cache.insert("3", page: 3, width: 10, height: 10)
        #expect(evicted == [.init(page: 1, width: 10)])
        #expect(cache.totalCost == cost * 3)
        #expect(!cache.isReady(page: 1, width: 10) && cache.isReady(page: 0, width: 10))
    }

    @Test("Another size stands in until the new one renders, then the old sizes go")
    func sizes() {
        var cache = OverviewThumbnailCache<String>()
        cache.insert("small", page: 5, width: 80, height: 110)
        #expect(cache.image(page: 5, width: 112) == nil)
        #expect(cache.standIn(page: 5) == "small")
        cache.insert("large", page: 5, width: 112, height: 150)
        cache.dropWidths(otherThan: 112)
        #expect(cache.count == 1 && cache.standIn(page: 5) == "large")
    }

    @Test("Thumbnail sizes step with Ctrl+plus and Ctrl+minus, stored widths snap to a step")
    func thumbnailSize() {
        var size = OverviewThumbnailSize()
        #expect(size.width == OverviewThumbnailSize.standard)
        #expect(size.grow() && size.width == 150)
        var largest = OverviewThumbnailSize(width: 9999)
        #expect(!largest.grow() && largest.width == 260)
        var smallest = OverviewThumbnailSize(width: 0)
        #expect(!smallest.shrink() && smallest.width == 80)
        #expect(OverviewThumbnailSize(width: 120).width == 112)
        #expect(OverviewThumbnailSize(width: 112).columns(fitting: 1000, spacing: 12) == 7)
        #expect(OverviewThumbnailSize(width: 260).columns(fitting: 100, spacing: 12) == 1)
    }

    @Test("Emptied (the overview closed, another book), the cache lets its thumbnails go")
    func releases() {
        final class Thumbnail {}
        weak var kept: Thumbnail?
        var cache = OverviewThumbnailCache<Thumbnail>()
        do {
            let thumbnail = Thumbnail()
            kept = thumbnail
            cache.insert(thumbnail, page: 3, width: 112, height: 150)
            cache.insert(Thumbnail(), page: 4, width: 150, height: 200)
        }
        #expect(kept != nil && cache.count == 2)
        cache.removeAll()
        #expect(kept == nil)
        #expect(cache.count == 0 && cache.totalCost == 0)
        #expect(cache.standIn(page: 4) == nil)
    }

    @Test("A page painted anew leaves the cache at every width, the others stay")
    func removesAPage() {
        var cache = OverviewThumbnailCache<String>()
        cache.insert("small", page: 5, width: 80, height: 110)
        cache.insert("large", page: 5, width: 150, height: 200)
        cache.insert("next", page: 6, width: 150, height: 200)
        cache.remove(page: 5)
        #expect(cache.standIn(page: 5) == nil && !cache.isReady(page: 5, width: 150))
        #expect(cache.isReady(page: 6, width: 150))
        #expect(cache.totalCost == OverviewThumbnailCache<String>.cost(width: 150, height: 200))
    }
}
