import CGtk
import GObjectSupport
import RectoPDF

/// Turns rendered pixels into a GdkTexture (a GdkPaintable a GtkPicture can show). Copies the pixels once
/// into GBytes, which the texture then owns; runs on the main thread, and costs about a millisecond a page.
enum PageTexture {
    static func make(_ image: PageImage) -> GObjectRef {
        let bytes = image.pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let texture = gdk_memory_texture_new(
            Int32(image.width), Int32(image.height), recto_cairo_memory_format(), bytes, gsize(image.stride))!
        return GObjectRef(owning: texture.raw)
    }
}
