import Foundation
import RectoCore

/// A rendered page: premultiplied ARGB32 pixels in cairo's native-endian layout, ready to become a texture.
public struct PageImage: Sendable {
    /// The request it answers.
    public let request: RenderRequest
    public let width: Int
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    /// The pixels' memory, which a page surface paints from without copying it.
    public let buffer: PixelBuffer
    /// The same bytes as `Data` (no copy; the data keeps the buffer alive).
    public let pixels: Data

    public init(request: RenderRequest, width: Int, height: Int, stride: Int, buffer: PixelBuffer,
                shown: PageRect? = nil, pageSize: Size = Size(width: 0, height: 0)) {
        self.request = request
        self.shown = shown
        self.pageSize = pageSize
        self.width = width
        self.height = height
        self.stride = stride
        self.buffer = buffer
        pixels = Data(bytesNoCopy: buffer.base, count: min(stride * height, buffer.count),
                      deallocator: .custom { _, _ in withExtendedLifetime(buffer) {} })
    }

    /// The part of the page the picture shows, in page points (top-left origin): the request's crop clamped
    /// into the page, or nil for the whole page. Marks on the page are placed through it (`PagePlacement`).
    public let shown: PageRect?
    /// The whole page's size in points (zero when not known).
    public let pageSize: Size

    /// The part of a page of `pageSize` points that `request` draws: its crop clamped into the page, or the
    /// whole page.
    static func shownPart(of request: RenderRequest, pageSize: Size) -> PageRect {
        let whole = PageRect(x: 0, y: 0, width: pageSize.width, height: pageSize.height)
        guard let trim = request.style.trim else { return whole }
        return MarginTrim(odd: trim, even: trim).crop(forPage: 0, pageSize: pageSize) ?? whole
    }

    /// Memory it takes, for the cache's budget.
    public var byteCount: Int { pixels.count }
}
