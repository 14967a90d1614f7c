import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension PDFDocument {
    /// Reads the size of every page, in points, and hands them to `completion` on the main loop (the
    /// continuous strip lays out its rows from them). Read on the first document's queue, ahead of its
    /// renders: the strip has nothing to render until it knows where pages go, and the second document waits
    /// for the first page to be drawn. A page poppler cannot open gets a zero size (the layout's fallback).
    public func loadPageSizes(_ completion: @escaping @Sendable @MainActor ([Size]) -> Void) {
        let count = pageCount
        renderQueueAsync { [renewal] poppler in
            var sizes: [Size] = []
            sizes.reserveCapacity(count)
            for index in 0..<count {
                guard let page = poppler_document_get_page(poppler, Int32(index)) else {
                    sizes.append(Size(width: 0, height: 0))
                    continue
                }
                var width = 0.0, height = 0.0
                poppler_page_get_size(page, &width, &height)
                g_object_unref(page.raw)
                sizes.append(Size(width: width, height: height))
            }
            renewal.readWholeBook() // every page object is now kept
            MainLoop.post { completion(sizes) }
        }
    }
}
