import CPoppler
import Foundation
import GObjectSupport
import RectoCore

extension PDFDocument {
    /// What Trim Margins (#29) needs of some pages: where their ink is and how large they are, by page index.
    public struct ContentBoxes: Sendable {
        /// Each page's content box in points (top-left origin); an empty page has none.
        public var boxes: [Int: PageRect] = [:]
        /// Each page's size in points.
        public var sizes: [Int: Size] = [:]

        /// The crops they make.
        public var trim: MarginTrim { MarginTrim(boxes: boxes, pageSizes: sizes) }
    }

    /// Reads the content boxes of `pages` on the second document (poppler draws each page once, to a device
    /// that only measures: never on the render worker's document, never on the main thread), then hands them to
    /// `completion` on the main loop.
    public func loadContentBoxes(of pages: [Int], _ completion: @escaping @Sendable @MainActor (ContentBoxes) -> Void) {
        secondary.async { [secondary] poppler in
            let boxes = Self.contentBoxes(of: pages, in: poppler)
            for page in boxes.sizes.keys { secondary.read(page: page) }
            MainLoop.post { completion(boxes) }
        }
    }

    /// The same, read now on the second document's queue (tests; never the main thread).
    public func contentBoxesNow(of pages: [Int]) -> ContentBoxes {
        secondary.sync { Self.contentBoxes(of: pages, in: $0) }
    }

    private static func contentBoxes(of pages: [Int], in poppler: OpaquePointer?) -> ContentBoxes {
        var result = ContentBoxes()
        guard let poppler else { return result }
        let count = Int(poppler_document_get_n_pages(poppler))
        for index in pages where index >= 0 && index < count {
            guard let page = poppler_document_get_page(poppler, Int32(index)) else { continue }
            defer { g_object_unref(page.raw) }
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            result.sizes[index] = Size(width: width, height: height)
            // False for a page with nothing drawn on it: it has no box, and does not count.
            var rect = PopplerRectangle()
            guard poppler_page_get_bounding_box(page, &rect) != 0 else { continue }
            // The measuring device draws the page as it is shown: its origin is the page's top left.
            // Ink past the page's edges is not shown: the box is cut to the page.
            let left = max(min(rect.x1, rect.x2), 0), top = max(min(rect.y1, rect.y2), 0)
            let right = min(max(rect.x1, rect.x2), width), bottom = min(max(rect.y1, rect.y2), height)
            let box = PageRect(x: left, y: top, width: right - left, height: bottom - top)
            if box.isSaneCrop() { result.boxes[index] = box }
        }
        return result
    }
}
