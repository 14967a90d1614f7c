import Dispatch
import Foundation
import Testing
@testable import RectoPDF
import RectoCore
import RectoTestSupport

/// What a worker delivered, in order of arrival on the main loop.
@MainActor
final class DeliveryLog {
    struct Entry: Equatable {
        let page: Int
        let lane: RenderQueue<RenderRequest>.Lane
        let width: Int
        let height: Int
    }

    var entries: [Entry] = []

    var deliver: RenderWorker.Delivery {
        { [self] image, lane in
            entries.append(Entry(page: image.request.page, lane: lane, width: image.width, height: image.height))
        }
    }

    var pages: [Int] { entries.map(\.page) }
}

@Suite("Render worker")
@MainActor
struct RenderWorkerTests {
    func request(_ page: Int, _ box: Int = 100) -> RenderRequest {
        RenderRequest(page: page, boxWidth: box, boxHeight: box)
    }

    /// Holds the document's queue until the returned semaphore is signalled, so submissions pile up.
    func block(_ document: PDFDocument) -> DispatchSemaphore {
        let gate = DispatchSemaphore(value: 0)
        document.poppler.async { _ in gate.wait() }
        return gate
    }

    /// Waits for the worker's queue to finish, then runs every delivery it posted.
    func settle(_ document: PDFDocument) {
        document.poppler.sync { _ in }
        drainMainContext()
    }

    @Test("A visible request is rendered and delivered on the main loop, fitted to its box")
    func deliversVisible() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.pdf("w.pdf", pages: [.init(width: 200, height: 400)]))
        let log = DeliveryLog()
        let worker = RenderWorker(document: document, deliver: log.deliver)
        worker.submit([RenderRequest(page: 0, boxWidth: 300, boxHeight: 300)], lane: .visible)
        #expect(log.entries.isEmpty, "delivery waits for the main loop")
        #expect(iterateMainContext { !log.entries.isEmpty })
        #expect(log.entries == [.init(page: 0, lane: .visible, width: 150, height: 300)])
        settle(document)
        #expect(log.entries.count == 1, "exactly one delivery per request")
    }

    @Test("Pending work is served visible first, then the preview, then prefetch; each lane's latest wins")
    func prioritiesAndLatestWins() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.book(count: 8))
        let log = DeliveryLog()
        let worker = RenderWorker(document: document, deliver: log.deliver)
        let gate = block(document)
        worker.submit([request(3), request(4)], lane: .prefetch)
        worker.submit([request(1)], lane: .preview)
        worker.submit([request(2)], lane: .preview)
        worker.submit([request(7)], lane: .visible)
        worker.submit([request(0), request(4)], lane: .visible)
        gate.signal()
        #expect(iterateMainContext { log.entries.count >= 4 })
        settle(document)
        #expect(log.pages == [0, 4, 2, 3])
        #expect(log.entries.map(\.lane) == [.visible, .visible, .preview, .prefetch])
    }

    @Test("While the scrubber is dragged, only the page it rests on is rendered")
    func scrubbing() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.book(count: 50))
        let log = DeliveryLog()
        let worker = RenderWorker(document: document, deliver: log.deliver)
        let gate = block(document)
        for page in 0..<50 { worker.submit([request(page, 64)], lane: .preview) }
        gate.signal()
        #expect(iterateMainContext { !log.entries.isEmpty })
        settle(document)
        #expect(log.entries == [.init(page: 49, lane: .preview, width: 45, height: 64)])
    }

    @Test("The secondary worker, on a second document, draws while the primary's document is held up")
    func secondaryGoesAround() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.book(count: 4))
        let log = DeliveryLog()
        let primary = RenderWorker(document: document, route: .primary, deliver: log.deliver)
        let secondary = RenderWorker(document: document, route: .secondary, deliver: log.deliver)
        let gate = block(document)
        primary.submit([request(0)], lane: .visible)
        secondary.submit([request(2)], lane: .visible)
        #expect(iterateMainContext { !log.entries.isEmpty })
        #expect(log.pages == [2], "the primary is still held")
        gate.signal()
        #expect(iterateMainContext { log.entries.count == 2 })
        settle(document)
        #expect(log.pages == [2, 0])
        #expect(primary.busy == nil, "an idle worker is busy with nothing")
    }

    @Test("Retained work is all that is left: dropped requests are never drawn")
    func retainDrops() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.book(count: 6))
        let log = DeliveryLog()
        let worker = RenderWorker(document: document, deliver: log.deliver)
        let gate = block(document)
        worker.submit([request(1), request(2)], lane: .visible)
        worker.submit([request(3), request(4)], lane: .prefetch)
        worker.retain { $0.page != 2 && $0.page != 4 }
        gate.signal()
        #expect(iterateMainContext { log.entries.count >= 2 })
        settle(document)
        #expect(log.pages == [1, 3])
    }

    @Test("The worker starts again for work submitted after it went idle")
    func restartsAfterIdle() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.book(count: 3))
        let log = DeliveryLog()
        let worker = RenderWorker(document: document, deliver: log.deliver)
        for page in 0..<3 {
            worker.submit([request(page)], lane: .visible)
            #expect(iterateMainContext { log.entries.count == page + 1 }, "page \(page) delivered")
            settle(document)
        }
        #expect(log.pages == [0, 1, 2])
    }

    @Test("A request for a page outside the book is skipped and the rest still delivered")
    func skipsBadPages() throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.book(count: 2))
        let log = DeliveryLog()
        let worker = RenderWorker(document: document, deliver: log.deliver)
        let gate = block(document)
        worker.submit([request(99), request(1)], lane: .visible)
        worker.submit([request(-1), request(0)], lane: .prefetch)
        gate.signal()
        #expect(iterateMainContext { log.entries.count >= 2 })
        settle(document)
        #expect(log.pages == [1, 0])
    }

    @Test("Submissions from many threads at once are safe and all delivered images match their requests")
    func concurrentSubmissions() async throws {
        let folder = try TemporaryFolder("pdf")
        defer { folder.remove() }
        let document = try PDFDocument.open(url: folder.pdf("c.pdf", pages: Array(repeating: .init(width: 100, height: 200), count: 10)))
        let log = DeliveryLog()
        let worker = RenderWorker(document: document, deliver: log.deliver)
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<8 {
                group.addTask {
                    for round in 0..<20 {
                        let lane = RenderQueue<RenderRequest>.Lane.allCases[(thread + round) % 3]
                        worker.submit([RenderRequest(page: (thread + round) % 10, boxWidth: 50, boxHeight: 100)], lane: lane)
                    }
                }
            }
        }
        worker.submit([RenderRequest(page: 9, boxWidth: 50, boxHeight: 100)], lane: .visible)
        #expect(iterateMainContext { log.entries.contains { $0.page == 9 && $0.lane == .visible } })
        settle(document)
        #expect(log.entries.count >= 1 && log.entries.count <= 8 * 20 + 1)
        #expect(log.entries.allSatisfy { $0.width == 50 && $0.height == 100 })
    }
}
