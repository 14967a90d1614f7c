import Foundation
import GObjectSupport
import RectoCore

extension BookText {
    /// Called on the main thread with the region to preview of a page (its size and the region in top-left page
    /// points); nothing comes for a page that cannot be read.
    public typealias RegionDelivery = @Sendable @MainActor (_ page: Int, _ pageSize: Size, _ region: PageRect) -> Void

    /// Measures the region a reference preview shows of `page` for a destination at `top` and `left` (shares of
    /// the page's height and width; nil when not given): the column of text there, on the book's text queue.
    public func previewRegion(ofPage page: Int, top: Double?, left: Double? = nil, deliver: @escaping RegionDelivery) {
        source.asyncText { source in
            guard let layout = source.layout(ofPage: page) else { return }
            let region = Self.region(of: layout, top: top, left: left)
            MainLoop.post { deliver(page, layout.pageSize, region) }
        }
    }

    /// The same, on the calling thread through the book's text queue (tests).
    public func previewRegionNow(ofPage page: Int, top: Double?, left: Double? = nil) -> (Size, PageRect)? {
        source.syncText { source in
            source.layout(ofPage: page).map { ($0.pageSize, Self.region(of: $0, top: top, left: left)) }
        }
    }

    /// A page's text layout on the calling thread through the book's text queue (tests).
    public func layoutNow(ofPage page: Int) -> PageTextLayout? {
        source.syncText { $0.layout(ofPage: page) }
    }

    private static func region(of layout: PageTextLayout, top: Double?, left: Double?) -> PageRect {
        PreviewRegion.crop(pageSize: layout.pageSize, top: top.map { $0 * layout.pageSize.height },
                           left: left.map { $0 * layout.pageSize.width },
                           lines: layout.lineBoxes)
    }
}
