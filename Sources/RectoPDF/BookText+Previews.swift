import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension BookText {
    /// Called on the main thread with the region to preview of a page (its size, the region in top-left page
    /// points and the text in it, which a screen reader reads); nothing comes for a page that cannot be read.
    public typealias RegionDelivery = @Sendable @MainActor (
        _ page: Int, _ pageSize: Size, _ region: PageRect, _ text: String
    ) -> Void

    /// Measures the region a reference preview shows of `page` from `anchor` (`PreviewRegion`): the column of
    /// text there, on the book's text queue.
    public func previewRegion(ofPage page: Int, anchor: PreviewAnchor, deliver: @escaping RegionDelivery) {
        source.asyncText { source in
            guard let layout = source.layout(ofPage: page) else { return }
            let region = PreviewRegion.crop(layout, anchor: anchor)
            let text = layout.text(in: region)
            MainLoop.post { deliver(page, layout.pageSize, region, text) }
        }
    }

    /// The same, on the calling thread through the book's text queue (tests).
    public func previewRegionNow(ofPage page: Int, anchor: PreviewAnchor) -> (Size, PageRect)? {
        source.syncText { source in
            source.layout(ofPage: page).map { ($0.pageSize, PreviewRegion.crop($0, anchor: anchor)) }
        }
    }

    /// Reads the layout of `page` (its characters' boxes) on the book's text queue, for finding the mention
    /// under the pointer.
    public func layout(ofPage page: Int, deliver: @escaping @Sendable @MainActor (PageTextLayout) -> Void) {
        source.asyncText { source in
            guard let layout = source.layout(ofPage: page) else { return }
            MainLoop.post { deliver(layout) }
        }
    }

    /// Indexes the references of every page in the background, a page at a time on the book's text queue
    /// (between the pages on screen and searches), handing each batch of pages' findings to `deliver`, and
    /// `finished` once every page is read. Stops early when `keepGoing` says so.
    public func indexReferences(
        keepGoing: @escaping @Sendable () -> Bool,
        deliver: @escaping @Sendable @MainActor ([(page: Int, occurrences: [ReferenceOccurrence])]) -> Void
    ) {
        indexReferences(from: 0, batch: Self.referenceBatch, keepGoing: keepGoing, deliver: deliver)
    }

    /// How many pages' references a delivery holds.
    static let referenceBatch = 32

    private func indexReferences(
        from start: Int, batch: Int, keepGoing: @escaping @Sendable () -> Bool,
        deliver: @escaping @Sendable @MainActor ([(page: Int, occurrences: [ReferenceOccurrence])]) -> Void
    ) {
        guard start < pageCount, keepGoing() else { return }
        source.asyncText { [self] source in
            let began = DispatchTime.now()
            let pages = start..<min(pageCount, start + batch)
            var found: [(page: Int, occurrences: [ReferenceOccurrence])] = []
            for page in pages {
                guard keepGoing() else { return }
                // One page at a time: the text queue's other work (the page on screen) waits a page at most.
                found.append((page, ReferenceParser.scan(source.rawText(ofPage: page), page: page)))
                self.source.read(page: page)
            }
            MainLoop.post { deliver(found) }
            // The whole book's text went through the heaps a page at a time: their free pages go back to the
            // system, or RSS stays at the indexing's high-water mark. Only at the end: a trim after every batch
            // made turns slower while the index ran (generated 2,000 pages, median 20.7 ms -> 23.8 ms).
            if pages.upperBound == pageCount { recto_pdf_release_free_memory() }
            // Rest as long as the batch took: indexing a long book takes half a core, not a whole one, so on
            // two cores the main thread and the renders keep a processor (the overview's scroll had frames
            // of 40-90 ms while indexing ran flat out).
            let took = min(DispatchTime.now().uptimeNanoseconds - began.uptimeNanoseconds, 1_000_000_000)
            DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .nanoseconds(Int(took))) {
                self.indexReferences(from: pages.upperBound, batch: batch, keepGoing: keepGoing, deliver: deliver)
            }
        }
    }

    /// The references of every page, read on the calling thread through the book's text queue (tests, benchmarks).
    public func referenceIndexNow() -> ReferenceIndex {
        source.syncText { source in
            var index = ReferenceIndex()
            for page in 0..<pageCount {
                index.add(page: page, occurrences: ReferenceParser.scan(source.rawText(ofPage: page), page: page))
            }
            return index
        }
    }

    /// A page's text layout on the calling thread through the book's text queue (tests).
    public func layoutNow(ofPage page: Int) -> PageTextLayout? {
        source.syncText { $0.layout(ofPage: page) }
    }
}
