import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension PDFDocument {
    /// Pages whose labels are read in one go on the secondary document; a preview waits at most this long.
    static let labelChunk = 200

    /// Reads every page label on the secondary document, a chunk at a time so that previews go between
    /// chunks, after the first page is drawn, and hands them to `completion` on the main loop.
    public func loadLabels(_ completion: @escaping @Sendable @MainActor (PageLabels) -> Void) {
        readLabels(from: 0, into: [], completion)
    }

    private func readLabels(
        from start: Int, into read: [String], _ completion: @escaping @Sendable @MainActor (PageLabels) -> Void
    ) {
        secondary.async { [self] poppler in
            var labels = read
            let end = min(start + Self.labelChunk, pageCount)
            labels.reserveCapacity(pageCount)
            for index in start..<end {
                labels.append(poppler.flatMap { Self.label(of: $0, page: index) } ?? String(index + 1))
            }
            secondary.readWholeBook() // the labels walk poppler's page tree: every page object is kept
            if end < pageCount {
                readLabels(from: end, into: labels, completion)
            } else {
                let result = PageLabels(labels)
                MainLoop.post { completion(result) }
            }
        }
    }

    /// The page labels, read on the calling thread through the document's queue (tests and benchmarks).
    public func labelsNow() -> PageLabels {
        poppler.sync { Self.labels(of: $0, pageCount: pageCount) }
    }

    /// Renders one page synchronously through the document's queue (tests and benchmarks; the app uses
    /// `RenderWorker`).
    public func renderNow(_ request: RenderRequest) -> PageImage? {
        poppler.sync {
            PageRasterizer.render(request, in: $0, pictures: pictures, coverages: highlightCoverages)
        }
    }

    /// The size of `page` in points, synchronously (tests and benchmarks).
    public func pageSizeNow(_ page: Int) -> Size? {
        poppler.sync { poppler in
            guard page >= 0, page < pageCount,
                  let handle = poppler_document_get_page(poppler, Int32(page)) else { return nil }
            defer { g_object_unref(handle.raw) }
            var width = 0.0, height = 0.0
            poppler_page_get_size(handle, &width, &height)
            return Size(width: width, height: height)
        }
    }

    private static func labels(of poppler: OpaquePointer, pageCount: Int) -> PageLabels {
        PageLabels((0..<pageCount).map { label(of: poppler, page: $0) ?? String($0 + 1) })
    }

    private static func label(of poppler: OpaquePointer, page index: Int) -> String? {
        guard let page = poppler_document_get_page(poppler, Int32(index)) else { return nil }
        defer { g_object_unref(page.raw) }
        return takeString(poppler_page_get_label(page))
    }
}
