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
    public let pixels: Data

    /// Memory it takes, for the cache's budget.
    public var byteCount: Int { pixels.count }
}
