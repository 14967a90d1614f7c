import CPoppler

/// Watches a render for pictures, during the render itself: poppler paints every image (a picture, a scan, an
/// image inside a transparency group) with an image as the cairo source or as the mask of the operation that
/// reaches the page's surface, and draws text and line art with plain colours. A page drawn without either
/// has no picture for Night to keep, and poppler's image mapping, a second pass over the page's content, need
/// not run. The witness may say yes without a picture (a tiling pattern, a soft mask): then the mapping runs
/// and finds what is there; it says no only when nothing on the page was drawn from an image.
///
/// A cairo observer surface wraps the page's image surface; its callbacks run after each drawing operation on
/// the page (not on poppler's intermediate groups, whose result reaches the page as an image source), and
/// look at the source of the context poppler draws with. Used on one thread, for one render.
final class PictureWitness {
    /// The surface to draw on: the observer, forwarding everything to the target.
    let surface: OpaquePointer
    /// The context poppler draws with; set right after it is made on `surface`.
    var context: OpaquePointer?
    /// Whether an operation on the page drew from an image (or through a mask).
    private(set) var sawPicture = false

    /// A witness over `target`, or nil when cairo cannot make an observer (then the page is rendered plainly
    /// and the mapping tells).
    init?(target: OpaquePointer) {
        guard let observer = cairo_surface_create_observer(target, CAIRO_SURFACE_OBSERVER_NORMAL) else { return nil }
        guard cairo_surface_status(observer) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(observer)
            return nil
        }
        surface = observer
        let me = Unmanaged.passUnretained(self).toOpaque()
        // Painting, filling, stroking and glyphs: an image source is a picture (or a group holding one).
        let drawn: cairo_surface_observer_callback_t = { _, _, data in
            guard let data else { return }
            let witness = Unmanaged<PictureWitness>.fromOpaque(data).takeUnretainedValue()
            guard !witness.sawPicture, let context = witness.context, let source = cairo_get_source(context) else {
                return
            }
            let type = cairo_pattern_get_type(source)
            if type == CAIRO_PATTERN_TYPE_SURFACE || type == CAIRO_PATTERN_TYPE_RASTER_SOURCE {
                witness.sawPicture = true
            }
        }
        // A mask is how poppler draws stencil images (a scan's black-and-white text layer) and soft masks.
        let masked: cairo_surface_observer_callback_t = { _, _, data in
            guard let data else { return }
            Unmanaged<PictureWitness>.fromOpaque(data).takeUnretainedValue().sawPicture = true
        }
        cairo_surface_observer_add_paint_callback(observer, drawn, me)
        cairo_surface_observer_add_fill_callback(observer, drawn, me)
        cairo_surface_observer_add_stroke_callback(observer, drawn, me)
        cairo_surface_observer_add_glyphs_callback(observer, drawn, me)
        cairo_surface_observer_add_mask_callback(observer, masked, me)
    }

    deinit {
        // Finishing the observer releases its hold on the target, which its owner still keeps.
        cairo_surface_destroy(surface)
    }
}
