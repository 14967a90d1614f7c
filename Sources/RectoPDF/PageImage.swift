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

    public init(request: RenderRequest, width: Int, height: Int, stride: Int, buffer: PixelBuffer) {
        self.request = request
        self.width = width
        self.height = height
        self.stride = stride
        self.buffer = buffer
        pixels = Data(bytesNoCopy: buffer.base, count: min(stride * height, buffer.count),
                      deallocator: .custom { _, _ in withExtendedLifetime(buffer) {} })
    }

    /// Memory it takes, for the cache's budget.
    public var byteCount: Int { pixels.count }
}
