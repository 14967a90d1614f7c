import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// One open book in a window, rendered into `PageSurface`s (see `PageRenderSession`).
typealias ReadingSession = PageRenderSession<PageSurface>

/// A rendered page as a cairo image surface, which the page view paints as it is. A GdkTexture would do for a
/// GtkPicture, but GTK 4.8's cairo renderer copies a texture into a fresh surface (converting its pixels) on
/// every frame that draws it, which made each page turn cost tens of milliseconds; a surface painted 1:1 by a
/// drawing area is a plain blit. Created and released on the main thread.
@MainActor
final class PageSurface {
    let surface: OpaquePointer
    // The surface is released with the object (before its buffer), on the main thread where every
    // PageSurface lives and dies.
    /// Size in device pixels.
    let width: Int
    let height: Int
    /// Memory it takes, for the cache's budget.
    let byteCount: Int
    /// The part of the page it shows (Trim Margins), in page points; nil for the whole page.
    let shown: PageRect?
    /// The whole page's size in points.
    let pageSize: Size
    private var cachedTexture: GObjectRef?

    /// The memory the surface paints from (the render worker drew into it), kept while the surface lives.
    private let buffer: PixelBuffer

    /// Wraps `image`'s pixels (cairo's own ARGB32 layout) in a surface, without copying them: a page arriving
    /// costs the main thread no more than a page turn's blit.
    init(_ image: PageImage) {
        buffer = image.buffer
        surface = cairo_image_surface_create_for_data(
            image.buffer.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(image.width),
            Int32(image.height), Int32(image.stride))!
        width = image.width
        height = image.height
        byteCount = image.stride * image.height
        shown = image.shown
        pageSize = image.pageSize
    }

    /// The same pixels as a texture, for a GtkPicture (the scrubber's small preview); made once.
    var texture: GObjectRef {
        if let cachedTexture { return cachedTexture }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)
        let bytes = g_bytes_new(data, gsize(stride * height))
        defer { g_bytes_unref(bytes) }
        let texture = GObjectRef(owning: gdk_memory_texture_new(
            Int32(width), Int32(height), recto_cairo_memory_format(), bytes, gsize(stride))!.raw)
        cachedTexture = texture
        return texture
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }
}

/// The window's current render session, shared with its features.
typealias SessionSlot = RenderSessionSlot<PageSurface>
