import CGtk
import Foundation
import GObjectSupport
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
    // The surface is released with the object, on the main thread where every PageSurface lives and dies.
    /// Size in device pixels.
    let width: Int
    let height: Int
    /// Memory it takes, for the cache's budget.
    let byteCount: Int
    private var cachedTexture: GObjectRef?

    /// Copies `image`'s pixels (cairo's own ARGB32 layout) into a new surface: about a millisecond a page.
    init(_ image: PageImage) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        if cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface) {
            image.pixels.withUnsafeBytes { source in
                guard let base = source.baseAddress else { return }
                let row = min(stride, image.stride)
                for y in 0..<image.height where (y + 1) * image.stride <= source.count {
                    memcpy(target + y * stride, base + y * image.stride, row)
                }
            }
            cairo_surface_mark_dirty(surface)
        }
        self.surface = surface
        width = image.width
        height = image.height
        byteCount = stride * image.height
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
