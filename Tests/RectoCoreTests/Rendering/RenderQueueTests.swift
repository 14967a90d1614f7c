import Testing
import RectoCore

@Suite("Render queue")
struct RenderQueueTests {
    typealias Queue = RenderQueue<RenderRequest>

    func request(_ page: Int, _ width: Int = 100) -> RenderRequest {
        RenderRequest(page: page, boxWidth: width, boxHeight: width)
    }

    /// Everything the queue hands out, in order.
    func drain(_ queue: inout Queue) -> [(Int, Queue.Lane)] {
        var taken: [(Int, Queue.Lane)] = []
        while let (request, lane) = queue.next() { taken.append((request.page, lane)) }
        return taken
    }

    @Test("An empty queue has nothing to give")
    func empty() {
        var queue = Queue()
        #expect(queue.isEmpty)
        #expect(queue.next() == nil)
    }

    @Test("Visible work comes first, then the preview, then prefetch, whatever the order of submission")
    func priorities() {
        var queue = Queue()
        queue.submit([request(10), request(11)], lane: .prefetch)
        queue.submit([request(5)], lane: .preview)
        queue.submit([request(1), request(2)], lane: .visible)
        #expect(!queue.isEmpty)
        let taken = drain(&queue)
        #expect(taken.map(\.0) == [1, 2, 5, 10, 11])
        #expect(taken.map(\.1) == [.visible, .visible, .preview, .prefetch, .prefetch])
        #expect(queue.isEmpty)
    }

    @Test("Lanes are ordered by urgency")
    func laneOrder() {
        #expect(Queue.Lane.allCases == [.visible, .preview, .thumbnail, .prefetch])
        #expect(Queue.Lane.visible.rawValue < Queue.Lane.preview.rawValue)
        #expect(Queue.Lane.preview.rawValue < Queue.Lane.thumbnail.rawValue)
        #expect(Queue.Lane.thumbnail.rawValue < Queue.Lane.prefetch.rawValue)
    }

    @Test("The overview's thumbnails come after the page's visible work and the preview, before prefetch, in order")
    func thumbnails() {
        var queue = Queue()
        queue.submit([request(10)], lane: .prefetch)
        queue.submit([request(20), request(21), request(22)], lane: .thumbnail)
        queue.submit([request(1)], lane: .visible)
        #expect(drain(&queue).map(\.0) == [1, 20, 21, 22, 10])
    }

    @Test("A new thumbnail submission replaces the old one: pages scrolled past are not drawn")
    func thumbnailsLatestWin() {
        var queue = Queue()
        queue.submit([request(20), request(21)], lane: .thumbnail)
        queue.submit([request(300), request(301)], lane: .thumbnail)
        queue.retain { $0.page != 301 }
        let taken = drain(&queue)
        #expect(taken.map(\.0) == [300])
        #expect(taken.map(\.1) == [.thumbnail])
    }

    @Test("A new visible submission replaces the old one (latest wins)")
    func visibleLatestWins() {
        var queue = Queue()
        queue.submit([request(1), request(2)], lane: .visible)
        queue.submit([request(7)], lane: .visible)
        #expect(drain(&queue).map(\.0) == [7])
    }

    @Test("The preview lane keeps only the latest request, even within one submission")
    func previewLatestWins() {
        var queue = Queue()
        for page in 0..<50 { queue.submit([request(page)], lane: .preview) }
        #expect(drain(&queue).map(\.0) == [49])
        queue.submit([request(3), request(4), request(5)], lane: .preview)
        #expect(drain(&queue).map(\.0) == [5])
    }

    @Test("An empty submission clears a lane")
    func emptyClears() {
        var queue = Queue()
        queue.submit([request(1)], lane: .visible)
        queue.submit([request(2)], lane: .preview)
        queue.submit([request(3)], lane: .prefetch)
        queue.submit([], lane: .visible)
        queue.submit([], lane: .preview)
        queue.submit([], lane: .prefetch)
        #expect(queue.isEmpty)
    }

    @Test("Prefetch keeps its order and is replaced by a new prefetch list")
    func prefetchReplaced() {
        var queue = Queue()
        queue.submit([request(3), request(4), request(2)], lane: .prefetch)
        queue.submit([request(8), request(9)], lane: .prefetch)
        #expect(drain(&queue).map(\.0) == [8, 9])
    }

    @Test("Prefetch skips pages already wanted as visible")
    func prefetchDedupedAgainstVisible() {
        var queue = Queue()
        queue.submit([request(4)], lane: .visible)
        queue.submit([request(4), request(5), request(3)], lane: .prefetch)
        #expect(drain(&queue).map(\.0) == [4, 5, 3])
    }

    @Test("Visible work removes the same request from prefetch")
    func visibleRemovesPrefetch() {
        var queue = Queue()
        queue.submit([request(4), request(5), request(6)], lane: .prefetch)
        queue.submit([request(5)], lane: .visible)
        let taken = drain(&queue)
        #expect(taken.map(\.0) == [5, 4, 6])
        #expect(taken.filter { $0.0 == 5 }.count == 1)
    }

    @Test("Dedupe is by the whole request: the same page at another size is separate work")
    func dedupeByWholeRequest() {
        var queue = Queue()
        queue.submit([request(5, 100)], lane: .visible)
        queue.submit([request(5, 200), request(5, 100)], lane: .prefetch)
        var sizes: [Int] = []
        while let (request, _) = queue.next() { sizes.append(request.boxWidth) }
        #expect(sizes == [100, 200])
    }

    @Test("Requests given in the middle of draining are served in priority")
    func interleaved() {
        var queue = Queue()
        queue.submit([request(10), request(11), request(12)], lane: .prefetch)
        #expect(queue.next()?.request.page == 10)
        queue.submit([request(1)], lane: .visible)
        #expect(queue.next()?.request.page == 1)
        queue.submit([request(2)], lane: .preview)
        #expect(queue.next()?.request.page == 2)
        #expect(drain(&queue).map(\.0) == [11, 12])
    }

    @Test("Render requests never have an empty box")
    func requestBox() {
        let request = RenderRequest(page: 0, boxWidth: 0, boxHeight: -5)
        #expect(request.boxWidth == 1)
        #expect(request.boxHeight == 1)
        #expect(RenderRequest(page: 1, boxWidth: 10, boxHeight: 20) == RenderRequest(page: 1, boxWidth: 10, boxHeight: 20))
        #expect(RenderRequest(page: 1, boxWidth: 10, boxHeight: 20) != RenderRequest(page: 1, boxWidth: 10, boxHeight: 21))
    }
}

@Suite("Render queue: dropping work")
struct RenderQueueRetainTests {
    @Test("Retain drops pending work the caller no longer wants, in every lane")
    func retain() {
        var queue = RenderQueue<RenderRequest>()
        let requests = (0..<6).map { RenderRequest(page: $0, boxWidth: 10, boxHeight: 10) }
        queue.submit([requests[0], requests[1]], lane: .visible)
        queue.submit([requests[2]], lane: .preview)
        queue.submit([requests[3], requests[4]], lane: .prefetch)
        queue.retain { $0.page.isMultiple(of: 2) }
        var pages: [Int] = []
        while let (request, _) = queue.next() { pages.append(request.page) }
        #expect(pages == [0, 2, 4])
        queue.submit([requests[5]], lane: .preview)
        queue.retain { _ in false }
        #expect(queue.isEmpty)
    }
}
