import Testing
import RectoCore

@Suite("Overview thumbnail store")
struct OverviewThumbnailStoreTests {
    typealias Plan = OverviewThumbnailPlanner.Plan
    typealias Store = OverviewThumbnailStore<String, String, Int>

    private func open(width: Int = 100) -> Store {
        var store = Store(width: width)
        store.open()
        return store
    }

    @Test("A plan's renders go first, then what was pending and not cancelled; the same ask twice is nothing")
    func asking() {
        var store = open()
        #expect(store.asking(after: Plan(render: [], cancel: [])) == nil)
        store.ask([5, 6, 7])
        #expect(store.asking(after: Plan(render: [1, 2], cancel: [6])) == [1, 2, 5, 7])
        #expect(store.asking(after: Plan(render: [], cancel: [])) == nil)
        // A cancel alone is news: the worker must drop what it was asked.
        #expect(store.asking(after: Plan(render: [], cancel: [9])) == [5, 6, 7])
    }

    @Test("A thumbnail is kept only while open, at the width shown, and when it is the page as shown")
    func delivery() {
        var store = Store(width: 100)
        store.ask([1, 2, 3, 4])
        let keptClosed = store.deliver("closed", page: 1, width: 100, height: 140, style: "plain", current: true)
        #expect(!keptClosed)
        store.open()
        let keptOtherWidth = store.deliver(
            "other width", page: 2, width: 80, height: 112, style: "plain", current: true)
        #expect(!keptOtherWidth)
        let keptOldCrop = store.deliver("old crop", page: 3, width: 100, height: 140, style: "plain", current: false)
        #expect(!keptOldCrop)
        let keptCurrent = store.deliver("page 4", page: 4, width: 100, height: 140, style: "plain", current: true)
        #expect(keptCurrent)
        #expect(store.pending.isEmpty)
        #expect(store.peek(4) == "page 4")
        #expect(store.isReady(page: 4) && !store.isReady(page: 1) && !store.isReady(page: 2))
        // Another width: the old one stands in until the new one is drawn.
        store.width = 120
        #expect(!store.isReady(page: 4))
        #expect(store.peek(4) == "page 4")
    }

    @Test("Pages painted differently now: in view asked for first, out of view let go")
    func repaint() {
        var store = open()
        for page in [1, 2, 3, 4] {
            _ = store.deliver("page \(page)", page: page, width: 100, height: 140, style: "plain", current: true)
        }
        store.ask([8, 2])
        let now: (Int) -> String = { [2, 4].contains($0) ? "highlighted" : "plain" }
        let redraw = store.repaint(style: now, visible: [1, 2, 3])
        #expect(redraw == [2, 8])
        #expect(store.peek(4) == nil)
        // The old thumbnail of page 2 shows until the new one arrives; then nothing is stale.
        #expect(store.peek(2) == "page 2")
        _ = store.deliver("page 2 again", page: 2, width: 100, height: 140, style: "highlighted", current: true)
        let settled = store.repaint(style: now, visible: [1, 2, 3])
        #expect(settled == nil)
        #expect(store.peek(2) == "page 2 again")
    }

    @Test("Another look lets every thumbnail go; the same look keeps them; closing takes them all")
    func looks() {
        var store = open()
        store.use(1)
        _ = store.deliver("page 1", page: 1, width: 100, height: 140, style: "plain", current: true)
        store.ask([2])
        store.use(1)
        #expect(store.peek(1) == "page 1" && store.pending == [2])
        store.use(2)
        #expect(store.peek(1) == nil && store.pending.isEmpty)
        _ = store.deliver("page 1", page: 1, width: 100, height: 140, style: "plain", current: true)
        store.close()
        #expect(!store.isOpen && store.peek(1) == nil)
        let afterClose = store.repaint(style: { _ in "highlighted" }, visible: [1])
        #expect(afterClose == nil)
    }

    @Test("A thumbnail evicted by the budget is no longer stale")
    func eviction() {
        var store = OverviewThumbnailStore<String, String, Int>(
            width: 100, budget: OverviewThumbnailCache<String>.cost(width: 100, height: 140) * 2)
        store.open()
        for page in [1, 2, 3] {
            _ = store.deliver("page \(page)", page: page, width: 100, height: 140, style: "plain", current: true)
        }
        #expect(store.peek(1) == nil)
        let stale = store.repaint(style: { _ in "highlighted" }, visible: [1, 2, 3])
        #expect(stale == [2, 3])
    }
}

extension OverviewThumbnailStore {
    /// The thumbnail shown for `page`, read from a copy (reading one marks it recently used).
    fileprivate func peek(_ page: Int) -> Image? {
        var copy = self
        return copy.image(page: page)
    }
}
