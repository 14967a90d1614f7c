import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension PDFDocument {
    /// Reads every page label on the document's queue and hands them to `completion` on the main loop.
    /// Queued behind any render already asked for, so the first page is never delayed by it.
    public func loadLabels(_ completion: @escaping @Sendable @MainActor (PageLabels) -> Void) {
        poppler.async { [pageCount] poppler in
            let labels = Self.labels(of: poppler, pageCount: pageCount)
            MainLoop.post { completion(labels) }
        }
    }

    /// The page labels, read on the calling thread through the document's queue (tests and benchmarks).
    public func labelsNow() -> PageLabels {
        poppler.sync { Self.labels(of: $0, pageCount: pageCount) }
    }

    /// Renders one page synchronously through the document's queue (tests and benchmarks; the app uses
    /// `RenderWorker`).
    public func renderNow(_ request: RenderRequest) -> PageImage? {
        poppler.sync { PageRasterizer.render(request, in: $0) }
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
        var labels: [String] = []
        labels.reserveCapacity(pageCount)
        for index in 0..<pageCount {
            guard let page = poppler_document_get_page(poppler, Int32(index)) else {
                labels.append(String(index + 1))
                continue
            }
            labels.append(takeString(poppler_page_get_label(page)) ?? String(index + 1))
            g_object_unref(page.raw)
        }
        return PageLabels(labels)
    }
}
