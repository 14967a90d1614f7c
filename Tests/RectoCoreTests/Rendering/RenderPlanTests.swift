import Testing
import RectoCore

@Suite("Render plan")
struct RenderPlanTests {
    let viewport = Size(width: 800, height: 600)

    func plan(page: Int, pageCount: Int = 100, layout: PageLayout = .single, scaleFactor: Int = 1,
              zoom: Zoom = Zoom()) -> RenderPlan {
        RenderPlan(navigator: PageNavigator(pageCount: pageCount, layout: layout, currentPage: page),
                   viewport: viewport, scaleFactor: scaleFactor, zoom: zoom)
    }

    @Test("The page on screen first, then two pages ahead and one behind")
    func singleOrder() {
        let plan = plan(page: 10)
        #expect(plan.visible.map(\.page) == [10])
        #expect(plan.prefetch.map(\.page) == [11, 12, 9])
        #expect(plan.all.map(\.page) == [10, 11, 12, 9])
    }

    @Test("A spread prefetches whole spreads: the next two and the previous one")
    func spreadOrder() {
        let plan = plan(page: 5, layout: .spread)
        #expect(plan.visible.map(\.page) == [5, 6])
        #expect(plan.prefetch.map(\.page) == [7, 8, 9, 10, 3, 4])
        #expect(plan.visible.allSatisfy { $0.boxWidth == 400 && $0.boxHeight == 600 })
    }

    @Test("At either end of the book, only the pages that exist are planned")
    func ends() {
        #expect(plan(page: 0).prefetch.map(\.page) == [1, 2])
        #expect(plan(page: 99).prefetch.map(\.page) == [98])
        #expect(plan(page: 98).prefetch.map(\.page) == [99, 97])
        #expect(plan(page: 0, pageCount: 1).prefetch.isEmpty)
    }

    @Test("Requests are sized to the view in device pixels, times the zoom")
    func sizes() {
        let hiDPI = plan(page: 3, scaleFactor: 2)
        #expect(hiDPI.visible == [RenderRequest(page: 3, boxWidth: 1600, boxHeight: 1200)])
        var zoom = Zoom()
        zoom.zoomIn()
        let zoomed = plan(page: 3, zoom: zoom)
        #expect(zoomed.visible[0].boxWidth == Int((800 * zoom.factor).rounded()))
    }

    @Test("A render for another page or another size is stale")
    func stale() {
        let plan = plan(page: 10)
        #expect(plan.wants(RenderRequest(page: 11, boxWidth: 800, boxHeight: 600)))
        #expect(!plan.wants(RenderRequest(page: 11, boxWidth: 400, boxHeight: 600)))
        #expect(!plan.wants(RenderRequest(page: 40, boxWidth: 800, boxHeight: 600)))
        #expect(plan.pages == [9, 10, 11, 12])
    }

    @Test("Absurd view sizes give bounded requests, never a trap")
    func absurdSizes() {
        for size in [Size(width: 0, height: -5), Size(width: .infinity, height: 1e300), Size(width: .nan, height: 3)] {
            let request = RenderPlan.request(forPage: 0, layout: .single, viewport: size, scaleFactor: 3, zoom: Zoom())
            #expect(request.boxWidth >= 1 && request.boxWidth <= 1 << 20)
            #expect(request.boxHeight >= 1 && request.boxHeight <= 1 << 20)
        }
    }
}
