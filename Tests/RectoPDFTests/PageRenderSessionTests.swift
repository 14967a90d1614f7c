import Foundation
import RectoCore
import RectoTestSupport
import Testing
@testable import RectoPDF

/// What a session delivered, in order.
@MainActor
private final class Deliveries {
    var ready: [(page: Int, size: Int)] = []
}

@Suite("Page render session: the book's pages rendered for the window, as the model shows them")
@MainActor
struct PageRenderSessionTests {
    private func session(_ folder: TemporaryFolder, pages: Int = 6, view: Size = Size(width: 300, height: 400),
                         holdingBackgroundWork: Bool = false) throws
        -> (PageRenderSession<PageImage>, ReaderModel, Deliveries) {
        let url = folder.file("session.pdf")
        TestPDF.write(to: url, pages: (0..<pages).map { .init(content: .lines(["Page \($0 + 1)"])) })
        let document = try PDFDocument.open(url: url)
        let model = ReaderModel()
        let log = Deliveries()
        let session = PageRenderSession<PageImage>(document: document, model: model, scheduler: ManualClock()) {
            ($0, $0.byteCount)
        }
        session.onTextureReady = { page, image in log.ready.append((page, image.width)) }
        if holdingBackgroundWork { session.holdBackgroundWorkUntilShown() }
        session.viewportChanged(view, scaleFactor: 1)
        model.open(document, at: 0)
        return (session, model, log)
    }

    @Test("The page on screen arrives as the window's surface, sized to the view")
    func firstPage() throws {
        let folder = try TemporaryFolder("session")
        defer { folder.remove() }
        let (session, _, log) = try session(folder)
        #expect(iterateMainContext { log.ready.contains { $0.page == 0 } })
        let surface = try #require(session.texture(for: 0))
        #expect(surface.request.page == 0)
        #expect(surface.width <= 300 && surface.height <= 400 && (surface.width == 300 || surface.height == 400))
    }

    @Test("The next page is rendered ahead, so a turn finds it ready without a new render")
    func prefetched() throws {
        let folder = try TemporaryFolder("session")
        defer { folder.remove() }
        let (session, model, _) = try session(folder)
        #expect(iterateMainContext { session.texture(for: 1)?.request.page == 1 && session.texture(for: 2) != nil })
        model.perform(.next)
        #expect(session.navigator.visiblePages == [1])
        #expect(session.texture(for: 1)?.request.page == 1, "shown at once, from what was rendered ahead")
    }

    @Test("The session follows the model itself: a jump far off is rendered without the window passing it on")
    func followsTheModel() throws {
        let folder = try TemporaryFolder("session")
        defer { folder.remove() }
        let (session, model, log) = try session(folder, pages: 12)
        #expect(iterateMainContext { log.ready.contains { $0.page == 0 } })
        model.go(to: 9, animated: false)
        #expect(iterateMainContext { log.ready.contains { $0.page == 9 } }, "page 10 rendered and told")
        #expect(session.texture(for: 9)?.request.page == 9)
    }

    @Test("While scrubbing, a page not drawn yet shows the nearest drawn page; otherwise it shows nothing yet")
    func scrubStandsIn() throws {
        let folder = try TemporaryFolder("session")
        defer { folder.remove() }
        let (session, model, _) = try session(folder, pages: 40)
        #expect(iterateMainContext { session.texture(for: 0) != nil && session.texture(for: 1) != nil })
        model.go(to: 30, animated: false, scrubbing: true)
        #expect(session.texture(for: 30) == nil, "page 31 is not drawn yet")
        let standIn = try #require(session.texture(for: 30, nearestStandIn: true), "the nearest drawn page stands in")
        #expect(standIn.request.page < 30)
    }

    @Test("At launch the neighbours wait until the window says the first page is on screen, then come")
    func prefetchHeldUntilShown() throws {
        let folder = try TemporaryFolder("session")
        defer { folder.remove() }
        let (session, _, log) = try session(folder, holdingBackgroundWork: true)
        #expect(iterateMainContext { log.ready.contains { $0.page == 0 } })
        // Time enough for the neighbours to be drawn, were they asked for (the unheld session has them by now).
        _ = iterateMainContext(timeout: .milliseconds(600)) { false }
        #expect(session.texture(for: 1) == nil && session.texture(for: 2) == nil, "no neighbour before the page shows")
        #expect(session.holdsBackgroundWork)
        session.firstPageShown()
        #expect(!session.holdsBackgroundWork)
        #expect(iterateMainContext { session.texture(for: 1)?.request.page == 1 && session.texture(for: 2) != nil })
    }

    @Test("The overview's thumbnails arrive at the size asked for, in order, each once, and never as the page's")
    func thumbnails() throws {
        let folder = try TemporaryFolder("session")
        defer { folder.remove() }
        let (session, _, log) = try session(folder)
        defer { withExtendedLifetime(log) {} }
        var thumbnails: [(page: Int, width: Int, height: Int)] = []
        session.requestThumbnails(of: [4, 2], width: 60, height: 80) { request, image, cost in
            thumbnails.append((request.page, image.width, image.height))
            #expect(cost == image.byteCount)
        }
        #expect(iterateMainContext { thumbnails.count == 2 })
        #expect(thumbnails.map(\.page) == [4, 2])
        #expect(thumbnails.allSatisfy { $0.width <= 60 && $0.height <= 80 && ($0.width == 60 || $0.height == 80) })
        #expect(!log.ready.contains { $0.size <= 60 }, "a thumbnail is not a page on screen")
    }

    @Test("Another colour mode renders the pages again in it; the old pictures stand in meanwhile")
    func restyled() throws {
        let folder = try TemporaryFolder("session")
        defer { folder.remove() }
        let (session, model, log) = try session(folder)
        #expect(iterateMainContext { log.ready.contains { $0.page == 0 } })
        var night = PageStyle()
        night.colourMode = .night
        #expect(session.setStyle(night))
        model.repaint()
        #expect(session.texture(for: 0) != nil, "the Day page stands in")
        #expect(iterateMainContext { session.texture(for: 0)?.request.style.colourMode == .night })
    }

    @Test("Turned forward and back on a large view, the first page is still there to show at once")
    func turnedBack() throws {
        let folder = try TemporaryFolder("session")
        defer { folder.remove() }
        // Pages of about 4 MB: the plan's budget shrinks from four pages on page 2 to three on page 1.
        let (session, model, _) = try session(folder, view: Size(width: 1000, height: 1400))
        #expect(iterateMainContext { (0...2).allSatisfy { session.texture(for: $0) != nil } })
        model.perform(.next)
        #expect(iterateMainContext { session.texture(for: 3) != nil }, "page 4 is rendered ahead")
        model.perform(.previous)
        #expect(session.navigator.visiblePages == [0])
        #expect(session.texture(for: 0)?.request.page == 0, "the first page shows at once, not a blank page area")
    }
}
